import { describe, expect, it } from 'vitest';
import { homeFeedOrder } from './home-order';

describe('the betting home’s order (betting.isLiveDashboardFirst)', () => {
  it('lists top live games before top line games when the switch is on (the default)', () => {
    expect(homeFeedOrder(true)).toEqual(['live', 'line']);
  });

  it('lists top line games first when the brand turns it off', () => {
    expect(homeFeedOrder(false)).toEqual(['line', 'live']);
  });
});

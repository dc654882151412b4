import { BET_STATUS_CODES } from '@fairline/shared/config';
import { describe, expect, it } from 'vitest';
import { statusFilters } from './status-filters';

describe('the bets history status filters (betting.hiddenBetStatuses)', () => {
  it('offers every status when the brand hides none', () => {
    expect(statusFilters([])).toEqual(['all', 'open', 'won', 'lost', 'void', 'sold']);
  });

  it('does not offer a status the brand hides from the history', () => {
    expect(statusFilters([BET_STATUS_CODES.void, BET_STATUS_CODES.sold])).toEqual(['all', 'open', 'won', 'lost']);
  });
});

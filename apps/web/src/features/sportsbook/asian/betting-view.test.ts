import { describe, expect, it } from 'vitest';
import { defaultBettingView } from './betting-view';

describe('defaultBettingView', () => {
  it.each([
    ['in the Asian-view list with view 1 allowed', 86, [86, 62], [0, 1], 1],
    ['outside the list', 1, [86], [0, 1], 0],
    ['in the list but view 1 not allowed', 86, [86], [0], 0],
  ] as const)('is %s → %i', (_case, country, list, allowed, view) => {
    expect(defaultBettingView(country, list, allowed)).toBe(view);
  });
});

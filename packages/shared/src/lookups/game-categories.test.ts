import { describe, expect, it } from 'vitest';
import { NO_BETTING_TAXES } from './betting-taxes';
import { GAME_CATEGORIES, isGameCategory } from './game-categories';

describe('game categories', () => {
  it('lists the nine categories in the spec order', () => {
    expect(GAME_CATEGORIES).toEqual([
      'top',
      'best',
      'new',
      'lotteries',
      'slots',
      'climb-to-victory',
      'dice',
      'card-games',
      'other-games',
    ]);
    expect(isGameCategory('dice')).toBe(true);
    expect(isGameCategory('roulette')).toBe(false);
  });
});

describe('betting taxes', () => {
  it('taxes nothing by default', () => {
    expect(NO_BETTING_TAXES).toMatchObject({ type: 0, stakeTaxPercent: 0, payoutTaxPercent: 0, hasReturnTax: false });
  });
});

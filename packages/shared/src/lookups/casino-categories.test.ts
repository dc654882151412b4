import { describe, expect, it } from 'vitest';
import { CasinoCategory, casinoCategorySlug, isCasinoCategorySlug } from './casino-categories';

describe('casino categories', () => {
  it.each([
    ['roulette', 5],
    ['poker', 3],
    ['baccarat', 31],
    ['keno', 49],
    ['jackpot', 25],
    ['favourite', 999],
    ['hourglass', 998],
  ] as const)('maps %s to %i as the spec does', (slug, id) => {
    expect(CasinoCategory[slug]).toBe(id);
    expect(casinoCategorySlug(id)).toBe(slug);
  });

  it('gives every category its own id', () => {
    const ids = Object.values(CasinoCategory);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('recognises only known slugs', () => {
    expect(isCasinoCategorySlug('slots')).toBe(true);
    expect(isCasinoCategorySlug('toString')).toBe(false);
    expect(casinoCategorySlug(12345)).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameInfo, Outcome } from '../../../trading/types';
import { MAX_PER_CHAMP, popularityScore, priceBalance, rankTop, soonness } from './popularity';

const NOW = Date.parse('2026-11-21T15:00:00Z');
const HOUR = 3_600_000;
const FOOTBALL = { popularity: 1 };
const TENNIS = { popularity: 0.5 };
const win = (p1: number, p2: number): Outcome[] => [
  { T: 1, G: 1, C: p1 },
  { T: 3, G: 1, C: p2 },
];
const game = (over: Partial<GameInfo> = {}) => ({
  phase: 'line' as const,
  start: NOW + HOUR,
  winProbabilities: { P1: 0.4, PX: 0.25, P2: 0.35 },
  E: win(2.4, 2.8),
  ...over,
});

describe('the popularity score', () => {
  it('puts a major football league above a top-division tennis tour at the same kick-off', () => {
    const football = popularityScore(game(), FOOTBALL, { rank: 1 }, NOW);
    const tennis = popularityScore(game(), TENNIS, { rank: 2 }, NOW);
    expect(football).toBeGreaterThan(tennis * 3);
  });

  it('puts a major league above a lower division of the same sport', () => {
    expect(popularityScore(game(), FOOTBALL, { rank: 1 }, NOW)).toBeGreaterThan(
      popularityScore(game(), FOOTBALL, { rank: 3 }, NOW),
    );
  });

  it('ranks a line game starting soon above the same game a day later, halving at twelve hours', () => {
    expect(soonness(NOW, NOW)).toBe(1);
    expect(soonness(NOW + 12 * HOUR, NOW)).toBeCloseTo(0.5);
    const soon = popularityScore(game({ start: NOW + HOUR }), FOOTBALL, { rank: 1 }, NOW);
    const later = popularityScore(game({ start: NOW + 24 * HOUR }), FOOTBALL, { rank: 1 }, NOW);
    expect(soon).toBeGreaterThan(later);
  });

  it('ranks an open live game above a decided one of the same league', () => {
    const open = popularityScore(game({ phase: 'live', E: win(2.6, 2.7) }), FOOTBALL, { rank: 1 }, NOW);
    const decided = popularityScore(game({ phase: 'live', E: win(1.02, 21) }), FOOTBALL, { rank: 1 }, NOW);
    expect(open).toBeGreaterThan(decided * 2);
  });

  it('scores 0, so the lists leave it out, a game whose win prices are suspended or at 1.01 and under', () => {
    const suspended = win(2, 2).map((o) => ({ ...o, B: true }));
    expect(popularityScore(game({ E: suspended }), FOOTBALL, { rank: 1 }, NOW)).toBe(0);
    expect(popularityScore(game({ phase: 'live', E: win(1, 1.01) }), FOOTBALL, { rank: 1 }, NOW)).toBe(0);
    expect(popularityScore(game({ E: [] }), FOOTBALL, { rank: 1 }, NOW)).toBe(0);
  });

  it('counts a game with one side closed as decided (balance 0)', () => {
    expect(
      priceBalance([
        { T: 1, G: 1, C: 1.01 },
        { T: 3, G: 1, C: 40 },
      ]),
    ).toBe(0);
    expect(priceBalance(win(2, 2))).toBe(1);
  });

  it('reads the winner market of sports without a draw', () => {
    expect(
      priceBalance([
        { T: 401, G: 101, C: 1.9 },
        { T: 402, G: 101, C: 1.9 },
      ]),
    ).toBe(1);
  });

  it('stays between 0 and 1 for any prices and kick-off', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.integer({ min: -3 * 3600, max: 30 * 86_400 }),
        fc.constantFrom('line' as const, 'live' as const),
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        (c1, c2, seconds, phase, rank) => {
          const s = popularityScore(
            game({ phase, E: win(c1, c2), start: NOW + seconds * 1000 }),
            FOOTBALL,
            { rank },
            NOW,
          );
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('a top list', () => {
  const g = (champId: number, constId: number) => ({ champId, constId, start: NOW + constId });

  it('takes the best scores first, at most three of one championship while others have games', () => {
    const busy = Array.from({ length: 8 }, (_, i) => g(60, i));
    const others = [g(1, 100), g(3, 101), g(5, 102)];
    const score = (x: { champId: number }) => (x.champId === 60 ? 0.9 : 0.5);
    const top = rankTop([...busy, ...others], score, 6);
    expect(top.filter((x) => x.champId === 60)).toHaveLength(MAX_PER_CHAMP);
    expect(top.slice(0, 3).every((x) => x.champId === 60)).toBe(true);
    expect(top.map((x) => x.champId).slice(3)).toEqual([1, 3, 5]);
  });

  it('fills up from one championship when no other has games', () => {
    const only = Array.from({ length: 8 }, (_, i) => g(90, i));
    expect(rankTop(only, () => 1, 6)).toHaveLength(6);
  });

  it('leaves out games scored 0', () => {
    expect(rankTop([g(1, 1), g(1, 2)], (x) => (x.constId === 1 ? 0 : 1), 5).map((x) => x.constId)).toEqual([2]);
  });
});

// What a subscription is told, read from two moments of a game (ADR 0069), rule by rule.
import { describe, expect, it } from 'vitest';
import { type GameMoment, happeningsBetween } from './match-events';

const at = (m: Partial<GameMoment>): GameMoment => ({ stage: 'live', s1: 0, s2: 0, reds: 0, ended: 0, ...m });
const kinds = (a: GameMoment, b: GameMoment) => happeningsBetween(a, b).map((h) => h.kind);

describe('happenings between two moments of a game', () => {
  it('tells the kick-off when a line game is in play', () => {
    expect(kinds(at({ stage: 'line' }), at({}))).toEqual(['start']);
  });

  it('tells several goals of one step as one goal notice, and a red card', () => {
    expect(kinds(at({}), at({ s1: 2, s2: 1, reds: 1 }))).toEqual(['goal', 'red_card']);
  });

  it('tells a period end with its number, and the last one as the result only', () => {
    expect(happeningsBetween(at({}), at({ ended: 1 }))).toEqual([{ kind: 'period_end', period: 1 }]);
    expect(kinds(at({ ended: 1 }), at({ stage: 'over', ended: 2 }))).toEqual(['result']);
  });

  it('tells a whole game played in one jump in its order, and nothing when nothing changed', () => {
    expect(kinds(at({ stage: 'line' }), at({ stage: 'over', s1: 1, ended: 2 }))).toEqual(['start', 'goal', 'result']);
    expect(kinds(at({ s1: 1 }), at({ s1: 1 }))).toEqual([]);
    expect(kinds(at({ stage: 'over' }), at({ stage: 'over' }))).toEqual([]);
  });
});

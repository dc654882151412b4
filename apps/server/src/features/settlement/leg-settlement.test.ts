import { describe, expect, it } from 'vitest';
import { G, scoreParam, T } from '../../trading/pricing/groups';
import type { GameResult } from '../../trading/types';
import { type SettleableLeg, settleLeg } from './leg-settlement';

type Score = [number, number];

function finished(regulation: Score, opts: { final?: Score; half?: Score; periods?: number } = {}): GameResult {
  const [home, away] = regulation;
  const final = opts.final ?? regulation;
  const result: GameResult = {
    gameId: 1,
    liveId: 2 ** 30 + 1,
    constId: 1,
    sportId: 1,
    champId: 1,
    homeId: 1,
    awayId: 2,
    start: 0,
    settledAt: 1,
    status: 'finished',
    regulation: { home, away },
    final: { home: final[0], away: final[1] },
    periods: Array.from({ length: opts.periods ?? 2 }, (_, i) => ({
      period: i + 1,
      name: { en: '', ru: '' },
      home: 0,
      away: 0,
    })),
  };
  if (opts.half) result.halfTime = { home: opts.half[0], away: opts.half[1] };
  return result;
}

const abandoned = (score: Score, opts: { half?: Score; periods?: number } = {}): GameResult => ({
  ...finished(score, opts),
  status: 'cancelled',
  cancellation: { reason: 'abandoned', at: 1 },
});

const leg = (group: number, type: number, param: number | null = null, listedScores?: number[]): SettleableLeg => ({
  group,
  type,
  param,
  ...(listedScores ? { listedScores } : {}),
});

describe('settleLeg on the regulation score', () => {
  it.each([
    ['1X2 home wins 2:1', leg(G.x12, T.home), [2, 1], 'won'],
    ['1X2 draw on 1:1', leg(G.x12, T.draw), [1, 1], 'won'],
    ['1X2 away loses on 2:1', leg(G.x12, T.away), [2, 1], 'lost'],
    ['double chance 1X on a draw', leg(G.doubleChance, T.homeOrDraw), [0, 0], 'won'],
    ['double chance 12 on a draw', leg(G.doubleChance, T.homeOrAway), [0, 0], 'lost'],
    ['double chance X2 on an away win', leg(G.doubleChance, T.drawOrAway), [0, 3], 'won'],
    ['handicap 1 (−1.5) on 2:0', leg(G.handicap, T.handicap1, -1.5), [2, 0], 'won'],
    ['handicap 1 (−1) on 2:1 pushes', leg(G.handicap, T.handicap1, -1), [2, 1], 'void'],
    ['handicap 1 (−0.25) and a draw: half lost', leg(G.handicap, T.handicap1, -0.25), [1, 1], 'halfLost'],
    ['handicap 2 (+0.25) and a draw: half won', leg(G.handicap, T.handicap2, 0.25), [1, 1], 'halfWon'],
    ['handicap 2 (+1.5) on 2:1', leg(G.handicap, T.handicap2, 1.5), [2, 1], 'won'],
    ['draw no bet (handicap 0) on a draw', leg(G.handicap, T.handicap1, 0), [2, 2], 'void'],
    ['over 2.5 with 3 goals', leg(G.total, T.over, 2.5), [2, 1], 'won'],
    ['under 5.25 with exactly 5 goals: half push, half won', leg(G.total, T.under, 5.25), [3, 2], 'halfWon'],
    ['over 2.75 with 3 goals: half won', leg(G.total, T.over, 2.75), [2, 1], 'halfWon'],
    ['over 3 with 3 goals pushes', leg(G.total, T.over, 3), [2, 1], 'void'],
    ['team 1 over 1.5 with 2', leg(G.teamTotal1, T.team1Over, 1.5), [2, 0], 'won'],
    ['team 2 under 0.5 with 1', leg(G.teamTotal2, T.team2Under, 0.5), [2, 1], 'lost'],
    ['both teams to score: yes on 1:1', leg(G.btts, T.bttsYes), [1, 1], 'won'],
    ['both teams to score: no on 2:0', leg(G.btts, T.bttsNo), [2, 0], 'won'],
    ['correct score 2:1', leg(G.correctScore, T.correctScore, scoreParam(2, 1)), [2, 1], 'won'],
    ['correct score 1:2 on 2:1', leg(G.correctScore, T.correctScore, scoreParam(1, 2)), [2, 1], 'lost'],
    [
      'any other score when 5:4 was not listed',
      leg(G.correctScore, T.correctScoreOther, null, [1.0, 2.001]),
      [5, 4],
      'won',
    ],
    ['any other score when 2:1 was listed', leg(G.correctScore, T.correctScoreOther, null, [2.001]), [2, 1], 'lost'],
    ['sets handicap 1 (−1.5) on 2:0 sets', leg(G.setHandicap, T.setHandicap1, -1.5), [2, 0], 'won'],
    ['sets handicap 2 (+1.5) on 2:0 sets', leg(G.setHandicap, T.setHandicap2, 1.5), [2, 0], 'lost'],
    ['total sets over 2.5 on 2:1', leg(G.setTotal, T.setOver, 2.5), [2, 1], 'won'],
    ['exact sets 3:1', leg(G.setScore, T.setScore, scoreParam(3, 1)), [3, 1], 'won'],
  ] as const)('%s', (_rule, selection, score, expected) => {
    expect(settleLeg(selection, finished([score[0], score[1]]))).toBe(expected);
  });

  it('settles 1X2 on regulation time, not on the score after overtime', () => {
    expect(settleLeg(leg(G.x12, T.draw), finished([2, 2], { final: [3, 2] }))).toBe('won');
  });

  it('settles the winner (moneyline) on the final score, overtime included', () => {
    expect(settleLeg(leg(G.moneyline, T.moneyline1), finished([2, 2], { final: [3, 2] }))).toBe('won');
    expect(settleLeg(leg(G.moneyline, T.moneyline2), finished([2, 2], { final: [3, 2] }))).toBe('lost');
  });

  it('settles half-time markets on the first-half score', () => {
    const result = finished([3, 1], { half: [0, 1] });
    expect(settleLeg(leg(G.halfTimeX12, T.halfTimeAway), result)).toBe('won');
    expect(settleLeg(leg(G.halfTimeTotal, T.halfTimeUnder, 0.75), result)).toBe('halfLost');
  });
});

describe('settleLeg on a cancelled game', () => {
  it('voids every market of a postponed game', () => {
    const postponed: GameResult = {
      ...finished([0, 0]),
      status: 'cancelled',
      cancellation: { reason: 'postponed', at: 0 },
    };
    expect(settleLeg(leg(G.x12, T.home), postponed)).toBe('void');
  });

  it.each([
    ['an over already reached stands', leg(G.total, T.over, 2.5), 'won'],
    ['an under already exceeded is lost', leg(G.total, T.under, 2.5), 'lost'],
    ['an under not yet exceeded is void', leg(G.total, T.under, 4.5), 'void'],
    ['both teams already scored stands', leg(G.btts, T.bttsYes), 'won'],
    ['1X2 is not decided, so void', leg(G.x12, T.home), 'void'],
    ['a handicap is not decided, so void', leg(G.handicap, T.handicap1, -0.5), 'void'],
    ['correct score is not decided, so void', leg(G.correctScore, T.correctScore, scoreParam(2, 1)), 'void'],
  ] as const)('abandoned at 2:1: %s', (_rule, selection, expected) => {
    expect(settleLeg(selection, abandoned([2, 1], { half: [1, 0], periods: 2 }))).toBe(expected);
  });

  it('settles half-time markets of a game abandoned after half time', () => {
    expect(settleLeg(leg(G.halfTimeX12, T.halfTimeHome), abandoned([2, 1], { half: [1, 0], periods: 2 }))).toBe('won');
  });

  it('voids a half-time 1X2 of a game abandoned in the first half', () => {
    expect(settleLeg(leg(G.halfTimeX12, T.halfTimeHome), abandoned([1, 0], { half: [1, 0], periods: 1 }))).toBe('void');
  });
});

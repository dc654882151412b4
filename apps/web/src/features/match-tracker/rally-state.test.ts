import type { FeedScore } from '@fairline/shared/wire/feed';
import { describe, expect, it } from 'vitest';
import { advantageOf, isDeuce, isDeuceCourt, tennisCalls } from './rally-state';
import { initialTracker, type TrackerSport, type TrackerState, trackerStep } from './tracker-state';

/** A tennis score block: sets, the games of the set in play, the game's points and the server. */
const tennis = (sets: [number, number], games: [number, number], points: [number, number], SV: 1 | 2, CP = 1) => {
  const PS = Array.from({ length: CP }, (_, i) => ({
    Key: i + 1,
    Value: i + 1 === CP ? { S1: games[0], S2: games[1] } : { S1: 6, S2: 3 },
  }));
  const sc: FeedScore = { CP, FS: { S1: sets[0], S2: sets[1] }, PS, SV };
  if (points[0] || points[1]) sc.GP = { S1: points[0], S2: points[1] };
  return sc;
};
const run = (blocks: FeedScore[], sport: TrackerSport = 'tennis') =>
  blocks.reduce<TrackerState>(trackerStep, initialTracker(sport));
const rallyOf = (blocks: FeedScore[], sport: TrackerSport = 'tennis') => {
  const r = run(blocks, sport).rally;
  if (!r) throw new Error('no rally state');
  return r;
};

describe('set sports tracker state', () => {
  it('calls tennis points 0, 15, 30, 40, then 40–40 and AD; tie-break points as counts', () => {
    expect(tennisCalls([0, 0], false)).toEqual(['0', '0']);
    expect(tennisCalls([2, 1], false)).toEqual(['30', '15']);
    expect(tennisCalls([3, 3], false)).toEqual(['40', '40']);
    expect(tennisCalls([4, 5], false)).toEqual(['40', 'AD']);
    expect(tennisCalls([5, 4], true)).toEqual(['5', '4']);
  });

  it('reads the server, the game points, the games of the set in play and the sets from the score block', () => {
    const r = rallyOf([tennis([1, 0], [3, 2], [2, 1], 2, 2)]);
    expect(r).toMatchObject({ server: 2, points: [2, 1], units: [3, 2], sets: [1, 0], set: 2, isTiebreak: false });
  });

  it('says deuce at 40–40 and beyond when level, advantage to the side a point ahead', () => {
    expect(isDeuce(rallyOf([tennis([0, 0], [1, 1], [3, 3], 1)]))).toBe(true);
    expect(advantageOf(rallyOf([tennis([0, 0], [1, 1], [4, 3], 1)]))).toBe(1);
    expect(advantageOf(rallyOf([tennis([0, 0], [1, 1], [2, 3], 1)]))).toBeUndefined();
  });

  it('knows the tie-break at six games all, where 3:3 is not deuce', () => {
    const r = rallyOf([tennis([0, 0], [6, 6], [3, 3], 2)]);
    expect(r.isTiebreak).toBe(true);
    expect(isDeuce(r)).toBe(false);
  });

  it('serves from the deuce court after an even number of points, the advantage court after an odd one', () => {
    expect(isDeuceCourt(rallyOf([tennis([0, 0], [0, 0], [1, 1], 1)]))).toBe(true);
    expect(isDeuceCourt(rallyOf([tennis([0, 0], [0, 0], [2, 1], 1)]))).toBe(false);
  });

  it('names the side that won the point, the game or the set between two blocks', () => {
    const start = tennis([0, 0], [2, 2], [1, 1], 1);
    expect(rallyOf([start, tennis([0, 0], [2, 2], [1, 2], 1)]).won).toMatchObject({ side: 2, what: 'point' });
    expect(rallyOf([start, tennis([0, 0], [3, 2], [0, 0], 2)]).won).toMatchObject({ side: 1, what: 'game' });
    const setPoint = tennis([0, 0], [5, 4], [3, 0], 1);
    expect(rallyOf([setPoint, { ...tennis([1, 0], [6, 4], [0, 0], 1), SV: undefined, BR: 1 }]).won).toMatchObject({
      side: 1,
      what: 'set',
    });
  });

  it('names nothing won from a first block, nor when the same block comes again', () => {
    const b = tennis([0, 0], [2, 2], [1, 1], 1);
    expect(rallyOf([b]).won).toBeUndefined();
    const won = rallyOf([b, tennis([0, 0], [2, 2], [2, 1], 1), tennis([0, 0], [2, 2], [2, 1], 1)]).won;
    expect(won).toMatchObject({ side: 1, what: 'point' });
  });

  it('has no server between sets and after the end, and keeps the finished set on the board', () => {
    const r = rallyOf([{ ...tennis([1, 0], [6, 4], [0, 0], 2), BR: 1 }]);
    expect(r).toMatchObject({ server: 0, units: [6, 4], points: [0, 0] });
    expect(rallyOf([{ ...tennis([2, 0], [6, 1], [0, 0], 1), CPS: 'Finished' }]).server).toBe(0);
  });

  it('counts a rally point of table tennis and volleyball as a point, with the server the block names', () => {
    const tt = (a: number, b: number, SV: 1 | 2): FeedScore => ({
      CP: 1,
      PS: [{ Key: 1, Value: { S1: a, S2: b } }],
      SV,
    });
    const r = rallyOf([tt(4, 3, 2), tt(4, 4, 2)], 'tableTennis');
    expect(r).toMatchObject({ server: 2, units: [4, 4], points: [0, 0], won: { side: 2, what: 'point' } });
    expect(rallyOf([tt(10, 9, 1), tt(11, 9, 1)], 'volleyball').won).toMatchObject({ side: 1, what: 'point' });
  });
});

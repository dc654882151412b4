import { MatchEvent } from '@fairline/shared/enums/match-event';
import type { FeedScore } from '@fairline/shared/wire/feed';
import { describe, expect, it } from 'vitest';
import { initialTracker, RECENT_EVENTS, type TrackerState, trackerSportOf, trackerStep } from './tracker-state';

const block = (le: FeedScore['LE'], extra: Partial<FeedScore> = {}): FeedScore => ({
  CP: 1,
  TS: 600,
  ...extra,
  LE: le,
});
const run = (blocks: FeedScore[], start: TrackerState = initialTracker('football')) =>
  blocks.reduce(trackerStep, start);

describe('match tracker state', () => {
  it('draws football and FIFA on a pitch, basketball and handball on courts, hockey on a rink, set sports on theirs, and nothing for CS2', () => {
    expect([1, 85, 3, 8, 2].map(trackerSportOf)).toEqual(['football', 'football', 'basketball', 'handball', 'hockey']);
    expect([4, 10, 6, 4046].map(trackerSportOf)).toEqual(['tennis', 'tableTennis', 'volleyball', undefined]);
  });

  it('starts with the ball on the centre spot and nobody on it', () => {
    expect(initialTracker('football')).toMatchObject({ possession: 0, ball: { x: 50, y: 50 }, phase: 'waiting' });
  });

  it('gives the ball to the side that attacks and moves it into the half it attacks (side 1 right, side 2 left)', () => {
    const one = run([block({ K: MatchEvent.Attack, T: 1, TS: 100 })]);
    expect(one.possession).toBe(1);
    expect(one.ball.x).toBeGreaterThan(50);
    const two = run([block({ K: MatchEvent.Attack, T: 2, TS: 100 })]);
    expect(two.possession).toBe(2);
    expect(two.ball.x).toBeLessThan(50);
  });

  it('takes a dangerous attack deeper than an attack, and a shot deeper still', () => {
    const x = (K: MatchEvent) => run([block({ K, T: 1, TS: 200 })]).ball.x;
    expect(x(MatchEvent.DangerousAttack)).toBeGreaterThan(x(MatchEvent.Attack));
    expect(x(MatchEvent.ShotOnTarget)).toBeGreaterThan(x(MatchEvent.DangerousAttack));
  });

  it('puts a corner at a corner flag of the goal the side attacks', () => {
    const s = run([block({ K: MatchEvent.Corner, T: 2, TS: 301 })]);
    expect(s.ball.x).toBeLessThan(5);
    expect([2, 98]).toContain(s.ball.y);
  });

  it('after a goal puts the ball on the centre spot and gives the kick-off to the side that conceded', () => {
    const s = run([block({ K: MatchEvent.Goal, T: 1, TS: 900 }, { FS: { S1: 1 } })]);
    expect(s).toMatchObject({ possession: 2, ball: { x: 50, y: 50 }, score: [1, 0] });
  });

  it('after a card gives the ball to the fouled side and leaves it where the foul was', () => {
    const attack = run([block({ K: MatchEvent.DangerousAttack, T: 1, TS: 400 })]);
    const s = trackerStep(attack, block({ K: MatchEvent.YellowCard, T: 2, TS: 410 }));
    expect(s.possession).toBe(1);
    expect(s.ball).toEqual(attack.ball);
  });

  it('after a basket gives the ball to the other side, the ball at the basket just scored in', () => {
    const s = run([block({ K: MatchEvent.Basket, T: 1, TS: 50, P: 3 })], initialTracker('basketball'));
    expect(s.possession).toBe(2);
    expect(s.ball.x).toBeGreaterThan(85);
    expect(s.event?.points).toBe(3);
  });

  it('does not list the same event twice when a score block comes again (a resubscription)', () => {
    const b = block({ K: MatchEvent.Attack, T: 1, TS: 100 });
    const s = run([b, b, { ...b, ST: [] }]);
    expect(s.recent).toHaveLength(1);
  });

  it('ignores an event older than the one shown (a late block)', () => {
    const s = run([
      block({ K: MatchEvent.ShotOnTarget, T: 2, TS: 700 }),
      block({ K: MatchEvent.Attack, T: 1, TS: 650 }),
    ]);
    expect(s.event).toMatchObject({ kind: MatchEvent.ShotOnTarget, team: 2 });
    expect(s.possession).toBe(2);
  });

  it('keeps the last five events, newest first', () => {
    const blocks = Array.from({ length: 8 }, (_, i) =>
      block({ K: MatchEvent.Attack, T: i % 2 === 0 ? 1 : 2, TS: 10 * i }),
    );
    const s = run(blocks);
    expect(s.recent).toHaveLength(RECENT_EVENTS);
    expect(s.recent.map((e) => e.ts)).toEqual([70, 60, 50, 40, 30]);
  });

  it('stops play between periods and after the end: ball on the centre spot, nobody on it', () => {
    const attack = block({ K: MatchEvent.Attack, T: 1, TS: 2700 });
    expect(run([attack, { ...attack, BR: 2, CPS: 'Half time' }])).toMatchObject({ phase: 'break', possession: 0 });
    expect(run([attack, { ...attack, CPS: 'Finished' }])).toMatchObject({ phase: 'over', ball: { x: 50, y: 50 } });
  });

  it('hockey: after a goal the puck goes to the centre face-off spot, which nobody has won yet', () => {
    const s = run([block({ K: MatchEvent.Goal, T: 2, TS: 1500 }, { FS: { S2: 1 } })], initialTracker('hockey'));
    expect(s).toMatchObject({ possession: 0, ball: { x: 50, y: 50 }, score: [0, 1] });
    expect(s.event).toMatchObject({ kind: MatchEvent.Goal, team: 2 });
  });

  it('hockey: stops play between periods, the last goal kept in the list', () => {
    const goal = block({ K: MatchEvent.Goal, T: 1, TS: 1100 }, { FS: { S1: 1 } });
    const s = run([goal, { ...goal, BR: 1, CPS: 'Break' }], initialTracker('hockey'));
    expect(s).toMatchObject({ phase: 'break', possession: 0 });
    expect(s.recent).toHaveLength(1);
  });

  it('handball: after a goal the side that conceded takes the throw-off from the centre', () => {
    const s = run([block({ K: MatchEvent.Goal, T: 1, TS: 300 }, { FS: { S1: 1 } })], initialTracker('handball'));
    expect(s).toMatchObject({ possession: 2, ball: { x: 50, y: 50 } });
  });

  it('handball: lists each of many goals once, newest first', () => {
    const goals = [100, 160, 230].map((TS, i) => block({ K: MatchEvent.Goal, T: i === 1 ? 2 : 1, TS }));
    const s = run([...goals, goals[2] as FeedScore], initialTracker('handball'));
    expect(s.recent.map((e) => [e.team, e.ts])).toEqual([
      [1, 230],
      [2, 160],
      [1, 100],
    ]);
  });

  it('follows the score of every block, with or without a new event', () => {
    const s = run([block(undefined, { FS: { S1: 2, S2: 1 } })]);
    expect(s.score).toEqual([2, 1]);
    expect(s.event).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { SPORT } from '../catalog/sports';
import { ManualClock } from '../clock';
import { TradingEngine } from '../engine';
import { Schedule } from '../schedule/fixtures';
import { buildTimeline } from './build-timeline';
import { liveScore } from './score-block';
import { stateAt } from './state';
import type { Timeline } from './timeline';

const T0 = Date.UTC(2026, 2, 14, 15, 0);
const seed = 20261122;
const engine = new TradingEngine(seed, new ManualClock(T0));
const schedule = new Schedule(seed, engine.catalog);

/** The story of an uncancelled game of a sport that kicks off after T0. */
function timelineOf(sportId: number): Timeline {
  for (const g of engine.listGames(T0, { kind: 'line', sportIds: [sportId] })) {
    const f = schedule.byConstId(g.constId);
    const tl = f && buildTimeline(seed, engine.catalog, f);
    if (tl && !tl.cancel) return tl;
  }
  throw new Error(`no game of sport ${sportId}`);
}

const scoreAt = (tl: Timeline, t: number) => liveScore(tl, stateAt(tl, t));

describe('live score block', () => {
  const football = timelineOf(SPORT.football);
  const [first, second] = football.periods;
  if (!first || !second) throw new Error('football without two halves');

  it('names the first half and its regulation end (45 min) while it is played', () => {
    const sc = scoreAt(football, first.start + 20 * 60_000);
    expect(sc).toMatchObject({ CP: 1, CPS: '1st half', TS: 20 * 60, TP: 45 * 60, BR: 0 });
  });

  it('runs the clock past 45 minutes in stoppage time, beyond the regulation end it reports', () => {
    const sc = scoreAt(football, first.end - 1000);
    expect(first.end - first.start).toBeGreaterThan(45 * 60_000);
    expect(sc.TS).toBeGreaterThan(sc.TP);
    expect(sc.BR).toBe(0);
  });

  it('shows half time with the clock stopped, never the first half running on', () => {
    const early = scoreAt(football, first.end + 60_000);
    const late = scoreAt(football, second.start - 1000);
    expect(early).toMatchObject({ CP: 1, CPS: 'Half time', I: 'Half time', SLS: 'Half time', BR: 2 });
    expect(late.TS).toBe(early.TS);
  });

  it('restarts in the second half at 45 minutes with a regulation end of 90', () => {
    const sc = scoreAt(football, second.start + 60_000);
    expect(sc).toMatchObject({ CP: 2, CPS: '2nd half', TS: 46 * 60, TP: 90 * 60, BR: 0 });
  });

  it('keeps no break flag once the game is over, awaiting settlement', () => {
    const sc = scoreAt(football, football.end + 1000);
    expect(sc).toMatchObject({ BR: 0, I: 'Match finished', CPS: 'Finished' });
  });

  it('calls the break after the second of four basketball quarters half time, the others breaks', () => {
    const basketball = timelineOf(SPORT.basketball);
    const [q1, q2] = basketball.periods;
    if (!q1 || !q2) throw new Error('basketball without quarters');
    expect(scoreAt(basketball, q1.end + 30_000)).toMatchObject({ CPS: 'Break', BR: 1 });
    expect(scoreAt(basketball, q2.end + 30_000)).toMatchObject({ CPS: 'Half time', BR: 2 });
  });

  it('calls a pause between hockey periods a break', () => {
    const hockey = timelineOf(SPORT.hockey);
    const [p1] = hockey.periods;
    if (!p1) throw new Error('hockey without periods');
    expect(scoreAt(hockey, p1.end + 60_000)).toMatchObject({ CPS: 'Break', BR: 1, TP: 20 * 60 });
  });

  it('gives a set sport breaks between sets and no regulation clock', () => {
    const tennis = timelineOf(SPORT.tennis);
    const [set1] = tennis.periods;
    if (!set1) throw new Error('tennis without sets');
    expect(scoreAt(tennis, set1.start + 60_000)).toMatchObject({ CPS: '1st set', BR: 0, TP: 0 });
    expect(scoreAt(tennis, set1.end + 30_000)).toMatchObject({ CPS: 'Break', BR: 1 });
  });
});

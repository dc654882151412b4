// Final results, in the terms settlement needs: regulation score, period scores, cancellation.
import { ABANDON_GRACE, stateAt } from './live/state';
import type { Timeline } from './live/timeline';
import type { Fixture } from './schedule/fixtures';
import { liveIdOf } from './schedule/ids';
import type { GameResult, PeriodResult } from './types';

/** When the game's result becomes final (status 2 or 4). */
export function settledAtOf(tl: Timeline): number {
  if (tl.cancel?.reason === 'postponed') return tl.kickoff;
  if (tl.cancel) return tl.cancel.at + ABANDON_GRACE;
  return tl.settleAt;
}

/** The result of a game whose story has ended. */
export function resultOf(fixture: Fixture, tl: Timeline): GameResult {
  const at = tl.cancel ? tl.cancel.at : tl.settleAt;
  const state = stateAt(tl, at);
  const periods: PeriodResult[] = state.periods.map((p) => ({
    period: p.period.n,
    name: p.period.name,
    home: p.s1,
    away: p.s2,
  }));
  let regulation = { home: state.s1, away: state.s2 };
  if (!tl.isSets) {
    const reg = periods.filter((p) => p.period <= tl.regulationPeriods);
    regulation = { home: reg.reduce((s, p) => s + p.home, 0), away: reg.reduce((s, p) => s + p.away, 0) };
  }
  const result: GameResult = {
    gameId: fixture.constId,
    liveId: liveIdOf(fixture.constId),
    constId: fixture.constId,
    sportId: fixture.sportId,
    champId: fixture.champId,
    homeId: fixture.homeId,
    awayId: fixture.awayId,
    start: fixture.start,
    settledAt: settledAtOf(tl),
    status: tl.cancel ? 'cancelled' : 'finished',
    regulation,
    final: { home: state.s1, away: state.s2 },
    periods,
  };
  if (!tl.isSets && tl.regulationPeriods === 2 && periods[0]) {
    result.halfTime = { home: periods[0].home, away: periods[0].away };
  }
  if (!tl.isSets && periods.length > tl.regulationPeriods) {
    result.overtime = true;
    if (tl.periods.some((p) => p.n > tl.regulationPeriods && p.clockMs === 0)) result.shootout = true;
  }
  if (tl.cancel) result.cancellation = { reason: tl.cancel.reason, at: tl.cancel.at };
  return result;
}

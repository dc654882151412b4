// The latest match event at a moment (`SC.LE`, ADR 0047), replayed from the timeline like the rest of
// the score block: goals and baskets, the incidents (shots, corners, cards, penalties), and for
// football and FIFA the moments the attack and dangerous-attack counters of `ST` tick.
import { MatchEvent } from '@fairline/shared/enums/match-event';
import { SPORT } from '../catalog/sports';
import { regulationPlay, stateAt } from './state';
import { flowCounts } from './stats';
import type { IncidentKind, Timeline } from './timeline';

export interface LatestEvent {
  kind: MatchEvent;
  team: 1 | 2;
  /** Wall time of the event, epoch ms. */
  t: number;
  /** Points of a basket. */
  points?: number;
}

const INCIDENT_EVENT: Record<IncidentKind, MatchEvent> = {
  yellow: MatchEvent.YellowCard,
  red: MatchEvent.RedCard,
  penalty: MatchEvent.Penalty,
  corner: MatchEvent.Corner,
  shotOn: MatchEvent.ShotOnTarget,
  shotOff: MatchEvent.ShotOffTarget,
};

/** When two events fall on the same millisecond, the weightier one is the one shown. */
const WEIGHT: Record<MatchEvent, number> = {
  [MatchEvent.Attack]: 0,
  [MatchEvent.DangerousAttack]: 1,
  [MatchEvent.Corner]: 2,
  [MatchEvent.ShotOffTarget]: 3,
  [MatchEvent.ShotOnTarget]: 4,
  [MatchEvent.YellowCard]: 5,
  [MatchEvent.Penalty]: 6,
  [MatchEvent.RedCard]: 7,
  [MatchEvent.Goal]: 8,
  [MatchEvent.Basket]: 8,
};

/** The flow counters move in whole seconds of the story: finer search finds nothing new. */
const TICK_MS = 1000;

/** The first moment the counter read at `at` reached its value (a counter only grows), or undefined at 0. */
function lastTick(tl: Timeline, at: number, read: (played: number) => number): number | undefined {
  const playedAt = (t: number) => {
    const [done, total] = regulationPlay(tl, t);
    return total > 0 ? done / total : 0;
  };
  const value = read(playedAt(at));
  if (value === 0) return undefined;
  let lo = tl.kickoff;
  let hi = at;
  while (hi - lo > TICK_MS) {
    const mid = Math.floor((lo + hi) / 2);
    if (read(playedAt(mid)) >= value) hi = mid;
    else lo = mid;
  }
  return hi;
}

function later(a: LatestEvent | undefined, b: LatestEvent): LatestEvent {
  if (!a || b.t > a.t || (b.t === a.t && WEIGHT[b.kind] > WEIGHT[a.kind])) return b;
  return a;
}

/** The game's latest event at replay time `at`; undefined before the first one and for set sports. */
export function latestEvent(tl: Timeline, at: number): LatestEvent | undefined {
  if (tl.isSets) return undefined;
  let last: LatestEvent | undefined;
  const scoreKind = tl.sportId === SPORT.basketball ? MatchEvent.Basket : MatchEvent.Goal;
  for (const e of tl.events) {
    if (e.t > at) continue;
    const event: LatestEvent = { kind: scoreKind, team: e.team, t: e.t };
    if (scoreKind === MatchEvent.Basket) event.points = e.points;
    last = later(last, event);
  }
  for (const i of tl.incidents) {
    if (i.t > at) break;
    last = later(last, { kind: INCIDENT_EVENT[i.kind], team: i.team, t: i.t });
  }
  const flow = tl.flow;
  if (flow) {
    const series = [
      [MatchEvent.Attack, 1, (p: number) => flowCounts(flow, p).attacks[0]],
      [MatchEvent.Attack, 2, (p: number) => flowCounts(flow, p).attacks[1]],
      [MatchEvent.DangerousAttack, 1, (p: number) => flowCounts(flow, p).dangerous[0]],
      [MatchEvent.DangerousAttack, 2, (p: number) => flowCounts(flow, p).dangerous[1]],
    ] as const;
    for (const [kind, team, read] of series) {
      const t = lastTick(tl, at, read);
      if (t !== undefined) last = later(last, { kind, team, t });
    }
  }
  return last;
}

/** The clock seconds (`TS`) the game's clock read at an event. */
export function clockAtEvent(tl: Timeline, event: LatestEvent): number {
  return stateAt(tl, event.t).clock;
}

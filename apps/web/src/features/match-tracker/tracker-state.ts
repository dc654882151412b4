// Turns the live score block (`SC`, with the engine's latest event `LE`, ADR 0047) into what the
// tracker draws: who has the ball, where it is, what just happened. A pure reducer: each pushed score
// block is one step, so the drawing follows the same stream as the scoreboard.
import { MatchEvent } from '@fairline/shared/enums/match-event';
import type { FeedScore } from '@fairline/shared/wire/feed';
import { type RallyState, rallyStep, type SetSport, type Side } from './rally-state';

export type { SetSport, Side };

export type TrackerSport = 'football' | 'basketball' | 'hockey' | 'handball' | SetSport;

/**
 * Sports drawn by the tracker: football and FIFA on a pitch, basketball and handball on their courts,
 * hockey on a rink (these from the engine's latest event `LE`); tennis, table tennis and volleyball from
 * who serves (`SV`), the points (`GP`, `PS`) and the sets.
 */
const SPORTS: Readonly<Record<number, TrackerSport>> = {
  1: 'football',
  85: 'football',
  3: 'basketball',
  2: 'hockey',
  8: 'handball',
  4: 'tennis',
  10: 'tableTennis',
  6: 'volleyball',
};

/** Set sports draw the serve and the score, not plays: the engine has no `LE` for them. */
export const isSetSport = (sport: TrackerSport): sport is SetSport =>
  sport === 'tennis' || sport === 'tableTennis' || sport === 'volleyball';

/** The drawing a sport gets, or undefined when it has none. */
export function trackerSportOf(sportId: number): TrackerSport | undefined {
  return SPORTS[sportId];
}

export interface TrackerEvent {
  kind: MatchEvent;
  team: Side;
  /** Clock seconds of the event. */
  ts: number;
  points?: number;
}

export type TrackerPhase = 'waiting' | 'play' | 'break' | 'over';

export interface TrackerState {
  sport: TrackerSport;
  phase: TrackerPhase;
  score: [number, number];
  /** The side with the ball; 0 when play is stopped. */
  possession: 0 | Side;
  /** The ball, in the drawing's units: x 0–100 from side 1's goal (or basket) to side 2's, y 0–100. */
  ball: { x: number; y: number };
  event?: TrackerEvent;
  /** The latest events, newest first. */
  recent: TrackerEvent[];
  /** Set sports: the serve and the score of the set and the game in play. */
  rally?: RallyState;
}

export const RECENT_EVENTS = 5;
const CENTRE = { x: 50, y: 50 } as const;

const other = (side: Side): Side => (side === 1 ? 2 : 1);

/** Distance from the side's own goal line towards the goal it attacks (0–100), by what happened. */
const DEPTH: Partial<Record<MatchEvent, number>> = {
  [MatchEvent.Attack]: 66,
  [MatchEvent.DangerousAttack]: 83,
  [MatchEvent.ShotOnTarget]: 94,
  [MatchEvent.ShotOffTarget]: 93,
  [MatchEvent.Penalty]: 89,
  [MatchEvent.Corner]: 99,
};

/** Side 1 attacks towards x = 100, side 2 towards x = 0; the drawing is never mirrored. */
const towards = (team: Side, depth: number) => (team === 1 ? depth : 100 - depth);

/** A lateral spot that varies from event to event but is the same for the same event on every screen. */
const laneOf = (ts: number) => 20 + ((ts * 37) % 61);

function ballFor(sport: TrackerSport, e: TrackerEvent, before: TrackerState['ball']): TrackerState['ball'] {
  if (sport === 'basketball') return { x: towards(e.team, 92), y: laneOf(e.ts) };
  switch (e.kind) {
    case MatchEvent.Goal:
      return CENTRE;
    case MatchEvent.YellowCard:
    case MatchEvent.RedCard:
      return before;
    case MatchEvent.Corner:
      return { x: towards(e.team, 99), y: e.ts % 2 === 0 ? 2 : 98 };
    case MatchEvent.Penalty:
      return { x: towards(e.team, 89), y: 50 };
    default:
      return { x: towards(e.team, DEPTH[e.kind] ?? 50), y: laneOf(e.ts) };
  }
}

/**
 * Who has the ball after an event: the side that made an attack, a shot or a corner keeps it; a goal
 * or a basket gives it to the other side (kick-off, throw-off, inbound); a card gives the fouled side a
 * free kick. A hockey goal is followed by a face-off at centre ice, which nobody has won yet.
 */
function possessionAfter(sport: TrackerSport, e: TrackerEvent): 0 | Side {
  if (sport === 'hockey' && e.kind === MatchEvent.Goal) return 0;
  switch (e.kind) {
    case MatchEvent.Goal:
    case MatchEvent.Basket:
    case MatchEvent.YellowCard:
    case MatchEvent.RedCard:
      return other(e.team);
    default:
      return e.team;
  }
}

function phaseOf(sc: FeedScore): TrackerPhase {
  if (sc.CPS === 'Finished' || sc.I === 'Match finished' || sc.I === 'Match abandoned') return 'over';
  if (sc.BR !== undefined) return 'break';
  return sc.CP ? 'play' : 'waiting';
}

function eventOf(sc: FeedScore): TrackerEvent | undefined {
  const le = sc.LE;
  if (!le) return undefined;
  const e: TrackerEvent = { kind: le.K as MatchEvent, team: le.T, ts: le.TS ?? 0 };
  if (le.P !== undefined) e.points = le.P;
  return e;
}

const sameEvent = (a: TrackerEvent | undefined, b: TrackerEvent | undefined) =>
  !!a && !!b && a.kind === b.kind && a.team === b.team && a.ts === b.ts;

/** The tracker before any score block: the ball on the centre spot, nobody on it. */
export function initialTracker(sport: TrackerSport): TrackerState {
  return { sport, phase: 'waiting', score: [0, 0], possession: 0, ball: CENTRE, recent: [] };
}

/** One step: the state after a score block arrives. */
export function trackerStep(state: TrackerState, sc: FeedScore | undefined): TrackerState {
  if (!sc) return state;
  const phase = phaseOf(sc);
  const score: [number, number] = [sc.FS?.S1 ?? 0, sc.FS?.S2 ?? 0];
  const incoming = eventOf(sc);
  // A block can come again (a resubscription's snapshot) or late: an event older than the shown one is history.
  const isNew = incoming && !sameEvent(incoming, state.event) && (!state.event || incoming.ts >= state.event.ts);
  let next: TrackerState = { ...state, phase, score };
  if (isSetSport(state.sport)) return { ...next, rally: rallyStep(state.rally, sc, state.sport, phase === 'play') };
  if (incoming && isNew) {
    next = {
      ...next,
      event: incoming,
      possession: possessionAfter(state.sport, incoming),
      ball: ballFor(state.sport, incoming, state.ball),
      recent: [incoming, ...state.recent].slice(0, RECENT_EVENTS),
    };
  }
  // Play is stopped between periods and after the end: the ball goes back to the centre, nobody on it.
  if (phase === 'break' || phase === 'over') next = { ...next, possession: 0, ball: CENTRE };
  return next;
}

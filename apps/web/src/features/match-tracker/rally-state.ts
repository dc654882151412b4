// The tracker of set sports (ADR 0047): who serves (`SC.SV`), the points of the tennis game in play
// (`SC.GP`), the units of the set in play (`PS`) and the sets (`FS`), and who won the last of them that
// changed between two score blocks. The engine draws each of these from the game's story.
import type { FeedScore } from '@fairline/shared/wire/feed';

export type Side = 1 | 2;
export type SetSport = 'tennis' | 'tableTennis' | 'volleyball';

export type Won = 'point' | 'game' | 'set';

export interface RallyState {
  /** The side serving the unit in play; 0 between sets and after the end. */
  server: 0 | Side;
  /** Tennis: the points each side has won in the game (or tie-break) in play. */
  points: [number, number];
  /** The set in play (or just finished): games in tennis, points in table tennis and volleyball. */
  units: [number, number];
  sets: [number, number];
  /** The set's number, 1-based. */
  set: number;
  /** Tennis at six games all: the tie-break's points count 1, 2, 3… */
  isTiebreak: boolean;
  /** The last thing won that the tracker saw happen, with a key that changes at each. */
  won?: { side: Side; what: Won; key: string };
}

const TENNIS_TIEBREAK_AT = 6;
const CALLS = ['0', '15', '30', '40'] as const;

/** A tennis game's points as the umpire calls them: 0, 15, 30, 40, then 40–40 and AD; tie-break points as counts. */
export function tennisCalls([a, b]: [number, number], isTiebreak: boolean): [string, string] {
  if (isTiebreak) return [String(a), String(b)];
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  return [CALLS[a] ?? '40', CALLS[b] ?? '40'];
}

/** Tennis, not in a tie-break: 40–40 or more, level. */
export const isDeuce = (r: RallyState) => !r.isTiebreak && r.points[0] >= 3 && r.points[0] === r.points[1];

/** Tennis, not in a tie-break: the side one point ahead past 40–40. */
export function advantageOf(r: RallyState): Side | undefined {
  const [a, b] = r.points;
  if (r.isTiebreak || a < 3 || b < 3 || Math.abs(a - b) !== 1) return undefined;
  return a > b ? 1 : 2;
}

/** The server's half of the court for this point: the right-hand (deuce) court after an even number of points. */
export const isDeuceCourt = (r: RallyState) => (r.points[0] + r.points[1]) % 2 === 0;

const grew = (before: [number, number], after: [number, number]): Side | undefined =>
  after[0] > before[0] ? 1 : after[1] > before[1] ? 2 : undefined;

function wonBetween(before: RallyState, after: RallyState, sport: SetSport): RallyState['won'] {
  const key = `${after.sets.join('-')}|${after.set}|${after.units.join('-')}|${after.points.join('-')}`;
  const setWinner = grew(before.sets, after.sets);
  if (setWinner) return { side: setWinner, what: 'set', key };
  const sameSet = before.set === after.set;
  const unitWinner = sameSet ? grew(before.units, after.units) : undefined;
  if (unitWinner) return { side: unitWinner, what: sport === 'tennis' ? 'game' : 'point', key };
  const pointWinner = sameSet && sport === 'tennis' ? grew(before.points, after.points) : undefined;
  if (pointWinner) return { side: pointWinner, what: 'point', key };
  return before.won;
}

/** One step: the set sport's state after a score block, `before` undefined for the first one. */
export function rallyStep(
  before: RallyState | undefined,
  sc: FeedScore,
  sport: SetSport,
  /** False between sets and after the end: nobody serves. */
  inPlay: boolean,
): RallyState {
  const set = sc.CP ?? 0;
  const current = sc.PS?.find((p) => p.Key === set)?.Value;
  const units: [number, number] = [current?.S1 ?? 0, current?.S2 ?? 0];
  const next: RallyState = {
    server: inPlay && sc.SV ? sc.SV : 0,
    points: sport === 'tennis' && inPlay ? [sc.GP?.S1 ?? 0, sc.GP?.S2 ?? 0] : [0, 0],
    units,
    sets: [sc.FS?.S1 ?? 0, sc.FS?.S2 ?? 0],
    set,
    isTiebreak: sport === 'tennis' && units[0] === TENNIS_TIEBREAK_AT && units[1] === TENNIS_TIEBREAK_AT,
  };
  const won = before && wonBetween(before, next, sport);
  return won ? { ...next, won } : next;
}

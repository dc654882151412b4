// Set sports' unit in play, in detail (`SC.SV`, `SC.GP`; ADR 0047): who serves it and, in tennis, the
// points of the game being played. The story draws games, not points, so a game's points are drawn
// afterwards from a stream of their own, seeded by the game itself, and always end with the game's
// drawn winner: no unit, set, price or settled result changes.
import { SPORT } from '../catalog/sports';
import { firstServerOf } from '../models/sets-pricing';
import { chance, type Rng, rngFor } from '../rng';
import type { GameState } from './state';
import type { ScoreEvent, Timeline } from './timeline';

type Side = 1 | 2;

export interface ServeDetail {
  server: Side;
  /** Tennis: points each side has won in the game (or tie-break) being played. */
  points?: [number, number];
}

/** Share of points a tennis server wins (tour average): only shapes a game's points, never who wins it. */
const SERVER_POINT = 0.62;
const TIEBREAK_AT = 6;
const other = (side: Side): Side => (side === 1 ? 2 : 1);

/** Tennis: who serves game (a, b) of set `set` (0-based): the rule the engine prices holds with (`unitProb`). */
export function tennisServer(set: number, a: number, b: number): Side {
  return (firstServerOf(set) + a + b) % 2 === 0 ? 1 : 2;
}

/** A tie-break's `k`-th point (0-based): the first server serves one, then two each in turn. */
export function tiebreakServer(first: Side, k: number): Side {
  return k === 0 || Math.floor((k - 1) / 2) % 2 === 1 ? first : other(first);
}

/** Table tennis: two serves each, one each from 10:10; the first server changes game by game. */
export function tableTennisServer(set: number, a: number, b: number): Side {
  const first: Side = set % 2 === 0 ? 1 : 2;
  const n = a + b;
  const turn = n < 20 ? Math.floor(n / 2) : n;
  return turn % 2 === 0 ? first : other(first);
}

const isGameOver = (a: number, b: number, target: number) => Math.max(a, b) >= target && Math.abs(a - b) >= 2;

/** One try at a game's points: the winner of each, in order. */
function playPoints(rng: Rng, target: number, serverOf: (k: number) => Side): Side[] {
  const seq: Side[] = [];
  let a = 0;
  let b = 0;
  while (!isGameOver(a, b, target) && seq.length < 40) {
    const point: Side = chance(rng, SERVER_POINT) ? serverOf(seq.length) : other(serverOf(seq.length));
    seq.push(point);
    if (point === 1) a++;
    else b++;
  }
  return seq;
}

/** A tennis game's (or tie-break's) points, the last one won by the game's winner: the story decided the game. */
export function gamePoints(seed: number, winner: Side, target: number, serverOf: (k: number) => Side): Side[] {
  const rng = rngFor(seed, 'tennis-points');
  for (let tries = 0; tries < 64; tries++) {
    const seq = playPoints(rng, target, serverOf);
    if (seq.length < 40 && seq[seq.length - 1] === winner) return seq;
  }
  return Array<Side>(target).fill(winner);
}

/** The unit being played at `at` in the current set, with its index and the unit before it. */
function unitInPlay(
  tl: Timeline,
  state: GameState,
): { unit: ScoreEvent; index: number; before?: ScoreEvent } | undefined {
  const current = state.current;
  if (!current || state.inBreak || state.phase !== 'live' || state.status !== 1) return undefined;
  let index = 0;
  let before: ScoreEvent | undefined;
  for (const e of tl.events) {
    if (e.period !== current.n) continue;
    if (e.t > state.at) return before ? { unit: e, index, before } : { unit: e, index };
    before = e;
    index++;
  }
  return undefined;
}

/** Who serves and, in tennis, the game's points at the replayed state; undefined off play and for CS2. */
export function serveAt(tl: Timeline, state: GameState): ServeDetail | undefined {
  if (!tl.isSets || tl.sportId === SPORT.cs2) return undefined;
  const play = unitInPlay(tl, state);
  const tally = state.periods[state.periods.length - 1];
  if (!play || !tally) return undefined;
  const set = tally.period.n - 1;
  const { s1: a, s2: b } = tally;
  if (tl.sportId === SPORT.volleyball) {
    // The side that won the last rally serves; a set opens with the sides' turn.
    return { server: play.before ? play.before.team : set % 2 === 0 ? 1 : 2 };
  }
  if (tl.sportId !== SPORT.tennis) return { server: tableTennisServer(set, a, b) };
  const isTiebreak = a === TIEBREAK_AT && b === TIEBREAK_AT;
  const first = tennisServer(set, a, b);
  const serverOf = (k: number) => (isTiebreak ? tiebreakServer(first, k) : first);
  const seq = gamePoints(Math.floor(play.unit.t), play.unit.team, isTiebreak ? 7 : 4, serverOf);
  // The game's points are spread evenly from the unit before it to its winning point, the unit's moment.
  const start = play.before?.t ?? tally.period.start;
  const span = play.unit.t - start;
  const points: [number, number] = [0, 0];
  let k = 0;
  for (; k < seq.length - 1; k++) {
    if (start + (span * (k + 1)) / seq.length > state.at) break;
    points[seq[k] === 1 ? 0 : 1] += 1;
  }
  return { server: serverOf(k), points };
}

// A game's whole in-play story, drawn once from its seed; the state at any moment replays it.
import type { GameModel } from '../models/game-model';
import type { Names } from '../types';

export interface Period {
  /** 1-based; periods past `regulationPeriods` are overtime or shoot-out. */
  n: number;
  name: Names;
  start: number;
  end: number;
  /** Length of the period's clock in ms (45 min for a football half, 0 for a shoot-out). */
  clockMs: number;
}

export interface ScoreEvent {
  t: number;
  team: 1 | 2;
  points: number;
  period: number;
  penalty?: boolean;
}

export type IncidentKind = 'yellow' | 'red' | 'penalty' | 'corner' | 'shotOn' | 'shotOff';

export interface Incident {
  t: number;
  team: 1 | 2;
  kind: IncidentKind;
  xg?: number;
}

export interface Timeline {
  sportId: number;
  model: GameModel;
  kickoff: number;
  /** Final whistle (or the last unit of a set sport). */
  end: number;
  settleAt: number;
  periods: Period[];
  regulationPeriods: number;
  events: ScoreEvent[];
  incidents: Incident[];
  /** Windows [from, to) when every market is suspended. */
  suspensions: [number, number][];
  cancel?: { at: number; reason: 'postponed' | 'abandoned' };
  /** Football and FIFA: totals of attacks and dangerous attacks, the possession balance, a phase for wobble. */
  flow?: { attacks: [number, number]; dangerous: [number, number]; possession: number; phase: number };
  /** Set sports: the full score counts sets won, period scores count units (games, points, rounds). */
  isSets: boolean;
}

export const SETTLE_DELAY = 3 * 60_000;
export const SUSPEND_MS = 15_000;
const MIN = 60_000;

/** Lays periods out from kick-off: clock lengths (ms) and the breaks after each. */
export function layPeriods(
  kickoff: number,
  parts: { name: Names; clockMs: number; extraMs: number; breakMs: number }[],
): Period[] {
  const out: Period[] = [];
  let t = kickoff;
  parts.forEach((p, i) => {
    const end = t + p.clockMs + p.extraMs;
    out.push({ n: i + 1, name: p.name, start: t, end, clockMs: p.clockMs });
    t = end + p.breakMs;
  });
  return out;
}

/** Maps play time (ms from kick-off, breaks excluded) to wall time and the period it falls in. */
export function atPlayTime(periods: Period[], play: number): { t: number; period: number } {
  let left = play;
  for (const p of periods) {
    const len = p.end - p.start;
    if (left < len) return { t: p.start + left, period: p.n };
    left -= len;
  }
  const last = periods[periods.length - 1];
  return { t: last ? last.end - 1 : 0, period: last?.n ?? 1 };
}

/** Total play time of periods. */
export function playLength(periods: Period[]): number {
  return periods.reduce((s, p) => s + (p.end - p.start), 0);
}

export const minutes = (m: number) => m * MIN;

const ordinal = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];
const ordinalRu = ['1-й', '2-й', '3-й', '4-й', '5-й', '6-й', '7-й'];

/** "1st half" / "1-й тайм" style names. */
export function periodName(i: number, en: string, ru: string): Names {
  return { en: `${ordinal[i] ?? `${i + 1}th`} ${en}`, ru: `${ordinalRu[i] ?? `${i + 1}-й`} ${ru}` };
}

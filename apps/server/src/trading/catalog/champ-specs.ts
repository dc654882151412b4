// How championships are described: teams, tier and calendar. The lists are in *-specs.ts and
// all-specs.ts; ids are ours (1–127: they are packed into game ids).
// Each league has its own weekly calendar (UTC kick-off slots like a real fixture list), so that
// some football is played every day and at most hours: see docs/decisions/0012-simulated-calendar.md.
import type { Names } from '../types';

/**
 * A kick-off slot: the day counted from the Tuesday that opens a league week (0 Tue … 6 Mon, 7 the
 * next Tuesday) and the
 * hour in UTC (fractions for minutes). A league week runs Tuesday to Monday so that a midweek round
 * (Tue–Thu) and a weekend round (Fri–Mon) each fall inside one week.
 */
export interface Slot {
  day: number;
  hourUtc: number;
}

/** League: double round robin; each week plays the rounds of `week` in order, each round's matches on its slots. */
export interface LeagueSchedule {
  kind: 'league';
  week: readonly (readonly Slot[])[];
}

/** Stream: back-to-back rounds every `slotMs` (all matches in parallel), published `leadMs` ahead. */
export interface StreamSchedule {
  kind: 'stream';
  slotMs: number;
  leadMs: number;
}

/**
 * Daily sessions: `perDay` rounds back to back from a first hour (UTC) that moves with the host of
 * the week's tournament (`firstHourUtc[week % length]`), published `leadMs` ahead.
 */
export interface DailySchedule {
  kind: 'daily';
  slotMs: number;
  perDay: number;
  firstHourUtc: readonly number[];
  leadMs: number;
}

export type ChampSchedule = LeagueSchedule | StreamSchedule | DailySchedule;

export type Variant = 'nba' | 'euro' | 'atp' | 'wta' | 'bo3' | 'bo5' | 'bo7';

/** A cup that takes its clubs from leagues: the `rank`-th block (of the cup's size) of their strongest clubs. */
export interface CupDraw {
  leagues: readonly number[];
  rank: number;
}

/** A reserve league: the under-21 sides of a league's clubs (their own teams, named after the clubs). */
export interface ReservesOf {
  champId: number;
}

export interface ChampSpec {
  id: number;
  sportId: number;
  countryId: number;
  name: Names;
  tier: 1 | 2;
  teams: number;
  schedule: ChampSchedule;
  variant?: Variant;
  /** Cups play clubs of other championships instead of clubs of their own. */
  cup?: CupDraw;
  reserves?: ReservesOf;
}

const DAYS = ['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon'];

/**
 * One round's kick-off slots, written as a fixture list is: `'Sat 15:00*3'` is three matches on
 * Saturday at 15:00 UTC; `'Tue+ 01:00'` is the Tuesday after (a Monday night in the Americas). A round
 * has at most as many slots as matches; matches share slots cyclically.
 */
export function round(...slots: string[]): Slot[] {
  return slots.flatMap((text) => {
    const m = /^(Tue|Wed|Thu|Fri|Sat|Sun|Mon)(\+?) (\d\d):(\d\d)(?:\*(\d+))?$/.exec(text);
    if (!m) throw new Error(`bad slot "${text}"`);
    const day = DAYS.indexOf(m[1] ?? '') + (m[2] ? 7 : 0);
    const slot = { day, hourUtc: Number(m[3]) + Number(m[4]) / 60 };
    return Array.from({ length: Number(m[5] ?? 1) }, () => slot);
  });
}

export const league = (...week: Slot[][]): LeagueSchedule => ({ kind: 'league', week });

const HOUR = 3_600_000;
const MIN = 60_000;

export const stream = (slotMin: number, leadHours: number): StreamSchedule => ({
  kind: 'stream',
  slotMs: slotMin * MIN,
  leadMs: leadHours * HOUR,
});

export const daily = (slotMin: number, perDay: number, firstHourUtc: number[], leadHours: number): DailySchedule => ({
  kind: 'daily',
  slotMs: slotMin * MIN,
  perDay,
  firstHourUtc,
  leadMs: leadHours * HOUR,
});

/**
 * A championship's spec; names in English, Russian and Arabic (league words translated, proper names
 * transliterated as Arabic sports sites write them; tour and game brands stay in Latin script).
 */
export const champ = (
  id: number,
  sportId: number,
  countryId: number,
  [en, ru, ar]: [string, string, string],
  tier: 1 | 2,
  teams: number,
  schedule: ChampSchedule,
  extra: { variant?: Variant; cup?: CupDraw; reserves?: ReservesOf } = {},
): ChampSpec => ({ id, sportId, countryId, name: { en, ru, ar }, tier, teams, schedule, ...extra });

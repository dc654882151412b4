// When a championship's rounds are played: a pure function of (seed, championship, round).
import type { ChampSpec } from '../catalog/champ-specs';
import { rngFor, shuffled } from '../rng';

/** Monday 2025-01-06 00:00 UTC: round 0 of every stream and daily tournament. */
export const EPOCH = Date.UTC(2025, 0, 6);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** League weeks run Tuesday to Monday; week 0 opens on Tuesday 2025-01-07. */
const LEAGUE_WEEK0 = EPOCH + DAY;

/** A stream's own offset within its slot, so that the streams of a sport do not all start together. */
const streamPhase = (spec: ChampSpec, slotMs: number) => (spec.id * 7 * MIN) % slotMs;

/** Which of its round's slots each match takes: a seeded order, so a club is not always the early game. */
function slotOrder(seed: number, spec: ChampSpec, round: number): number[] {
  const matches = Array.from({ length: spec.teams / 2 }, (_, i) => i);
  return shuffled(rngFor(seed, 'kickoff', spec.id, round), matches);
}

/** Kick-off (epoch ms) of one match of one round. */
export function kickOff(seed: number, spec: ChampSpec, round: number, match: number): number {
  const s = spec.schedule;
  if (s.kind === 'stream') return EPOCH + streamPhase(spec, s.slotMs) + round * s.slotMs;
  if (s.kind === 'daily') {
    const day = Math.floor(round / s.perDay);
    const firstHour = s.firstHourUtc[Math.floor(day / 7) % s.firstHourUtc.length] ?? 0;
    return EPOCH + day * DAY + firstHour * HOUR + (round % s.perDay) * s.slotMs;
  }
  const week = Math.floor(round / s.week.length);
  const slots = s.week[round % s.week.length] ?? [];
  const slot = slots[(slotOrder(seed, spec, round)[match] ?? 0) % slots.length];
  if (!slot) throw new Error(`championship ${spec.id} has a round without slots`);
  return LEAGUE_WEEK0 + week * WEEK + slot.day * DAY + Math.round(slot.hourUtc * HOUR);
}

/** The rounds (first and last, inclusive) whose kick-offs can fall in [from, to). */
export function roundsBetween(spec: ChampSpec, from: number, to: number): [number, number] {
  const s = spec.schedule;
  if (s.kind === 'stream') {
    const phase = EPOCH + streamPhase(spec, s.slotMs);
    return [Math.max(0, Math.floor((from - phase) / s.slotMs)), Math.floor((to - phase) / s.slotMs)];
  }
  if (s.kind === 'daily') {
    // A day's last rounds may run past midnight: start from the day before.
    const firstDay = Math.floor((from - EPOCH) / DAY) - 1;
    const lastDay = Math.floor((to - EPOCH) / DAY);
    return [Math.max(0, firstDay * s.perDay), lastDay * s.perDay + s.perDay - 1];
  }
  const perWeek = s.week.length;
  // A week's last slots may fall on the next Tuesday ('Tue+'): then start from the week before.
  const spill = s.week.some((slots) => slots.some((slot) => slot.day >= 7)) ? 1 : 0;
  const firstWeek = Math.floor((from - LEAGUE_WEEK0) / WEEK) - spill;
  const lastWeek = Math.floor((to - LEAGUE_WEEK0) / WEEK);
  return [Math.max(0, firstWeek * perWeek), lastWeek * perWeek + perWeek - 1];
}

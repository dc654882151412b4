// Squads, line-ups and venues, generated from the simulation's seed and the team (or game) alone, so
// every call and every page gives the same names and numbers (ADR 0041). Players are not in the
// trading engine: its teams are priced as a whole; these are the faces shown on the statistics pages.
import { CITIES, INITIALS, NICKS, SURNAMES } from '../../trading/catalog/cities';
import { SPORT } from '../../trading/catalog/sports';
import { intBetween, pick, type Rng, rngFor, shuffled } from '../../trading/rng';
import type { Names } from '../../trading/types';

/** How a sport's teams line up: squad size, who starts, positions in starting order, and formations. */
export interface SquadRule {
  size: number;
  /** Starters by position code, in line-up order. */
  starters: readonly [string, number][];
  /** Positions of the bench, cycled. */
  bench: readonly string[];
  formations?: readonly string[];
  ages: readonly [number, number];
  venue: { kind: 'stadium' | 'arena' | 'online'; capacity: readonly [number, number] } | null;
  /** Goal sports credit a team's goals to its starters by position weight. */
  goalWeights?: Readonly<Record<string, number>>;
}

const FOOTBALL: SquadRule = {
  size: 23,
  starters: [
    ['GK', 1],
    ['DF', 4],
    ['MF', 4],
    ['FW', 2],
  ],
  bench: ['GK', 'DF', 'MF', 'FW', 'DF', 'MF', 'FW', 'MF', 'DF', 'FW', 'MF', 'DF'],
  formations: ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '5-3-2'],
  ages: [18, 35],
  venue: { kind: 'stadium', capacity: [8_000, 75_000] },
  goalWeights: { GK: 0, DF: 1, MF: 3, FW: 6 },
};

/** Squad rules of the sports that have teams; tennis and table tennis players have none. */
export const SQUAD_RULES: Readonly<Record<number, SquadRule>> = {
  [SPORT.football]: FOOTBALL,
  [SPORT.hockey]: {
    size: 22,
    starters: [
      ['G', 1],
      ['D', 6],
      ['F', 12],
    ],
    bench: ['G', 'D', 'F'],
    ages: [19, 37],
    venue: { kind: 'arena', capacity: [5_000, 20_000] },
    goalWeights: { G: 0, D: 1, F: 3 },
  },
  [SPORT.basketball]: {
    size: 12,
    starters: [
      ['PG', 1],
      ['SG', 1],
      ['SF', 1],
      ['PF', 1],
      ['C', 1],
    ],
    bench: ['PG', 'SG', 'SF', 'PF', 'C', 'SF', 'PG'],
    ages: [19, 36],
    venue: { kind: 'arena', capacity: [4_000, 20_000] },
  },
  [SPORT.handball]: {
    size: 16,
    starters: [
      ['GK', 1],
      ['LW', 1],
      ['LB', 1],
      ['CB', 1],
      ['RB', 1],
      ['RW', 1],
      ['P', 1],
    ],
    bench: ['GK', 'LW', 'LB', 'CB', 'RB', 'RW', 'P', 'CB', 'GK'],
    ages: [19, 36],
    venue: { kind: 'arena', capacity: [2_000, 12_000] },
  },
  [SPORT.volleyball]: {
    size: 14,
    starters: [
      ['S', 1],
      ['OH', 2],
      ['MB', 2],
      ['OPP', 1],
    ],
    bench: ['L', 'S', 'OH', 'MB', 'OPP', 'L', 'OH', 'MB'],
    ages: [19, 35],
    venue: { kind: 'arena', capacity: [2_000, 12_000] },
  },
  [SPORT.fifa]: {
    size: 1,
    starters: [['PL', 1]],
    bench: [],
    ages: [18, 30],
    venue: { kind: 'online', capacity: [0, 0] },
  },
  [SPORT.cs2]: {
    size: 6,
    starters: [
      ['IGL', 1],
      ['AWP', 1],
      ['ENT', 1],
      ['RIF', 1],
      ['SUP', 1],
    ],
    bench: ['RIF'],
    ages: [17, 29],
    venue: { kind: 'online', capacity: [0, 0] },
  },
};

/** The largest squad: player ids are `teamId * PLAYER_ID_BASE + slot`. */
export const PLAYER_ID_BASE = 100;

export interface GeneratedPlayer {
  id: number;
  teamId: number;
  slot: number;
  name: Names;
  number: number;
  position: string;
  age: number;
}

export interface TeamRef {
  id: number;
  sportId: number;
  countryId: number;
}

function personName(rng: Rng, sportId: number): Names {
  if (sportId === SPORT.cs2 || sportId === SPORT.fifa) {
    const nick = `${pick(rng, NICKS)}${intBetween(rng, 1, 99)}`;
    return { en: nick, ru: nick };
  }
  const [en, ru] = pick(rng, SURNAMES);
  const [ien, iru] = pick(rng, INITIALS);
  return { en: `${en} ${ien}.`, ru: `${ru} ${iru}.` };
}

/** Positions of a squad in slot order: the starters, then the bench cycled. */
function positionsOf(rule: SquadRule): string[] {
  const out = rule.starters.flatMap(([code, n]) => Array.from({ length: n }, () => code));
  for (let i = 0; out.length < rule.size; i++) out.push(rule.bench[i % rule.bench.length] ?? 'SUB');
  return out.slice(0, rule.size);
}

/** A team's squad (empty for sports without squads); the same for a seed and team every time. */
export function squadOf(seed: number, team: TeamRef): GeneratedPlayer[] {
  const rule = SQUAD_RULES[team.sportId];
  if (!rule) return [];
  const rng = rngFor(seed, 'squad', team.id);
  // Shirt 1 is the first goalkeeper's; the others draw from 2–99.
  const numbers = shuffled(
    rng,
    Array.from({ length: 98 }, (_, i) => i + 2),
  );
  const used = new Set<string>();
  return positionsOf(rule).map((position, i) => {
    let name = personName(rng, team.sportId);
    while (used.has(name.en)) name = personName(rng, team.sportId);
    used.add(name.en);
    return {
      id: team.id * PLAYER_ID_BASE + i + 1,
      teamId: team.id,
      slot: i + 1,
      name,
      number: i === 0 && (position === 'GK' || position === 'G') ? 1 : (numbers[i] ?? i + 2),
      position,
      age: intBetween(rng, rule.ages[0], rule.ages[1]),
    };
  });
}

/** The team and slot a player id stands for; undefined when it cannot be one. */
export function playerKey(playerId: number): { teamId: number; slot: number } | undefined {
  const slot = playerId % PLAYER_ID_BASE;
  const teamId = (playerId - slot) / PLAYER_ID_BASE;
  return slot > 0 && teamId > 0 ? { teamId, slot } : undefined;
}

/** A football formation's starters: the keeper, the back line, the midfield lines, the forwards ('4-2-3-1'). */
function formationStarters(formation: string): [string, number][] {
  const lines = formation.split('-').map(Number);
  const back = lines[0] ?? 4;
  const front = lines.length > 1 ? (lines[lines.length - 1] ?? 2) : 0;
  return [
    ['GK', 1],
    ['DF', back],
    ['MF', 10 - back - front],
    ['FW', front],
  ];
}

export interface GeneratedLineUp {
  formation: string | null;
  starting: GeneratedPlayer[];
  bench: GeneratedPlayer[];
}

/**
 * A team's line-up in one game: for each starting position, one of the squad's players of that
 * position (mostly the first-choice ones, sometimes a rotation), the rest on the bench.
 */
export function lineUpOf(seed: number, team: TeamRef, gameConstId: number): GeneratedLineUp | undefined {
  const rule = SQUAD_RULES[team.sportId];
  if (!rule) return undefined;
  const squad = squadOf(seed, team);
  const rng = rngFor(seed, 'lineup', team.id, gameConstId);
  const taken = new Set<number>();
  const starting: GeneratedPlayer[] = [];
  const formation = rule.formations ? pick(rngFor(seed, 'formation', team.id), rule.formations) : null;
  for (const [position, count] of formation ? formationStarters(formation) : rule.starters) {
    const candidates = squad.filter((p) => p.position === position);
    for (let k = 0; k < count; k++) {
      const free = candidates.filter((p) => !taken.has(p.id));
      // The first-choice player of the k-th place starts four times in five.
      const first = free[0];
      const chosen = first && rng() < 0.8 ? first : free.length > 0 ? pick(rng, free) : undefined;
      if (!chosen) continue;
      taken.add(chosen.id);
      starting.push(chosen);
    }
  }
  return {
    formation,
    starting,
    bench: squad.filter((p) => !taken.has(p.id)),
  };
}

/** Who scored a team's goals in one game: each goal credited to a starter by position weight. */
export function scorersOf(
  seed: number,
  team: TeamRef,
  gameConstId: number,
  goals: number,
  lineUp: GeneratedLineUp,
): number[] {
  const weights = SQUAD_RULES[team.sportId]?.goalWeights;
  if (!weights) return [];
  const pool = lineUp.starting.map((p) => ({ id: p.id, w: weights[p.position] ?? 1 }));
  const total = pool.reduce((sum, p) => sum + p.w, 0);
  const rng = rngFor(seed, 'scorers', team.id, gameConstId);
  const out: number[] = [];
  for (let g = 0; g < goals && total > 0; g++) {
    let x = rng() * total;
    let hit = pool[pool.length - 1];
    for (const p of pool) {
      x -= p.w;
      if (x < 0) {
        hit = p;
        break;
      }
    }
    if (hit) out.push(hit.id);
  }
  return out;
}

export interface GeneratedVenue {
  name: Names;
  city: Names;
  capacity: number | null;
  surface: string | null;
}

/** The home side's venue (a stadium, an arena or online play), fixed per team. */
export function venueOf(seed: number, team: TeamRef, teamName: Names): GeneratedVenue {
  const rng = rngFor(seed, 'venue', team.id);
  const [cityEn, cityRu] = pick(rng, CITIES[team.countryId] ?? CITIES[1] ?? [['London', 'Лондон']]);
  const rule = SQUAD_RULES[team.sportId];
  const venue = rule?.venue;
  if (venue?.kind === 'online') {
    return { name: { en: 'Online', ru: 'Онлайн' }, city: { en: cityEn, ru: cityRu }, capacity: null, surface: null };
  }
  const [surEn, surRu] = pick(rng, SURNAMES);
  const capacity = venue ? Math.round(intBetween(rng, venue.capacity[0], venue.capacity[1]) / 100) * 100 : 2_500;
  const name: Names =
    venue?.kind === 'stadium'
      ? { en: `${surEn} Stadium`, ru: `Стадион «${surRu}»` }
      : venue?.kind === 'arena'
        ? { en: `${teamName.en} Arena`, ru: `${teamName.ru} Арена` }
        : { en: `${cityEn} Tennis Centre`, ru: `Теннисный центр «${cityRu}»` };
  const surface =
    team.sportId === SPORT.football
      ? pick(rng, ['grass', 'hybrid'])
      : team.sportId === SPORT.hockey
        ? 'ice'
        : team.sportId === SPORT.tennis
          ? pick(rng, ['hard', 'clay', 'grass'])
          : 'hardwood';
  return { name, city: { en: cityEn, ru: cityRu }, capacity, surface };
}

// The world of the engine: sports, countries, championships and their teams.
import { GOAL_PARAMS, pointParams, TIER2_SPREAD } from '../models/params';
import { normal, rngFor } from '../rng';
import type { Championship, Names, Sport, Team, TeamStrength } from '../types';
import { CHAMP_SPECS } from './all-specs';
import { champDisplayName } from './champ-names';
import { champRank } from './champ-ranks';
import type { ChampSpec, CupDraw } from './champ-specs';
import { SPORTS } from './sports';
import { teamNames } from './team-names';

export interface Catalog {
  specs: ChampSpec[];
  champs: Championship[];
  teams: Team[];
  champById: Map<number, Championship>;
  specById: Map<number, ChampSpec>;
  teamById: Map<number, Team>;
  sportById: Map<number, Sport>;
}

/** Team id: championship id × 100 + position (names and ids never depend on the seed). */
export function teamIdOf(champId: number, index: number): number {
  return champId * 100 + index + 1;
}

function strengthOf(seed: number, spec: ChampSpec, teamId: number): TeamStrength {
  const rng = rngFor(seed, 'team', teamId, 'strength');
  const spread = spec.tier === 2 ? TIER2_SPREAD : 1;
  const goal = GOAL_PARAMS[spec.sportId];
  const sportFamily = SPORTS.find((s) => s.id === spec.sportId)?.family;
  let attack = 0;
  let defence = 0;
  if (goal) {
    attack = normal(rng, 0, goal.attackSd * spread);
    defence = normal(rng, 0, goal.defenceSd * spread);
  } else if (sportFamily === 'points') {
    const p = pointParams(spec.sportId, spec.variant);
    attack = normal(rng, 0, p.attackSd * spread);
    defence = normal(rng, 0, p.defenceSd * spread);
  }
  const rating = sportFamily === 'sets' ? normal(rng, 0, spread) : attack - defence;
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  return { attack: r3(attack), defence: r3(defence), rating: r3(rating) };
}

const championship = (spec: ChampSpec, teamIds: number[]): Championship => ({
  id: spec.id,
  sportId: spec.sportId,
  countryId: spec.countryId,
  name: champDisplayName(spec),
  tier: spec.tier,
  rank: champRank(spec),
  teamIds,
});

/** A reserve league's sides: its parent league's clubs, named as their under-21 teams. */
function reserveNames(spec: ChampSpec, parentId: number, teams: readonly Team[]): Names[] {
  const clubs = teams.filter((t) => t.champId === parentId).slice(0, spec.teams);
  if (clubs.length !== spec.teams) throw new Error(`reserve league ${spec.id} needs ${spec.teams} clubs`);
  return clubs.map((t) => ({ en: `${t.name.en} U21`, ru: `${t.name.ru} U21` }));
}

/** A cup's clubs: its block of the strongest clubs (by rating) of the leagues it draws from. */
function cupClubs(spec: ChampSpec, cup: CupDraw, teams: readonly Team[]): number[] {
  const pool = teams
    .filter((t) => cup.leagues.includes(t.champId))
    .sort((a, b) => b.strength.rating - a.strength.rating || a.id - b.id);
  const clubs = pool.slice(cup.rank * spec.teams, (cup.rank + 1) * spec.teams).map((t) => t.id);
  if (clubs.length !== spec.teams) throw new Error(`cup ${spec.id} draws ${clubs.length} of ${spec.teams} clubs`);
  return clubs;
}

/** Builds the catalogue; names are fixed, strengths follow the seed (and with them the cups' clubs). */
export function buildCatalog(seed: number): Catalog {
  const teams: Team[] = [];
  const champs: Championship[] = [];
  const usedPlayers = new Set<string>();
  const perSport = new Map<number, number>();
  for (const spec of CHAMP_SPECS) {
    if (spec.cup) continue;
    const indexInSport = perSport.get(spec.sportId) ?? 0;
    perSport.set(spec.sportId, indexInSport + 1);
    const names = spec.reserves
      ? reserveNames(spec, spec.reserves.champId, teams)
      : teamNames(rngFor(0, 'names', spec.id), spec, indexInSport, usedPlayers);
    const teamIds: number[] = [];
    names.forEach((name, i) => {
      const id = teamIdOf(spec.id, i);
      teamIds.push(id);
      teams.push({
        id,
        name,
        sportId: spec.sportId,
        countryId: spec.countryId,
        champId: spec.id,
        strength: strengthOf(seed, spec, id),
      });
    });
    champs.push(championship(spec, teamIds));
  }
  for (const spec of CHAMP_SPECS) if (spec.cup) champs.push(championship(spec, cupClubs(spec, spec.cup, teams)));
  champs.sort((a, b) => CHAMP_SPECS.findIndex((s) => s.id === a.id) - CHAMP_SPECS.findIndex((s) => s.id === b.id));
  return {
    specs: [...CHAMP_SPECS],
    champs,
    teams,
    champById: new Map(champs.map((c) => [c.id, c])),
    specById: new Map(CHAMP_SPECS.map((s) => [s.id, s])),
    teamById: new Map(teams.map((t) => [t.id, t])),
    sportById: new Map(SPORTS.map((s) => [s.id, s])),
  };
}

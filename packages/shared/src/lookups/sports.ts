// The sports lookup: every id in 1..311 and 4005..4048 plus the dummy entry (id 0). Ids without a
// named row get a generated "Sport N" / "Спорт N" / "رياضة N" record so the table stays complete and compact.

import { type LocalizedNames, localizedName } from './languages';
import { ESPORT_ROWS, NAMED_SPORT_ROWS, type SportKind, type SportRow } from './sport-table';

export type { SportKind } from './sport-table';

export interface Sport extends LocalizedNames {
  readonly nameAr: string;
  readonly id: number;
  readonly slug: string;
  readonly isCyber: boolean;
  readonly kind: SportKind;
}

export const SportId = {
  Dummy: 0,
  Football: 1,
  Hockey: 2,
  Basketball: 3,
  Tennis: 4,
  Baseball: 5,
  Volleyball: 6,
  Rugby: 7,
  Handball: 8,
  Boxing: 9,
  TableTennis: 10,
  Chess: 11,
  AmericanFootball: 13,
  Futsal: 14,
  Badminton: 16,
  WaterPolo: 17,
  Darts: 21,
  Snooker: 30,
  Esports: 40,
  Mma: 56,
  Cricket: 66,
  Fifa: 85,
  MarbleRacing: 95,
  Dota2: 4005,
  LeagueOfLegends: 4006,
  Valorant: 4007,
  Cs2: 4046,
} as const;
export type SportId = (typeof SportId)[keyof typeof SportId];

export const REGULAR_SPORT_ID_RANGE = { min: 1, max: 311 } as const;
export const ESPORT_ID_RANGE = { min: 4005, max: 4048 } as const;

const DUMMY_SPORT: Sport = {
  id: SportId.Dummy,
  slug: 'dummy',
  nameEn: 'Other',
  nameRu: 'Другое',
  nameAr: 'أخرى',
  isCyber: false,
  kind: 'dummy',
};

function fromRow([id, slug, nameEn, nameRu, nameAr, kind = 'regular']: SportRow): Sport {
  return { id, slug, nameEn, nameRu, nameAr, isCyber: kind === 'cyber', kind };
}

function generatedSport(id: number): Sport {
  return {
    id,
    slug: `sport-${id}`,
    nameEn: `Sport ${id}`,
    nameRu: `Спорт ${id}`,
    nameAr: `رياضة ${id}`,
    isCyber: false,
    kind: 'regular',
  };
}

function buildSports(): readonly Sport[] {
  const named = new Map([...NAMED_SPORT_ROWS, ...ESPORT_ROWS].map((row) => [row[0], fromRow(row)]));
  const sports: Sport[] = [DUMMY_SPORT];
  for (const { min, max } of [REGULAR_SPORT_ID_RANGE, ESPORT_ID_RANGE]) {
    for (let id = min; id <= max; id++) sports.push(named.get(id) ?? generatedSport(id));
  }
  return sports;
}

/** Every sport, sorted by id, the dummy entry first. */
export const SPORTS: readonly Sport[] = buildSports();

const sportsById: ReadonlyMap<number, Sport> = new Map(SPORTS.map((sport) => [sport.id, sport]));
const sportsBySlug: ReadonlyMap<string, Sport> = new Map(SPORTS.map((sport) => [sport.slug, sport]));

/** The sport with this id, or undefined for an id outside the lookup. */
export function getSport(id: number): Sport | undefined {
  return sportsById.get(id);
}

/** The sport with this URL slug (`football`, `cs2`), or undefined. */
export function getSportBySlug(slug: string): Sport | undefined {
  return sportsBySlug.get(slug);
}

/** True when the id belongs to the lookup (the dummy id 0 included). */
export function isSportId(id: number): boolean {
  return sportsById.has(id);
}

/** Display name in Russian or Arabic for those UIs, English otherwise; unknown ids still get a readable name. */
export function sportName(id: number, lang: string): string {
  return localizedName(getSport(id) ?? generatedSport(id), lang);
}

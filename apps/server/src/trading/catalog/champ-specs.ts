// The championships the engine runs. Ids are ours (1–127: they are packed into game ids).
import type { Names } from '../types';
import { COUNTRY as C, SPORT as S } from './sports';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

/** League: double round robin, one round every `roundMs`, kick-offs over `days` days at `hoursUtc`. */
export interface LeagueSchedule {
  kind: 'league';
  roundMs: number;
  days: number;
  hoursUtc: number[];
}

/** Stream: back-to-back rounds every `slotMs` (all matches in parallel), published `leadMs` ahead. */
export interface StreamSchedule {
  kind: 'stream';
  slotMs: number;
  leadMs: number;
}

export type Variant = 'nba' | 'euro' | 'atp' | 'wta' | 'bo3' | 'bo5' | 'bo7';

export interface ChampSpec {
  id: number;
  sportId: number;
  countryId: number;
  name: Names;
  tier: 1 | 2;
  teams: number;
  schedule: LeagueSchedule | StreamSchedule;
  variant?: Variant;
}

const EU = [12, 14, 16.5, 17, 19, 19.75];
const RU = [10, 12.5, 15, 17.5];
const BR = [19, 21.5, 23, 0.5];
const US = [0, 1.5, 2.5, 3.5, 23.5];
const KZ = [7, 9, 11, 13];
const TR = [10.5, 13, 16, 17];

const league = (roundDays: number, days: number, hoursUtc: number[]): LeagueSchedule => ({
  kind: 'league',
  roundMs: roundDays * DAY,
  days,
  hoursUtc,
});
const stream = (slotMin: number, leadHours: number): StreamSchedule => ({
  kind: 'stream',
  slotMs: slotMin * MIN,
  leadMs: leadHours * HOUR,
});
const n = (en: string, ru: string): Names => ({ en, ru });

const fb = league(3.5, 3, EU);
const hk = league(2.5, 2, [15, 16, 17.5]);
const eu2 = league(3.5, 2, [15, 16.5, 17, 18.5]);

export const CHAMP_SPECS: readonly ChampSpec[] = [
  { id: 1, sportId: S.football, countryId: C.england, name: n('Premier League', 'Премьер-лига'), tier: 1, teams: 20, schedule: fb },
  { id: 2, sportId: S.football, countryId: C.england, name: n('Championship', 'Чемпионшип'), tier: 2, teams: 24, schedule: fb },
  { id: 3, sportId: S.football, countryId: C.spain, name: n('LaLiga', 'Ла Лига'), tier: 1, teams: 20, schedule: fb },
  { id: 4, sportId: S.football, countryId: C.spain, name: n('Segunda División', 'Сегунда'), tier: 2, teams: 22, schedule: fb },
  { id: 5, sportId: S.football, countryId: C.germany, name: n('Bundesliga', 'Бундеслига'), tier: 1, teams: 18, schedule: fb },
  { id: 6, sportId: S.football, countryId: C.germany, name: n('2. Bundesliga', 'Вторая Бундеслига'), tier: 2, teams: 18, schedule: fb },
  { id: 7, sportId: S.football, countryId: C.italy, name: n('Serie A', 'Серия A'), tier: 1, teams: 20, schedule: fb },
  { id: 8, sportId: S.football, countryId: C.italy, name: n('Serie B', 'Серия B'), tier: 2, teams: 20, schedule: fb },
  { id: 9, sportId: S.football, countryId: C.france, name: n('Ligue 1', 'Лига 1'), tier: 1, teams: 18, schedule: fb },
  { id: 10, sportId: S.football, countryId: C.france, name: n('Ligue 2', 'Лига 2'), tier: 2, teams: 18, schedule: fb },
  { id: 11, sportId: S.football, countryId: C.russia, name: n('Premier League', 'Премьер-лига'), tier: 1, teams: 16, schedule: league(3.5, 3, RU) },
  { id: 12, sportId: S.football, countryId: C.brazil, name: n('Série A', 'Серия A'), tier: 1, teams: 20, schedule: league(3.5, 3, BR) },
  { id: 13, sportId: S.football, countryId: C.usa, name: n('Major League Soccer', 'MLS'), tier: 1, teams: 18, schedule: league(3.5, 3, US) },
  { id: 14, sportId: S.football, countryId: C.turkey, name: n('Süper Lig', 'Суперлига'), tier: 1, teams: 18, schedule: league(3.5, 3, TR) },
  { id: 15, sportId: S.football, countryId: C.netherlands, name: n('Eredivisie', 'Эредивизи'), tier: 1, teams: 18, schedule: fb },
  { id: 16, sportId: S.football, countryId: C.portugal, name: n('Primeira Liga', 'Примейра Лига'), tier: 1, teams: 18, schedule: fb },
  { id: 17, sportId: S.football, countryId: C.kazakhstan, name: n('Premier League', 'Премьер-лига'), tier: 2, teams: 14, schedule: league(3.5, 3, KZ) },
  { id: 20, sportId: S.hockey, countryId: C.russia, name: n('Continental League', 'Континентальная лига'), tier: 1, teams: 16, schedule: league(2.5, 2, RU) },
  { id: 21, sportId: S.hockey, countryId: C.usa, name: n('Pro Hockey League', 'Профессиональная хоккейная лига'), tier: 1, teams: 16, schedule: league(2.5, 2, US) },
  { id: 22, sportId: S.hockey, countryId: C.finland, name: n('Liiga', 'Лиига'), tier: 2, teams: 14, schedule: hk },
  { id: 23, sportId: S.hockey, countryId: C.sweden, name: n('SHL', 'SHL'), tier: 2, teams: 14, schedule: hk },
  { id: 24, sportId: S.hockey, countryId: C.czechia, name: n('Extraliga', 'Экстралига'), tier: 2, teams: 14, schedule: hk },
  { id: 30, sportId: S.basketball, countryId: C.usa, name: n('Pro Basketball League', 'Профессиональная баскетбольная лига'), tier: 1, teams: 16, schedule: league(2.5, 2, US), variant: 'nba' },
  { id: 31, sportId: S.basketball, countryId: C.spain, name: n('Liga ACB', 'Лига ACB'), tier: 1, teams: 16, schedule: eu2, variant: 'euro' },
  { id: 32, sportId: S.basketball, countryId: C.turkey, name: n('Super League', 'Суперлига'), tier: 2, teams: 14, schedule: league(3.5, 2, TR), variant: 'euro' },
  { id: 33, sportId: S.basketball, countryId: C.russia, name: n('United League', 'Единая лига'), tier: 2, teams: 12, schedule: league(3.5, 2, RU), variant: 'euro' },
  { id: 34, sportId: S.basketball, countryId: C.germany, name: n('BBL', 'BBL'), tier: 2, teams: 16, schedule: eu2, variant: 'euro' },
  { id: 40, sportId: S.handball, countryId: C.germany, name: n('Handball-Bundesliga', 'Бундеслига'), tier: 1, teams: 16, schedule: eu2 },
  { id: 41, sportId: S.handball, countryId: C.france, name: n('Starligue', 'Старлига'), tier: 2, teams: 14, schedule: eu2 },
  { id: 42, sportId: S.handball, countryId: C.spain, name: n('Liga ASOBAL', 'Лига ASOBAL'), tier: 2, teams: 14, schedule: eu2 },
  { id: 43, sportId: S.handball, countryId: C.poland, name: n('Superliga', 'Суперлига'), tier: 2, teams: 12, schedule: eu2 },
  { id: 50, sportId: S.volleyball, countryId: C.russia, name: n('Superleague', 'Суперлига'), tier: 1, teams: 14, schedule: league(3.5, 2, RU), variant: 'bo5' },
  { id: 51, sportId: S.volleyball, countryId: C.italy, name: n('SuperLega', 'Суперлега'), tier: 1, teams: 12, schedule: eu2, variant: 'bo5' },
  { id: 52, sportId: S.volleyball, countryId: C.turkey, name: n('Efeler League', 'Эфелер Лига'), tier: 2, teams: 12, schedule: league(3.5, 2, TR), variant: 'bo5' },
  { id: 53, sportId: S.volleyball, countryId: C.brazil, name: n('Superliga', 'Суперлига'), tier: 2, teams: 12, schedule: league(3.5, 2, BR), variant: 'bo5' },
  { id: 54, sportId: S.volleyball, countryId: C.poland, name: n('PlusLiga', 'ПлюсЛига'), tier: 1, teams: 14, schedule: eu2, variant: 'bo5' },
  { id: 60, sportId: S.tennis, countryId: C.international, name: n('ATP Challenger', 'ATP Челленджер'), tier: 1, teams: 8, schedule: stream(150, 12), variant: 'atp' },
  { id: 61, sportId: S.tennis, countryId: C.international, name: n('ITF Men', 'ITF Мужчины'), tier: 2, teams: 8, schedule: stream(150, 12), variant: 'atp' },
  { id: 62, sportId: S.tennis, countryId: C.international, name: n('WTA 250', 'WTA 250'), tier: 1, teams: 8, schedule: stream(150, 12), variant: 'wta' },
  { id: 63, sportId: S.tennis, countryId: C.international, name: n('ITF Women', 'ITF Женщины'), tier: 2, teams: 8, schedule: stream(150, 12), variant: 'wta' },
  { id: 70, sportId: S.tableTennis, countryId: C.russia, name: n('Pro League', 'Про Лига'), tier: 2, teams: 8, schedule: stream(25, 2), variant: 'bo5' },
  { id: 71, sportId: S.tableTennis, countryId: C.czechia, name: n('Czech Pro League', 'Чешская Про Лига'), tier: 2, teams: 8, schedule: stream(25, 2), variant: 'bo5' },
  { id: 72, sportId: S.tableTennis, countryId: C.poland, name: n('Polish Pro Series', 'Польская Про Серия'), tier: 2, teams: 8, schedule: stream(25, 2), variant: 'bo5' },
  { id: 73, sportId: S.tableTennis, countryId: C.kazakhstan, name: n('Open Cup', 'Открытый кубок'), tier: 2, teams: 8, schedule: stream(25, 2), variant: 'bo5' },
  { id: 74, sportId: S.tableTennis, countryId: C.international, name: n('TT Masters', 'ТТ Мастерс'), tier: 2, teams: 8, schedule: stream(25, 2), variant: 'bo5' },
  { id: 80, sportId: S.fifa, countryId: C.international, name: n('FIFA. Premier Cup 2x6', 'FIFA. Премьер-кубок 2x6'), tier: 2, teams: 8, schedule: stream(15, 1) },
  { id: 81, sportId: S.fifa, countryId: C.international, name: n('FIFA. Euro League 2x6', 'FIFA. Евролига 2x6'), tier: 2, teams: 8, schedule: stream(15, 1) },
  { id: 82, sportId: S.fifa, countryId: C.international, name: n('FIFA. Battle League 2x6', 'FIFA. Боевая лига 2x6'), tier: 2, teams: 8, schedule: stream(15, 1) },
  { id: 83, sportId: S.fifa, countryId: C.international, name: n('FIFA. Volta Cup 2x6', 'FIFA. Кубок Вольта 2x6'), tier: 2, teams: 8, schedule: stream(15, 1) },
  { id: 84, sportId: S.fifa, countryId: C.international, name: n('FIFA. Cyber Masters 2x6', 'FIFA. Кибер Мастерс 2x6'), tier: 2, teams: 8, schedule: stream(15, 1) },
  { id: 90, sportId: S.cs2, countryId: C.international, name: n('CS2. Pro Series', 'CS2. Про Серия'), tier: 1, teams: 6, schedule: stream(150, 24), variant: 'bo3' },
  { id: 91, sportId: S.cs2, countryId: C.international, name: n('CS2. Challenger League', 'CS2. Лига претендентов'), tier: 2, teams: 6, schedule: stream(150, 24), variant: 'bo3' },
  { id: 92, sportId: S.cs2, countryId: C.international, name: n('CS2. Elite Cup', 'CS2. Элитный кубок'), tier: 2, teams: 6, schedule: stream(150, 24), variant: 'bo3' },
];

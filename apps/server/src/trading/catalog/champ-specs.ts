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

const c = (
  id: number,
  sportId: number,
  countryId: number,
  en: string,
  ru: string,
  tier: 1 | 2,
  teams: number,
  schedule: LeagueSchedule | StreamSchedule,
  variant?: Variant,
): ChampSpec => ({ id, sportId, countryId, name: n(en, ru), tier, teams, schedule, ...(variant ? { variant } : {}) });

export const CHAMP_SPECS: readonly ChampSpec[] = [
  c(1, S.football, C.england, 'Premier League', 'Премьер-лига', 1, 20, fb),
  c(2, S.football, C.england, 'Championship', 'Чемпионшип', 2, 24, fb),
  c(3, S.football, C.spain, 'LaLiga', 'Ла Лига', 1, 20, fb),
  c(4, S.football, C.spain, 'Segunda División', 'Сегунда', 2, 22, fb),
  c(5, S.football, C.germany, 'Bundesliga', 'Бундеслига', 1, 18, fb),
  c(6, S.football, C.germany, '2. Bundesliga', 'Вторая Бундеслига', 2, 18, fb),
  c(7, S.football, C.italy, 'Serie A', 'Серия A', 1, 20, fb),
  c(8, S.football, C.italy, 'Serie B', 'Серия B', 2, 20, fb),
  c(9, S.football, C.france, 'Ligue 1', 'Лига 1', 1, 18, fb),
  c(10, S.football, C.france, 'Ligue 2', 'Лига 2', 2, 18, fb),
  c(11, S.football, C.russia, 'Premier League', 'Премьер-лига', 1, 16, league(3.5, 3, RU)),
  c(12, S.football, C.brazil, 'Série A', 'Серия A', 1, 20, league(3.5, 3, BR)),
  c(13, S.football, C.usa, 'Major League Soccer', 'MLS', 1, 18, league(3.5, 3, US)),
  c(14, S.football, C.turkey, 'Süper Lig', 'Суперлига', 1, 18, league(3.5, 3, TR)),
  c(15, S.football, C.netherlands, 'Eredivisie', 'Эредивизи', 1, 18, fb),
  c(16, S.football, C.portugal, 'Primeira Liga', 'Примейра Лига', 1, 18, fb),
  c(17, S.football, C.kazakhstan, 'Premier League', 'Премьер-лига', 2, 14, league(3.5, 3, KZ)),
  c(20, S.hockey, C.russia, 'Continental League', 'Континентальная лига', 1, 16, league(2.5, 2, RU)),
  c(21, S.hockey, C.usa, 'Pro Hockey League', 'Профессиональная хоккейная лига', 1, 16, league(2.5, 2, US)),
  c(22, S.hockey, C.finland, 'Liiga', 'Лиига', 2, 14, hk),
  c(23, S.hockey, C.sweden, 'SHL', 'SHL', 2, 14, hk),
  c(24, S.hockey, C.czechia, 'Extraliga', 'Экстралига', 2, 14, hk),
  c(
    30,
    S.basketball,
    C.usa,
    'Pro Basketball League',
    'Профессиональная баскетбольная лига',
    1,
    16,
    league(2.5, 2, US),
    'nba',
  ),
  c(31, S.basketball, C.spain, 'Liga ACB', 'Лига ACB', 1, 16, eu2, 'euro'),
  c(32, S.basketball, C.turkey, 'Super League', 'Суперлига', 2, 14, league(3.5, 2, TR), 'euro'),
  c(33, S.basketball, C.russia, 'United League', 'Единая лига', 2, 12, league(3.5, 2, RU), 'euro'),
  c(34, S.basketball, C.germany, 'BBL', 'BBL', 2, 16, eu2, 'euro'),
  c(40, S.handball, C.germany, 'Handball-Bundesliga', 'Бундеслига', 1, 16, eu2),
  c(41, S.handball, C.france, 'Starligue', 'Старлига', 2, 14, eu2),
  c(42, S.handball, C.spain, 'Liga ASOBAL', 'Лига ASOBAL', 2, 14, eu2),
  c(43, S.handball, C.poland, 'Superliga', 'Суперлига', 2, 12, eu2),
  c(50, S.volleyball, C.russia, 'Superleague', 'Суперлига', 1, 14, league(3.5, 2, RU), 'bo5'),
  c(51, S.volleyball, C.italy, 'SuperLega', 'Суперлега', 1, 12, eu2, 'bo5'),
  c(52, S.volleyball, C.turkey, 'Efeler League', 'Эфелер Лига', 2, 12, league(3.5, 2, TR), 'bo5'),
  c(53, S.volleyball, C.brazil, 'Superliga', 'Суперлига', 2, 12, league(3.5, 2, BR), 'bo5'),
  c(54, S.volleyball, C.poland, 'PlusLiga', 'ПлюсЛига', 1, 14, eu2, 'bo5'),
  c(60, S.tennis, C.international, 'ATP Challenger', 'ATP Челленджер', 1, 8, stream(150, 12), 'atp'),
  c(61, S.tennis, C.international, 'ITF Men', 'ITF Мужчины', 2, 8, stream(150, 12), 'atp'),
  c(62, S.tennis, C.international, 'WTA 250', 'WTA 250', 1, 8, stream(150, 12), 'wta'),
  c(63, S.tennis, C.international, 'ITF Women', 'ITF Женщины', 2, 8, stream(150, 12), 'wta'),
  c(70, S.tableTennis, C.russia, 'Pro League', 'Про Лига', 2, 8, stream(25, 2), 'bo5'),
  c(71, S.tableTennis, C.czechia, 'Czech Pro League', 'Чешская Про Лига', 2, 8, stream(25, 2), 'bo5'),
  c(72, S.tableTennis, C.poland, 'Polish Pro Series', 'Польская Про Серия', 2, 8, stream(25, 2), 'bo5'),
  c(73, S.tableTennis, C.kazakhstan, 'Open Cup', 'Открытый кубок', 2, 8, stream(25, 2), 'bo5'),
  c(74, S.tableTennis, C.international, 'TT Masters', 'ТТ Мастерс', 2, 8, stream(25, 2), 'bo5'),
  c(80, S.fifa, C.international, 'FIFA. Premier Cup 2x6', 'FIFA. Премьер-кубок 2x6', 2, 8, stream(15, 1)),
  c(81, S.fifa, C.international, 'FIFA. Euro League 2x6', 'FIFA. Евролига 2x6', 2, 8, stream(15, 1)),
  c(82, S.fifa, C.international, 'FIFA. Battle League 2x6', 'FIFA. Боевая лига 2x6', 2, 8, stream(15, 1)),
  c(83, S.fifa, C.international, 'FIFA. Volta Cup 2x6', 'FIFA. Кубок Вольта 2x6', 2, 8, stream(15, 1)),
  c(84, S.fifa, C.international, 'FIFA. Cyber Masters 2x6', 'FIFA. Кибер Мастерс 2x6', 2, 8, stream(15, 1)),
  c(90, S.cs2, C.international, 'CS2. Pro Series', 'CS2. Про Серия', 1, 6, stream(150, 24), 'bo3'),
  c(91, S.cs2, C.international, 'CS2. Challenger League', 'CS2. Лига претендентов', 2, 6, stream(150, 24), 'bo3'),
  c(92, S.cs2, C.international, 'CS2. Elite Cup', 'CS2. Элитный кубок', 2, 6, stream(150, 24), 'bo3'),
];

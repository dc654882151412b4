// Market groups (G) and outcome types (T). 1–101 follow wire-format.md; the others are ours.
import type { Names } from '../types';

export const G = {
  x12: 1,
  handicap: 2,
  doubleChance: 8,
  teamTotal1: 15,
  total: 17,
  btts: 19,
  teamTotal2: 62,
  moneyline: 101,
  correctScore: 136,
  halfTimeX12: 1001,
  halfTimeTotal: 1017,
  setHandicap: 1002,
  setTotal: 1003,
  setScore: 1004,
} as const;

export const T = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicap1: 7,
  handicap2: 8,
  over: 9,
  under: 10,
  team1Over: 11,
  team1Under: 12,
  team2Over: 13,
  team2Under: 14,
  bttsYes: 180,
  bttsNo: 181,
  moneyline1: 401,
  moneyline2: 402,
  /** P encodes the score: home + away / 1000 (1.002 is 1:2). */
  correctScore: 731,
  correctScoreOther: 732,
  halfTimeHome: 1011,
  halfTimeDraw: 1012,
  halfTimeAway: 1013,
  halfTimeOver: 1019,
  halfTimeUnder: 1020,
  setHandicap1: 1021,
  setHandicap2: 1022,
  setOver: 1031,
  setUnder: 1032,
  /** P encodes the sets (or maps) score like correct score. */
  setScore: 1041,
} as const;

export interface MarketGroupInfo {
  G: number;
  /** Short group used by compact feeds, where the wire format names one. */
  GS?: number;
  name: Names;
  types: { T: number; name: Names }[];
}

const n = (en: string, ru: string): Names => ({ en, ru });

/** Every market group the engine prices, with names the feed and the docs can use. */
export const MARKET_GROUPS: readonly MarketGroupInfo[] = [
  {
    G: G.x12,
    GS: 1,
    name: n('1X2', '1X2'),
    types: [
      { T: T.home, name: n('W1', 'П1') },
      { T: T.draw, name: n('X', 'X') },
      { T: T.away, name: n('W2', 'П2') },
    ],
  },
  {
    G: G.doubleChance,
    GS: 2,
    name: n('Double chance', 'Двойной шанс'),
    types: [
      { T: T.homeOrDraw, name: n('1X', '1X') },
      { T: T.homeOrAway, name: n('12', '12') },
      { T: T.drawOrAway, name: n('X2', 'X2') },
    ],
  },
  {
    G: G.handicap,
    GS: 3,
    name: n('Handicap', 'Фора'),
    types: [
      { T: T.handicap1, name: n('Handicap 1', 'Фора 1') },
      { T: T.handicap2, name: n('Handicap 2', 'Фора 2') },
    ],
  },
  {
    G: G.total,
    GS: 4,
    name: n('Total', 'Тотал'),
    types: [
      { T: T.over, name: n('Over', 'Больше') },
      { T: T.under, name: n('Under', 'Меньше') },
    ],
  },
  {
    G: G.teamTotal1,
    GS: 5,
    name: n('Team 1 total', 'Индивидуальный тотал 1'),
    types: [
      { T: T.team1Over, name: n('Over', 'Больше') },
      { T: T.team1Under, name: n('Under', 'Меньше') },
    ],
  },
  {
    G: G.teamTotal2,
    GS: 6,
    name: n('Team 2 total', 'Индивидуальный тотал 2'),
    types: [
      { T: T.team2Over, name: n('Over', 'Больше') },
      { T: T.team2Under, name: n('Under', 'Меньше') },
    ],
  },
  {
    G: G.btts,
    GS: 21,
    name: n('Both teams to score', 'Обе забьют'),
    types: [
      { T: T.bttsYes, name: n('Yes', 'Да') },
      { T: T.bttsNo, name: n('No', 'Нет') },
    ],
  },
  {
    G: G.moneyline,
    name: n('Winner', 'Победитель'),
    types: [
      { T: T.moneyline1, name: n('W1', 'П1') },
      { T: T.moneyline2, name: n('W2', 'П2') },
    ],
  },
  {
    G: G.correctScore,
    name: n('Correct score', 'Точный счёт'),
    types: [
      { T: T.correctScore, name: n('Score', 'Счёт') },
      { T: T.correctScoreOther, name: n('Any other score', 'Другой счёт') },
    ],
  },
  {
    G: G.halfTimeX12,
    name: n('1st half 1X2', '1X2 1-й тайм'),
    types: [
      { T: T.halfTimeHome, name: n('W1', 'П1') },
      { T: T.halfTimeDraw, name: n('X', 'X') },
      { T: T.halfTimeAway, name: n('W2', 'П2') },
    ],
  },
  {
    G: G.halfTimeTotal,
    name: n('1st half total', 'Тотал 1-й тайм'),
    types: [
      { T: T.halfTimeOver, name: n('Over', 'Больше') },
      { T: T.halfTimeUnder, name: n('Under', 'Меньше') },
    ],
  },
  {
    G: G.setHandicap,
    name: n('Sets (maps) handicap', 'Фора по сетам (картам)'),
    types: [
      { T: T.setHandicap1, name: n('Handicap 1', 'Фора 1') },
      { T: T.setHandicap2, name: n('Handicap 2', 'Фора 2') },
    ],
  },
  {
    G: G.setTotal,
    name: n('Total sets (maps)', 'Тотал сетов (карт)'),
    types: [
      { T: T.setOver, name: n('Over', 'Больше') },
      { T: T.setUnder, name: n('Under', 'Меньше') },
    ],
  },
  {
    G: G.setScore,
    name: n('Sets (maps) score', 'Счёт по сетам (картам)'),
    types: [{ T: T.setScore, name: n('Score', 'Счёт') }],
  },
];

/** P value of a score outcome: home + away / 1000. */
export function scoreParam(home: number, away: number): number {
  return Math.round((home + away / 1000) * 1000) / 1000;
}

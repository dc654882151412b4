// Market groups (G) and outcome types (T) the feed sends, with the translation keys that name them.
// 1–101 follow wire-format.md; the others are the trading engine's own (see its groups.ts).

export const MarketGroupId = {
  X12: 1,
  Handicap: 2,
  DoubleChance: 8,
  TeamTotal1: 15,
  Total: 17,
  BothScore: 19,
  TeamTotal2: 62,
  Moneyline: 101,
  CorrectScore: 136,
  HalfTimeX12: 1001,
  SetHandicap: 1002,
  SetTotal: 1003,
  SetScore: 1004,
  HalfTimeTotal: 1017,
} as const;

/** Translation key of a market group's name; unknown groups get a generic "Market N". */
export function marketGroupKey(group: number): string {
  return KNOWN_GROUPS.has(group) ? `sb.market.${group}` : 'sb.market.other';
}

const KNOWN_GROUPS: ReadonlySet<number> = new Set(Object.values(MarketGroupId));

/** How an outcome is named: translation keys and which team or line fills the placeholders. */
export interface OutcomeSpec {
  /** Key of the short column label ("1", "X", "O"). */
  short: string;
  /** Key of the full name, e.g. "{{team}} to win". */
  long: string;
  team?: 1 | 2;
  line?: 'signed' | 'plain' | 'score';
}

const spec = (short: string, long: string, extra: Omit<OutcomeSpec, 'short' | 'long'> = {}): OutcomeSpec => ({
  short: `sb.short.${short}`,
  long: `sb.outcome.${long}`,
  ...extra,
});

export const OUTCOMES: Readonly<Record<number, OutcomeSpec>> = {
  1: spec('1', 'win', { team: 1 }),
  2: spec('X', 'draw'),
  3: spec('2', 'win', { team: 2 }),
  4: spec('1X', 'homeOrDraw'),
  5: spec('12', 'homeOrAway'),
  6: spec('X2', 'drawOrAway'),
  7: spec('H1', 'handicap', { team: 1, line: 'signed' }),
  8: spec('H2', 'handicap', { team: 2, line: 'signed' }),
  9: spec('O', 'over', { line: 'plain' }),
  10: spec('U', 'under', { line: 'plain' }),
  11: spec('O', 'teamOver', { team: 1, line: 'plain' }),
  12: spec('U', 'teamUnder', { team: 1, line: 'plain' }),
  13: spec('O', 'teamOver', { team: 2, line: 'plain' }),
  14: spec('U', 'teamUnder', { team: 2, line: 'plain' }),
  180: spec('yes', 'bothScoreYes'),
  181: spec('no', 'bothScoreNo'),
  401: spec('1', 'win', { team: 1 }),
  402: spec('2', 'win', { team: 2 }),
  731: spec('score', 'correctScore', { line: 'score' }),
  732: spec('other', 'otherScore'),
  1011: spec('1', 'halfWin', { team: 1 }),
  1012: spec('X', 'halfDraw'),
  1013: spec('2', 'halfWin', { team: 2 }),
  1019: spec('O', 'halfOver', { line: 'plain' }),
  1020: spec('U', 'halfUnder', { line: 'plain' }),
  1021: spec('H1', 'setHandicap', { team: 1, line: 'signed' }),
  1022: spec('H2', 'setHandicap', { team: 2, line: 'signed' }),
  1031: spec('O', 'setOver', { line: 'plain' }),
  1032: spec('U', 'setUnder', { line: 'plain' }),
  1041: spec('score', 'setScore', { line: 'score' }),
};

const GENERIC: OutcomeSpec = spec('pick', 'generic');

export function outcomeSpec(type: number): OutcomeSpec {
  return OUTCOMES[type] ?? GENERIC;
}

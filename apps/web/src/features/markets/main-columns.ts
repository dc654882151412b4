import type { FeedOutcome } from '@fairline/shared/wire/feed';
import type { Game } from '../feed';

/** The outcome types shown in list columns, in order, for a set of games of one sport. */
export interface MainColumns {
  win: number[];
  total: number[];
  handicap: number[];
}

const has = (games: readonly Game[], group: number) => games.some((g) => g.E?.some((o) => o.G === group));

/** Three-way sports show 1 X 2; two-way sports (moneyline) show only 1 and 2. */
export function mainColumns(games: readonly Game[]): MainColumns {
  const win = has(games, 1) ? [1, 2, 3] : has(games, 101) ? [401, 402] : [1, 3];
  const total = !has(games, 17) && has(games, 1003) ? [1031, 1032] : [9, 10];
  const handicap = !has(games, 2) && has(games, 1002) ? [1021, 1022] : [7, 8];
  return { win, total, handicap };
}

/** The outcome of a type on the market's main line (`CE`), else its first line. */
export function pickMain(outcomes: readonly FeedOutcome[] | undefined, type: number): FeedOutcome | undefined {
  let first: FeedOutcome | undefined;
  for (const o of outcomes ?? []) {
    if (o.T !== type) continue;
    if (o.CE === 1) return o;
    first ??= o;
  }
  return first;
}

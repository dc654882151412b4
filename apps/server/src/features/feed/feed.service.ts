// The public module of feed: the fast path that answers cached feed URLs before Fastify (created
// with the server, attached once the feed is registered; ADR 0008) and what the feed offers others.

/** Seasons and tables as the feed computes them (statistics pages, ADR 0041). */
export type { Season, SeasonGame } from './builders/season';
export { DRAW_SPORTS, resultFor, type TableRow, type TableSide, tableOf } from './builders/stage-table';
export { appFastPathOptions, FeedFastPath, feedFastPathOf } from './fast-path';
export type { Feed } from './feed.routes';
/** Names in a page's language, as the feeds give them (ADR 0021). */
export { type Lang, langOf, nameIn } from './wire/lang';

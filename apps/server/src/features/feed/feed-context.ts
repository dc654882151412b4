import type { FastifyRequest } from 'fastify';
import type { OddsProvider } from '../../trading/provider';
import type { CatalogIndex } from './catalog-index';
import type { Presentation } from './feed-query';
import type { FeedSnapshot } from './feed-snapshot';
import type { FeedName } from './feed-versions';
import type { WireContext } from './wire/game';

/**
 * Sports a signed-in player hides (ADR 0030). Only a request whose Cookie header carries `cookie` is
 * asked about; every other request keeps the general, cached answer and the fast path.
 */
export interface FeedSportFilter {
  cookie: string;
  excluded(req: FastifyRequest, feed: FeedName): Promise<ReadonlySet<number> | null>;
}

/** What every builder reads from. */
export interface FeedContext {
  engine: OddsProvider;
  catalog: CatalogIndex;
  snapshot: FeedSnapshot;
  sportFilter?: FeedSportFilter | undefined;
}

/** One call's view: which feed, at what moment, in which language and odds format. */
export interface CallContext extends FeedContext {
  feed: FeedName;
  now: number;
  wire: WireContext;
  /** Sports left out of this call's lists (a player's disallowed sports); absent for everyone else. */
  excludedSports?: ReadonlySet<number>;
}

export function callContext(
  ctx: FeedContext,
  feed: FeedName,
  presentation: Presentation,
  excludedSports?: ReadonlySet<number>,
): CallContext {
  const call: CallContext = { ...ctx, feed, now: ctx.snapshot.now(), wire: { ...presentation, catalog: ctx.catalog } };
  if (excludedSports) call.excludedSports = excludedSports;
  return call;
}

/** Whether a sport is left out of the call's lists. */
export const isExcluded = (ctx: CallContext, sportId: number) => ctx.excludedSports?.has(sportId) === true;

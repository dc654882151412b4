import type { OddsProvider } from '../../trading/provider';
import type { CatalogIndex } from './catalog-index';
import type { Presentation } from './feed-query';
import type { FeedSnapshot } from './feed-snapshot';
import type { FeedName } from './feed-versions';
import type { WireContext } from './wire/game';

/** What every builder reads from. */
export interface FeedContext {
  engine: OddsProvider;
  catalog: CatalogIndex;
  snapshot: FeedSnapshot;
}

/** One call's view: which feed, at what moment, in which language and odds format. */
export interface CallContext extends FeedContext {
  feed: FeedName;
  now: number;
  wire: WireContext;
}

export function callContext(ctx: FeedContext, feed: FeedName, presentation: Presentation): CallContext {
  return { ...ctx, feed, now: ctx.snapshot.now(), wire: { ...presentation, catalog: ctx.catalog } };
}

// The betting feeds: /service-api/LineFeed/* and /service-api/LiveFeed/*, answered from in-memory
// snapshots, plus the publisher of their deltas and the topic snapshots for the WebSocket layer.
import type { FeedTopicSnapshot } from '@fairline/shared/wire/feed-changes';
import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../../infra/pubsub/pubsub';
import type { Clock } from '../../trading/clock';
import type { OddsProvider } from '../../trading/provider';
import { type Season, seasonOf } from './builders/season';
import { CatalogIndex } from './catalog-index';
import type { FeedContext, FeedSportFilter } from './feed-context';
import { FeedPublisher } from './feed-publisher';
import { FeedSnapshot, type SnapshotOptions } from './feed-snapshot';
import { bothFeedsRoutes } from './routes/both-feeds.routes';
import { type CurrentAnswer, currentAnswer } from './routes/cached-route';
import { lineRoutes } from './routes/line.routes';
import { liveRoutes } from './routes/live.routes';
import { sportsOfTopic, type TopicSports, topicSnapshot } from './topic-snapshot';

export interface FeedDeps {
  engine: OddsProvider;
  clock: Clock;
  pubsub?: PubSub;
  /** Tick period in ms (1000); 0 leaves ticking to the calls themselves and to `tick()`. */
  tickMs?: number;
  snapshot?: SnapshotOptions;
  /** A player's disallowed sports (player settings, ADR 0030); without it every answer is general. */
  sportFilter?: FeedSportFilter;
  /** Staff suspensions laid over the engine's offer (ADR 0053): a change rebuilds the games' answers. */
  suspensions?: { onChange(listener: (constIds: readonly number[]) => void): void };
}

export interface Feed {
  snapshot: FeedSnapshot;
  publisher?: FeedPublisher;
  /** For the WebSocket layer: the current state of a `feed:*` topic, undefined when there is none. */
  snapshotForTopic: (topic: string) => FeedTopicSnapshot | undefined;
  tick: () => void;
  /** The cached, current answer of a URL a feed route answered before (for the fast path). */
  currentAnswer: (url: string) => CurrentAnswer | undefined;
  /** Whether a Cookie header carries the sport-filter marker: the fast path leaves such requests to the routes. */
  isPersonal: (cookieHeader: string | undefined) => boolean;
  /** The sport a live topic is about and the feeds it covers; 'all' for `feed:games`; undefined otherwise. */
  sportsOfTopic: (topic: string) => TopicSports | 'all' | undefined;
  /** Finished games of a championship's season, `back` seasons before the current one (statistics pages). */
  season: (champId: number, back?: number) => Season | undefined;
}

export function feedRoutes(app: FastifyInstance, deps: FeedDeps): Feed {
  const snapshot = new FeedSnapshot(deps.engine, deps.clock, deps.snapshot);
  const ctx: FeedContext = {
    engine: deps.engine,
    catalog: new CatalogIndex(deps.engine),
    snapshot,
    sportFilter: deps.sportFilter,
  };
  const needle = deps.sportFilter ? `${deps.sportFilter.cookie}=` : undefined;
  const publisher = deps.pubsub
    ? new FeedPublisher(ctx, deps.pubsub, (err) => app.log.warn({ err }, 'feed publish failed'))
    : undefined;
  deps.suspensions?.onChange((constIds) => snapshot.touchGames(constIds));
  bothFeedsRoutes(app, ctx);
  lineRoutes(app, ctx);
  liveRoutes(app, ctx);
  const tickMs = deps.tickMs ?? 1000;
  if (tickMs > 0) {
    const timer = setInterval(() => {
      try {
        snapshot.tick();
      } catch (err) {
        app.log.error({ err }, 'feed tick failed');
      }
    }, tickMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return {
    snapshot,
    ...(publisher ? { publisher } : {}),
    snapshotForTopic: (topic) => topicSnapshot(ctx, topic),
    tick: () => {
      snapshot.tick();
    },
    currentAnswer: (url) => currentAnswer(ctx, url),
    isPersonal: (cookieHeader) => needle !== undefined && cookieHeader?.includes(needle) === true,
    sportsOfTopic: (topic) => sportsOfTopic(ctx, topic),
    season: (champId, back) => seasonOf(ctx, champId, back),
  };
}

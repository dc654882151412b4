// The current state of a feed topic, sent by the WebSocket layer right after a client subscribes.
// Names are in the default language (ru); clients hold the localised list from the REST calls.
import { readFeedTopic } from '@fairline/shared/realtime/topics';
import type { FeedTopicSnapshot } from '@fairline/shared/wire/feed-changes';
import { AppError } from '../../errors';
import { gamePage } from './builders/game-page';
import { selectGames, wireGames } from './builders/games';
import { callContext, type FeedContext } from './feed-context';
import type { FeedName } from './feed-versions';

const presentation = { lang: 'ru', cfview: 0 } as const;

/** The snapshot of a topic: a game page, a sport's or championship's games, or the ids in both feeds. */
export function topicSnapshot(ctx: FeedContext, topic: string): FeedTopicSnapshot | undefined {
  const call = (feed: FeedName) => callContext(ctx, feed, presentation);
  const feedTopic = readFeedTopic(topic);
  switch (feedTopic?.of) {
    case 'game':
      try {
        return gamePage(call('live'), feedTopic.gameId);
      } catch (error) {
        if (error instanceof AppError) return undefined;
        throw error;
      }
    case 'sport': {
      const c = call(feedTopic.feed);
      return wireGames(c, selectGames(c, { sports: [feedTopic.sportId] }));
    }
    case 'champ':
      return (['line', 'live'] as const).flatMap((feed) => {
        const c = call(feed);
        return wireGames(c, selectGames(c, { champs: [feedTopic.champId] }));
      });
    case 'games': {
      const ids = (feed: FeedName) => ctx.engine.listGames(ctx.snapshot.now(), { kind: feed }).map((g) => g.id);
      return { line: ids('line'), live: ids('live') };
    }
    default:
      return undefined;
  }
}

/** The sport a topic shows and the feeds its changes belong to (player settings decide on it, ADR 0030). */
export interface TopicSports {
  sportId: number;
  feeds: readonly FeedName[];
}

/**
 * What a topic is about, for a player who hides sports: a sport's topic its sport in its feed, a
 * championship's its sport in both feeds, `feed:games` every sport ('all'); one game's topic (its
 * page, reachable from the player's own bets) and unknown topics: undefined.
 */
export function sportsOfTopic(ctx: FeedContext, topic: string): TopicSports | 'all' | undefined {
  const feedTopic = readFeedTopic(topic);
  switch (feedTopic?.of) {
    case 'sport':
      return { sportId: feedTopic.sportId, feeds: [feedTopic.feed] };
    case 'champ': {
      const champ = ctx.catalog.champs.get(feedTopic.champId);
      return champ ? { sportId: champ.sportId, feeds: ['line', 'live'] } : undefined;
    }
    case 'games':
      return 'all';
    default:
      return undefined;
  }
}

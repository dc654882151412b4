// What the feed topics (`feed:*`) carry over /ws: the changes in a batch and the state sent right after
// subscribing. The frames around them are in live-frames.ts; this module stays apart so the web's
// sportsbook parses feed changes without loading the bet schemas of the player's channel.
import { z } from 'zod';
import { type FeedTopic, readFeedTopic } from '../realtime/topics';
import { feedGame, feedGamePage, feedOutcome, feedScore, gameStatus } from './feed';

const gameId = z.number().int();

/** A new price or blocking of one outcome: absolute values, so the newest of a thing wins. */
export const oddsChange = feedOutcome.pick({ T: true, G: true, P: true, C: true, B: true });
export type OddsChange = z.infer<typeof oddsChange>;

/** One change of a feed topic (an item of a `batch` frame). */
export const feedChange = z.discriminatedUnion('t', [
  z.object({ t: z.literal('odds'), gameId, e: z.array(oddsChange) }).describe('Prices or blocking of some outcomes'),
  z.object({ t: z.literal('score'), gameId, sc: feedScore }).describe('The whole score block; replaces the previous'),
  z.object({ t: z.literal('status'), gameId, status: gameStatus }),
  z.object({ t: z.literal('game+'), game: feedGame }).describe('A game entered a feed (names in Russian)'),
  z.object({ t: z.literal('game-'), gameId }).describe('A game left a feed'),
]);
export type FeedChange = z.infer<typeof feedChange>;

/** `feed:games`: the ids in each feed now. */
export const feedIdsSnapshot = z.object({ line: z.array(gameId), live: z.array(gameId) });

/** The state of a feed topic sent right after subscribing, by what the topic names. */
export const feedTopicSnapshots = {
  game: feedGamePage,
  sport: z.array(feedGame),
  champ: z.array(feedGame),
  games: feedIdsSnapshot,
} satisfies Record<FeedTopic['of'], z.ZodType>;

/** Any feed topic's snapshot (names in Russian, decimal odds). */
export const feedTopicSnapshot = z.union([feedGamePage, z.array(feedGame), feedIdsSnapshot]);
export type FeedTopicSnapshot = z.infer<typeof feedTopicSnapshot>;

/** The schema of a topic's snapshot; undefined for a topic that is not a feed topic. */
export function feedTopicSnapshotOf(topic: string): z.ZodType | undefined {
  const feedTopic = readFeedTopic(topic);
  return feedTopic ? feedTopicSnapshots[feedTopic.of] : undefined;
}

/**
 * Names of the live topics. The server's pub/sub and the `/ws` protocol use the same names, so a
 * client subscribes to exactly what it shows:
 *
 * | topic                            | carries                                                     |
 * |----------------------------------|-------------------------------------------------------------|
 * | `feed:sport:<sportId>:line|live` | changes of every game of a sport in one feed (a sport list) |
 * | `feed:champ:<champId>`           | changes of every game of a championship                     |
 * | `feed:game:<gameId>`             | changes of one game, all its markets (the game page)        |
 * | `feed:games`                     | games added to and removed from the feeds                   |
 * | `user:<userId>`                  | that user's bet status and balance; only they may subscribe |
 * | `casino:crash:<room>`            | a live crash room: phases, bets, cash-outs, revealed hashes |
 * | `casino:jackpot`                 | the studio's jackpot pools per currency (≤ 1 frame/s), wins |
 * | `casino:tournament:<id>`         | a casino tournament's leaderboard head (ADR 0065)           |
 *
 * Publishers send the same change to every topic that shows it (a game's odds go to its game,
 * its champ and its sport topic); the server merges duplicates, so a client watching several gets it once.
 */

/** The feed of a sport list topic, as it is spelled in the topic name. */
export type TopicFeed = 'line' | 'live';

/** Builds topic names; the only place that spells them. */
export const topics = {
  /** All games of a sport in one feed. */
  sport: (sportId: number, feed: TopicFeed) => `feed:sport:${sportId}:${feed}`,
  /** All games of a championship. */
  champ: (champId: number) => `feed:champ:${champId}`,
  /** One game with all its markets. */
  game: (gameId: number) => `feed:game:${gameId}`,
  /** Games entering and leaving the feeds. */
  games: 'feed:games',
  /** One user's bets and balance. */
  user: (userId: string | number) => `user:${userId}`,
  /** A live crash room of our casino studio (ADR 0058); anyone may watch, guests too. */
  crash: (room: string) => `casino:crash:${room}`,
  /** The studio's progressive jackpot pools and wins (ADR 0066); anyone may watch, guests too. */
  jackpot: 'casino:jackpot',
  /** A casino tournament's live leaderboard (ADR 0065); anyone may watch, guests too. */
  tournament: (id: number) => `casino:tournament:${id}`,
} as const;

export type ParsedTopic =
  | { kind: 'feed' }
  | { kind: 'user'; userId: string }
  | { kind: 'crash'; room: string }
  | { kind: 'jackpot' }
  | { kind: 'tournament'; tournamentId: number };

const USER_TOPIC = /^user:([\w-]{1,64})$/;
const CRASH_TOPIC = /^casino:crash:([a-z0-9-]{1,32})$/;
const TOURNAMENT_TOPIC = /^casino:tournament:([1-9]\d{0,9})$/;

/** A feed topic read back into what it names. */
export type FeedTopic =
  | { of: 'sport'; sportId: number; feed: TopicFeed }
  | { of: 'champ'; champId: number }
  | { of: 'game'; gameId: number }
  | { of: 'games' };

const FEED_PARTS = /^feed:(?:sport:(\d{1,9}):(line|live)|champ:(\d{1,12})|game:(\d{1,15})|(games))$/;

/** What a feed topic names (its snapshot and changes depend on it), or null for any other topic. */
export function readFeedTopic(topic: string): FeedTopic | null {
  const m = FEED_PARTS.exec(topic);
  if (!m) return null;
  const [, sport, feed, champ, game] = m;
  if (sport && (feed === 'line' || feed === 'live')) return { of: 'sport', sportId: Number(sport), feed };
  if (champ) return { of: 'champ', champId: Number(champ) };
  if (game) return { of: 'game', gameId: Number(game) };
  return { of: 'games' };
}

/** Names the kind of a topic a client asked for, or null when it is not one of ours. */
export function parseTopic(topic: string): ParsedTopic | null {
  if (FEED_PARTS.test(topic)) return { kind: 'feed' };
  const crash = CRASH_TOPIC.exec(topic);
  if (crash?.[1]) return { kind: 'crash', room: crash[1] };
  if (topic === 'casino:jackpot') return { kind: 'jackpot' };
  const tournament = TOURNAMENT_TOPIC.exec(topic);
  if (tournament?.[1]) return { kind: 'tournament', tournamentId: Number(tournament[1]) };
  const user = USER_TOPIC.exec(topic);
  return user?.[1] ? { kind: 'user', userId: user[1] } : null;
}

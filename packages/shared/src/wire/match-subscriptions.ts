// Wire payloads of match-event subscriptions and Web Push (issue 23 §4, ADR 0069): the event types a
// game's sport offers, the player's choice per game, the browser's push subscription, and what a
// notification carries over `/ws` (on `user:<id>`) and inside a push message.
import { z } from 'zod';
import { MATCH_SUBSCRIPTION_EVENTS, type MatchSubscriptionEvent } from './match-subscription-events';

export {
  eventsOfSportFamily,
  MATCH_SUBSCRIPTION_EVENTS,
  type MatchSubscriptionEvent,
} from './match-subscription-events';

const gameId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const eventKey = z.enum(MATCH_SUBSCRIPTION_EVENTS);

/** GET /service-api/SubscriptionService/api/GetEventTypesByGameId query: language, game id, api key. */
export const eventTypesQuery = z.object({
  language: z.string().min(2).max(5).optional().describe('Language of the names (ru, en, ar); default en'),
  gameId,
  apiKey: z
    .string()
    .max(64)
    .optional()
    .describe('The site’s key of the 1xBet-family API; the brand comes from the host'),
});

/** One event type a game offers: a stable id, its key and its name in the asked language. */
export const eventType = z.object({ Id: z.number().int(), Key: eventKey, Name: z.string() });
export type EventType = z.infer<typeof eventType>;

/** The envelope of the subscription calls (service-api style; a refusal says why, Value null). */
const envelope = <V extends z.ZodType>(value: V) =>
  z.object({
    Success: z.boolean(),
    Error: z.string(),
    ErrorCode: z.number().int().describe('0, or 1401 unknown or finished game'),
    Value: z.union([value, z.null()]),
  });

export const eventTypesAnswer = envelope(
  z.object({ GameId: z.number().int(), SportId: z.number().int(), Types: z.array(eventType) }),
);
export type EventTypesAnswer = z.infer<typeof eventTypesAnswer>;

/** POST /service-api/SubscriptionService/api/GetGameSubscription body: the game (line or live id). */
export const gameSubscriptionRequest = z.object({ gameId });

/** The player's subscription of a game: the events chosen (empty: not subscribed). */
export const gameSubscription = z.object({ GameId: z.number().int(), Events: z.array(eventKey) });
export type GameSubscription = z.infer<typeof gameSubscription>;
export const gameSubscriptionAnswer = envelope(gameSubscription);
export type GameSubscriptionAnswer = z.infer<typeof gameSubscriptionAnswer>;

/** POST /web-api/gamesubscription/save body: the game and its events; an empty list unsubscribes. */
export const saveGameSubscriptionRequest = z.object({
  gameId,
  events: z.array(eventKey).max(MATCH_SUBSCRIPTION_EVENTS.length),
  language: z.string().min(2).max(5).optional().describe('The language of the notices (ru, en, ar); default en'),
});
export type SaveGameSubscriptionRequest = z.infer<typeof saveGameSubscriptionRequest>;

const base64url = z
  .string()
  .min(16)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');

/** PUT /web-api/gamesubscription/push body: a browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionRequest = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
  language: z.string().min(2).max(5).optional().describe('The language of the pushed texts; default en'),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** DELETE /web-api/gamesubscription/push body: the endpoint to forget. */
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().url().max(1000) });

/** GET /web-api/gamesubscription/push: the server's VAPID public key (applicationServerKey). */
export const pushKeyAnswer = z.object({ publicKey: z.string() });
export const pushSavedAnswer = z.object({ saved: z.boolean() });
export const pushDeletedAnswer = z.object({ deleted: z.boolean() });
/** The games the caller follows, by const id (the same in line and live), so a list shows each bell's state. */
export const followedGamesAnswer = z.object({ constIds: z.array(z.number().int()) });

/**
 * A notification, the same over `/ws` (`t: "notice"` on `user:<id>`) and inside a push message. The web
 * and the service worker write its words from `kind`, the teams and the score in the reader's language.
 */
export const matchNotice = z.object({
  t: z.literal('notice'),
  kind: z.enum([...MATCH_SUBSCRIPTION_EVENTS, 'bet_won', 'bet_lost', 'bet_void']),
  /** The game's live id (line id before kick-off); 0 for a bet that is not about one game. */
  gameId: z.number().int(),
  sportId: z.number().int(),
  live: z.boolean(),
  teams: z.string(),
  score: z.string(),
  /** Which period ended (period_end). */
  period: z.number().int().optional(),
  betId: z.number().int().optional(),
  /** The address the notification opens (the game's page, or My bets), without the language segment. */
  path: z.string(),
});
export type MatchNotice = z.infer<typeof matchNotice>;

/** What a push message carries: the notice and its words (the service worker has no dictionaries). */
export const pushPayload = matchNotice.extend({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayload>;

/** Whether a key names a match event a subscription can hold. */
export function isSubscriptionEvent(value: string): value is MatchSubscriptionEvent {
  return (MATCH_SUBSCRIPTION_EVENTS as readonly string[]).includes(value);
}

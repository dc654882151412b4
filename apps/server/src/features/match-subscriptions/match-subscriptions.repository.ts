// The SQL of match subscriptions, browsers' push subscriptions and the push queue (migration 0051).
import type { MatchSubscriptionEvent } from '@fairline/shared/wire/match-subscriptions';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

export async function readSubscription(db: Query, userId: number, constId: number): Promise<MatchSubscriptionEvent[]> {
  const [row] = await db.query<{ events: MatchSubscriptionEvent[] }>(
    'select events from match_subscriptions where user_id = $1 and const_id = $2',
    [userId, constId],
  );
  return row?.events ?? [];
}

/** Stores the chosen events (the same call twice leaves one row); none deletes the row. */
export async function writeSubscription(
  db: Query,
  s: { userId: number; constId: number; sportId: number; events: MatchSubscriptionEvent[]; lang: string },
): Promise<void> {
  if (s.events.length === 0) {
    await db.query('delete from match_subscriptions where user_id = $1 and const_id = $2', [s.userId, s.constId]);
    return;
  }
  await db.query(
    `insert into match_subscriptions (user_id, const_id, sport_id, events, lang) values ($1, $2, $3, $4, $5)
     on conflict (user_id, const_id) do update set events = excluded.events, lang = excluded.lang, updated_at = now()`,
    [s.userId, s.constId, s.sportId, s.events, s.lang],
  );
}

/** The games a player follows (const ids). */
export async function followedBy(db: Query, userId: number): Promise<number[]> {
  const rows = await db.query<{ const_id: unknown }>(
    'select const_id from match_subscriptions where user_id = $1 order by const_id',
    [userId],
  );
  return rows.map((r) => asNumber(r.const_id));
}

/** The games someone follows. */
export async function subscribedGames(db: Query): Promise<number[]> {
  const rows = await db.query<{ const_id: unknown }>('select distinct const_id from match_subscriptions');
  return rows.map((r) => asNumber(r.const_id));
}

export interface Subscriber {
  userId: number;
  events: MatchSubscriptionEvent[];
  lang: string;
}

export async function subscribersOf(db: Query, constId: number): Promise<Subscriber[]> {
  const rows = await db.query<{ user_id: unknown; events: MatchSubscriptionEvent[]; lang: string }>(
    'select user_id, events, lang from match_subscriptions where const_id = $1',
    [constId],
  );
  return rows.map((r) => ({ userId: asNumber(r.user_id), events: r.events, lang: r.lang }));
}

/** A finished (or vanished) game has nothing more to tell: its subscriptions go. */
export async function dropGame(db: Query, constId: number): Promise<void> {
  await db.query('delete from match_subscriptions where const_id = $1', [constId]);
}

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
}

/** Saves a browser's subscription for the player (taking over an endpoint another player had). */
export async function savePushSubscription(db: Query, userId: number, s: Omit<PushTarget, 'id'>): Promise<void> {
  await db.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, lang) values ($1, $2, $3, $4, $5)
     on conflict (endpoint) do update
       set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang`,
    [userId, s.endpoint, s.p256dh, s.auth, s.lang],
  );
}

/** Deletes the player's subscription of that endpoint; true when there was one. */
export async function deletePushSubscription(db: Query, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db.query('delete from push_subscriptions where user_id = $1 and endpoint = $2 returning id', [
    userId,
    endpoint,
  ]);
  return rows.length > 0;
}

/** Queues one push per browser of each player: a notice each one's texts are written for. */
export async function queuePushes(db: Query, userId: number, payloadOf: (lang: string) => unknown): Promise<number> {
  const targets = await db.query<{ id: unknown; lang: string }>(
    'select id, lang from push_subscriptions where user_id = $1',
    [userId],
  );
  for (const t of targets) {
    await db.query('insert into push_deliveries (subscription_id, payload) values ($1, $2)', [
      asNumber(t.id),
      JSON.stringify(payloadOf(t.lang)),
    ]);
  }
  return targets.length;
}

export interface Delivery {
  id: number;
  attempts: number;
  payload: unknown;
  target: PushTarget;
}

/** Claims up to `limit` due deliveries for `lockMs` (another claimant skips them meanwhile). */
export async function claimDeliveries(db: Query, now: Date, limit: number, lockMs: number): Promise<Delivery[]> {
  const rows = await db.query<{
    id: unknown;
    attempts: number;
    payload: unknown;
    sid: unknown;
    endpoint: string;
    p256dh: string;
    auth: string;
    lang: string;
  }>(
    `with due as (
       select id from push_deliveries
       where next_at <= $1 and (locked_until is null or locked_until <= $1)
       order by id limit $2 for update skip locked)
     update push_deliveries d set locked_until = $1::timestamptz + ($3 || ' milliseconds')::interval
     from due, push_subscriptions s
     where d.id = due.id and s.id = d.subscription_id
     returning d.id, d.attempts, d.payload, s.id as sid, s.endpoint, s.p256dh, s.auth, s.lang`,
    [now, limit, String(lockMs)],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    attempts: r.attempts,
    payload: r.payload,
    target: { id: asNumber(r.sid), endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, lang: r.lang },
  }));
}

export async function deleteDelivery(db: Query, id: number): Promise<void> {
  await db.query('delete from push_deliveries where id = $1', [id]);
}

/** The push service said the subscription is gone (404/410): it and its queued pushes go. */
export async function deleteGoneSubscription(db: Query, subscriptionId: number): Promise<void> {
  await db.query('delete from push_subscriptions where id = $1', [subscriptionId]);
}

export async function retryDelivery(db: Query, id: number, at: Date): Promise<void> {
  await db.query(
    'update push_deliveries set attempts = attempts + 1, next_at = $2, locked_until = null where id = $1',
    [id, at],
  );
}

-- Match-event subscriptions and Web Push (issue 23 §4, ADR 0069): the events a player follows per game,
-- the browsers' push subscriptions, and the queue of push deliveries the leader sends and retries.

-- One row per (player, game): the events chosen (start, goal, red_card, period_end, result). Saving an
-- empty set deletes the row. The game is kept by its const id, so a line id and its live id are one game.
create table match_subscriptions (
  user_id bigint not null references users(id),
  const_id bigint not null,
  sport_id integer not null,
  events text[] not null check (cardinality(events) > 0),
  -- The language the player chose on (the notices' words).
  lang text not null default 'en',
  updated_at timestamptz not null default now(),
  primary key (user_id, const_id)
);
create index match_subscriptions_game on match_subscriptions (const_id);

-- A browser's push subscription (the push service's endpoint and the keys that encrypt for it). An
-- endpoint belongs to one player: a second player signing in on the same browser takes it over.
create table push_subscriptions (
  id bigserial primary key,
  user_id bigint not null references users(id),
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  lang text not null default 'en',
  created_at timestamptz not null default now()
);
create index push_subscriptions_user on push_subscriptions (user_id);

-- Pushes waiting to be sent: claimed by the leader (locked_until), deleted once the push service took
-- them (or said the subscription is gone), retried with a growing pause otherwise.
create table push_deliveries (
  id bigserial primary key,
  subscription_id bigint not null references push_subscriptions(id) on delete cascade,
  payload jsonb not null,
  attempts integer not null default 0,
  next_at timestamptz not null default now(),
  locked_until timestamptz,
  created_at timestamptz not null default now()
);
create index push_deliveries_due on push_deliveries (next_at);

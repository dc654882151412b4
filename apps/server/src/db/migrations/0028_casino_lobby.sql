-- The casino lobby (issue 21, docs/decisions/0037-casino-lobby.md): the casino games a player stars.
-- A casino game's id is `<provider>:<slug>` (text), so it has a table of its own beside `favorites`
-- (whose ids are the feed's numbers). The order is the order of adding.
create table favorite_casino_games (
  user_id bigint not null references users(id) on delete cascade,
  game_id text not null check (length(game_id) <= 96),
  added_at timestamptz not null default now(),
  primary key (user_id, game_id)
);

-- Game history reads a player's rounds; recently played reads their games.
create index casino_transactions_user_round on casino_transactions (user_id, provider_id, round);

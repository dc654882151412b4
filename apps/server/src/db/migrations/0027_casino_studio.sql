-- Our casino studio (issue 21 section 2, ADR 0036): a provider with data of its own. It knows players
-- only as the platform's wallet (user/info) tells it, so nothing here references the platform's tables.

-- Provably fair seed pairs (docs/domain/casino.md): the server seed is committed by its SHA-256 before
-- play and revealed at rotation. `owner` is `player:<platform user id>` or `demo:<studio session id>`;
-- an owner has one current (unrevealed) pair, whose next_nonce counts its bets from 0.
create table studio_seed_pairs (
  id bigserial primary key,
  owner text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce integer not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null,
  revealed_at timestamptz
);
create unique index studio_seed_pairs_current on studio_seed_pairs (owner) where revealed_at is null;

-- The studio's sessions: the bearer id the studio front end sends. A real session holds the platform's
-- game-session token and player id (for the signed wallet calls) and plays one game; a demo session
-- holds its fun money and plays any game.
create table studio_sessions (
  id text primary key,
  mode text not null check (mode in ('real', 'demo')),
  owner text not null,
  platform_user text,
  platform_token text,
  game text,
  currency text not null,
  demo_balance bigint check (demo_balance >= 0),
  lang text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check ((mode = 'real') = (platform_token is not null and platform_user is not null and game is not null)),
  check ((mode = 'demo') = (demo_balance is not null))
);

-- Every round with what verifies it: its seed pair and nonce (the client seed as played), its params,
-- the full state (mines' positions and a blackjack's cards, secret while open), stake and win.
-- wallet_state: 'demo' (no wallet), 'open' (bets taken, no win sent), 'win_pending' (the win call
-- failed and is retried), 'settled' (the closing win was answered).
create table studio_rounds (
  id text primary key,
  session_id text not null references studio_sessions(id),
  owner text not null,
  game text not null,
  status text not null check (status in ('open', 'closed')),
  currency text not null,
  params jsonb not null,
  state jsonb not null,
  stake bigint not null check (stake >= 0),
  win bigint not null default 0 check (win >= 0),
  bets integer not null default 1,
  seed_pair_id bigint not null references studio_seed_pairs(id),
  client_seed text not null,
  nonce integer not null check (nonce >= 0),
  wallet_state text not null check (wallet_state in ('demo', 'open', 'win_pending', 'settled')),
  version integer not null default 0,
  created_at timestamptz not null,
  closed_at timestamptz,
  unique (seed_pair_id, nonce)
);
-- One open round per session and game of many steps (mines, blackjack).
create unique index studio_rounds_one_open on studio_rounds (session_id, game)
  where status = 'open' and game in ('mines', 'blackjack');
create index studio_rounds_owner_open on studio_rounds (owner) where status = 'open';
create index studio_rounds_win_pending on studio_rounds (created_at) where wallet_state = 'win_pending';

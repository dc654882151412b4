-- The studio's live crash game (ADR 0058). Rounds come from a reverse SHA-256 hash chain: the secret
-- seed stays here, the terminating hash (commitment) and the public salt are published before the
-- chain's first round; next_index is the next round to play (rounds use the chain backwards).
create table studio_crash_chains (
  id bigserial primary key,
  room text not null,
  seed text not null,
  commitment text not null,
  salt text not null,
  length integer not null check (length > 0),
  next_index integer not null default 0 check (next_index >= 0),
  created_at timestamptz not null
);
create unique index studio_crash_chains_current on studio_crash_chains (room) where next_index < length;

-- Every played round: its number in the room, the chain hash (public once busted) and crash point.
create table studio_crash_rounds (
  room text not null,
  round integer not null,
  chain_id bigint not null references studio_crash_chains(id),
  chain_index integer not null,
  hash text not null,
  result_hash text not null,
  point numeric(12, 2) not null,
  started_at timestamptz not null,
  busted_at timestamptz,
  primary key (room, round)
);

-- Every bet. wallet_state as studio_rounds': 'demo' (fun money), 'open' (stake taken, no win sent),
-- 'win_pending' (win decided, not yet answered: the sweep sends it again), 'settled', 'void' (the
-- round was cut short by a restart before it busted: the stake was given back).
create table studio_crash_bets (
  id text primary key,
  room text not null,
  round integer not null,
  session_id text not null references studio_sessions(id),
  player text not null,
  currency text not null,
  stake bigint not null check (stake > 0),
  auto_cash_out numeric(12, 2),
  cash_out numeric(12, 2),
  win bigint check (win >= 0),
  wallet_state text not null check (wallet_state in ('demo', 'open', 'win_pending', 'settled', 'void')),
  created_at timestamptz not null,
  closed_at timestamptz,
  unique (room, round, session_id)
);
create index studio_crash_bets_pending on studio_crash_bets (created_at) where wallet_state = 'win_pending';

-- The studio's progressive jackpot (ADR 0066). One pool per currency: what a win pays now and the seed it
-- starts from again; the share of each settled real round of a contributing game is added as the round is
-- marked settled (settle-queue.ts), so a round feeds the pool exactly once.
create table studio_jackpot_pools (
  currency text primary key,
  amount bigint not null check (amount >= 0),
  seed bigint not null check (seed >= 0),
  won_count integer not null default 0,
  updated_at timestamptz not null
);

-- Every won draw: one per round (its id is the primary key, so a round is claimed once), with the pool
-- it took and what verifies it. wallet_state as studio_rounds': 'win_pending' until the wallet answered
-- the jackpot's `transaction/win` (`<round>:jackpot`; the sweep sends it again), then 'settled'; 'open'
-- when the wallet refused it for good.
create table studio_jackpot_wins (
  round_id text primary key references studio_rounds(id),
  currency text not null,
  amount bigint not null check (amount >= 0),
  session_id text not null references studio_sessions(id),
  owner text not null,
  game text not null,
  draw_hash text not null,
  wallet_state text not null check (wallet_state in ('win_pending', 'settled', 'open')),
  created_at timestamptz not null,
  paid_at timestamptz
);
create index studio_jackpot_wins_pending on studio_jackpot_wins (created_at) where wallet_state = 'win_pending';
create index studio_jackpot_wins_latest on studio_jackpot_wins (created_at desc);

-- Games and markets suspended by risk staff (docs/decisions/0053-backoffice-exposure.md). A row with
-- lifted_at null is in force: the engine's offer shows every outcome it covers blocked (B), so the feeds
-- show locked prices and the coupon refuses bets on it (eventBlocked). market_group null suspends the
-- whole game. Unsuspending sets lifted_at; rows are never deleted, so the history stays.
create table trading_suspensions (
  id bigserial primary key,
  const_id bigint not null,
  market_group integer,
  reason text not null check (length(reason) between 3 and 500),
  suspended_by bigint not null references staff_users(id),
  suspended_at timestamptz not null default now(),
  lifted_by bigint references staff_users(id),
  lifted_at timestamptz,
  lift_reason text,
  check ((lifted_at is null) = (lifted_by is null))
);

-- At most one suspension in force per game and market (-1 stands for the whole game).
create unique index trading_suspensions_active on trading_suspensions (const_id, coalesce(market_group, -1))
  where lifted_at is null;

-- A player's stake factor set by risk staff: the coupon multiplies the player's maximum stake by it
-- (0 = the player cannot bet, 0.5 = half the usual maximum). No row means 1.
create table player_stake_factors (
  user_id bigint primary key references users(id),
  factor numeric(7, 3) not null check (factor >= 0 and factor <= 100),
  reason text not null check (length(reason) between 3 and 500),
  set_by bigint not null references staff_users(id),
  set_at timestamptz not null default now()
);

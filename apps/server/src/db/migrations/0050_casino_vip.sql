-- The casino VIP club's weekly premium cashback (issue 21 §4, ADR 0067): one row per (player, currency,
-- ISO week) once the week closed, with the figures it was computed from. The levels are data in
-- packages/shared (wire/casino-vip.ts) and read from the casino wallet's rows; nothing is stored for them.
-- The credit itself is one ledger transaction bonus_cost -> player_cash keyed
-- casino_cashback:<user>:<currency>:<week>, so a replay, a second leader or a lost row moves nothing.
create table casino_cashback_weeks (
  user_id bigint not null references users(id),
  currency_id integer not null,
  week_start date not null,
  stakes bigint not null,
  wins bigint not null,
  net_loss bigint not null,
  level text not null,
  percent integer not null,
  amount bigint not null check (amount >= 0),
  -- due: to credit; held: player protection refused it (retried by every sweep); credited; none: nothing to pay.
  status text not null check (status in ('due', 'held', 'credited', 'none')),
  tx_id bigint references ledger_transactions(id),
  created_at timestamptz not null,
  credited_at timestamptz,
  primary key (user_id, currency_id, week_start),
  constraint casino_cashback_weeks_nothing check ((status = 'none') = (amount = 0)),
  constraint casino_cashback_weeks_posted check ((status = 'credited') = (tx_id is not null))
);
create index casino_cashback_weeks_open on casino_cashback_weeks (status) where status in ('due', 'held');

-- Bring a friend (issue 22 §3, ADR 0061): a referral tag per player, one referrer per referred player,
-- and the commission credited per (referrer, referred, UTC day, currency) to the referrer's
-- player_referral account from the house's referral_payouts account.

-- The new player account kind, added to whatever kinds the check already lists (other migrations add
-- kinds too): the list is read from the constraint itself, so no kind is lost whatever the order.
do $$
declare
  v_kinds text;
begin
  select string_agg(quote_literal(k), ', ' order by k) into v_kinds from (
    select m[1] as k
    from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
    where c.conname = 'ledger_accounts_kind_check' and c.conrelid = 'ledger_accounts'::regclass
    union
    select 'player_referral') s;
  alter table ledger_accounts drop constraint ledger_accounts_kind_check;
  execute format('alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (%s))', v_kinds);
end;
$$;

create table referral_tags (
  user_id bigint primary key references users(id),
  tag text not null unique,
  created_at timestamptz not null default now()
);

-- One referrer per player (the primary key), never the player themself.
create table referrals (
  id bigserial unique,
  referred_id bigint primary key references users(id),
  referrer_id bigint not null references users(id),
  tag text not null,
  created_at timestamptz not null,
  hidden_at timestamptz,
  constraint referrals_not_self check (referred_id <> referrer_id)
);
create index referrals_referrer on referrals (referrer_id, created_at desc);

-- One row per swept period: the revenue seen and what was credited (0 and no transaction when the
-- revenue was not positive). The ledger key referral:<referrer>:<referred>:<period>:<currency> holds
-- the credit once even if this row is lost.
create table referral_commissions (
  referrer_id bigint not null references users(id),
  referred_id bigint not null references users(id),
  period date not null,
  currency_id integer not null,
  revenue bigint not null,
  amount bigint not null check (amount >= 0),
  percent integer not null,
  tx_id bigint references ledger_transactions(id),
  created_at timestamptz not null,
  primary key (referrer_id, referred_id, period, currency_id),
  constraint referral_commissions_posted check ((amount > 0) = (tx_id is not null))
);

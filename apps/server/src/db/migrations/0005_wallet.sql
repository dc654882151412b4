-- Money (docs/domain/ledger.md): a double-entry ledger, payments through providers, deposit limits.
-- Every balance change runs as ONE statement (a function below): one round trip, atomic on PGlite
-- and PostgreSQL alike, no read-then-write in application code. Errors carry our own SQLSTATEs:
-- FL400 bad legs, FL402 insufficient funds, FL404 not found, FL409 idempotency conflict or state clash.

-- Player accounts are owned and cache their balance (never below zero). System accounts (house,
-- clearing, …) are unowned and keep no cached balance: their balance is the sum of their entries,
-- so a deposit or a settlement never queues behind one hot row.
create table ledger_accounts (
  id bigserial primary key,
  owner_id bigint references users(id),
  currency_id integer not null,
  kind text not null check (kind in (
    'player_cash', 'player_bonus', 'player_points', 'open_stakes', 'pending_withdrawal',
    'house_revenue', 'bonus_cost', 'payment_clearing', 'casino_clearing', 'referral_payouts', 'points_issued')),
  balance bigint,
  is_active boolean not null default false,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ledger_accounts_owner check ((owner_id is null) = (kind in (
    'house_revenue', 'bonus_cost', 'payment_clearing', 'casino_clearing', 'referral_payouts', 'points_issued'))),
  constraint ledger_accounts_cached check ((owner_id is null) = (balance is null)),
  constraint ledger_accounts_non_negative check (balance >= 0),
  constraint ledger_accounts_active_cash check (not is_active or kind = 'player_cash'),
  -- Deferred so that switching the active account in one statement never trips over itself.
  constraint ledger_accounts_one_active exclude using btree (owner_id with =) where (is_active)
    deferrable initially deferred
);
create unique index ledger_accounts_player on ledger_accounts (owner_id, currency_id, kind) where owner_id is not null;
create unique index ledger_accounts_system on ledger_accounts (kind, currency_id) where owner_id is null;

create table ledger_transactions (
  id bigserial primary key,
  kind text not null,
  idempotency_key text not null unique,
  request_hash text not null,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions(id),
  account_id bigint not null references ledger_accounts(id),
  amount bigint not null check (amount <> 0),
  created_at timestamptz not null default now()
);
create index ledger_entries_account on ledger_entries (account_id, id desc);
create index ledger_entries_transaction on ledger_entries (transaction_id);

-- Entries and transactions are immutable: a mistake is fixed by a correcting transaction.
create function refuse_ledger_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function refuse_ledger_change();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function refuse_ledger_change();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function refuse_ledger_change();
create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
  for each statement execute function refuse_ledger_change();

-- The system account of a kind and currency, made on first use.
create function ledger_system_account(p_kind text, p_currency integer) returns bigint language plpgsql as $$
declare
  v_id bigint;
begin
  select id into v_id from ledger_accounts where owner_id is null and kind = p_kind and currency_id = p_currency;
  if v_id is null then
    insert into ledger_accounts (kind, currency_id) values (p_kind, p_currency)
      on conflict (kind, currency_id) where owner_id is null do nothing returning id into v_id;
    if v_id is null then
      select id into v_id from ledger_accounts where owner_id is null and kind = p_kind and currency_id = p_currency;
    end if;
  end if;
  return v_id;
end;
$$;

-- The player's account of a kind and currency, made on first use.
create function ledger_player_account(p_owner bigint, p_currency integer, p_kind text) returns bigint language plpgsql as $$
declare
  v_id bigint;
begin
  select id into v_id from ledger_accounts where owner_id = p_owner and currency_id = p_currency and kind = p_kind;
  if v_id is null then
    insert into ledger_accounts (owner_id, currency_id, kind, balance) values (p_owner, p_currency, p_kind, 0)
      on conflict (owner_id, currency_id, kind) where owner_id is not null do nothing returning id into v_id;
    if v_id is null then
      select id into v_id from ledger_accounts where owner_id = p_owner and currency_id = p_currency and kind = p_kind;
    end if;
  end if;
  return v_id;
end;
$$;

-- Posts one balanced transaction: legs = [{account_id, amount}] (signed minor units). A replay of the
-- same idempotency key and request hash returns the first transaction and moves nothing; the same key
-- with another hash is refused. Player rows are locked in id order (no deadlocks), then each balance
-- moves by `balance + delta` only where it stays ≥ 0: an overdraft aborts the whole statement.
-- The lock is FOR NO KEY UPDATE, like the balance UPDATE itself: it must not clash with the KEY SHARE
-- locks that foreign keys (payments, entries) take on the same rows, or two requests deadlock.
create function ledger_post(
  p_kind text, p_key text, p_hash text, p_legs jsonb,
  p_metadata jsonb default '{}'::jsonb, p_at timestamptz default now()
) returns table (tx_id bigint, replayed boolean) language plpgsql as $$
declare
  v_id bigint;
  v_hash text;
  v_accounts bigint[];
  v_amounts bigint[];
  v_found integer;
  v_owned integer;
  v_updated integer;
begin
  insert into ledger_transactions as t (kind, idempotency_key, request_hash, metadata, created_at)
    values (p_kind, p_key, p_hash, coalesce(p_metadata, '{}'::jsonb), p_at)
    on conflict (idempotency_key) do nothing
    returning t.id into v_id;
  if v_id is null then
    select t.id, t.request_hash into v_id, v_hash from ledger_transactions t where t.idempotency_key = p_key;
    if v_hash is distinct from p_hash then
      raise exception 'idempotency key % was used for another request', p_key using errcode = 'FL409';
    end if;
    return query select v_id, true;
    return;
  end if;

  select array_agg((j->>'account_id')::bigint), array_agg((j->>'amount')::bigint)
    into v_accounts, v_amounts
    from jsonb_array_elements(p_legs) j;
  if coalesce(array_length(v_accounts, 1), 0) < 2
     or exists (select 1 from unnest(v_accounts, v_amounts) l(a, m) where a is null or m is null or m = 0) then
    raise exception 'a transaction needs two or more non-zero legs' using errcode = 'FL400';
  end if;
  select count(*), count(*) filter (where a.owner_id is not null) into v_found, v_owned
    from ledger_accounts a where a.id = any(v_accounts);
  if v_found <> (select count(distinct x) from unnest(v_accounts) x) then
    raise exception 'unknown ledger account' using errcode = 'FL400';
  end if;
  if exists (
    select 1 from unnest(v_accounts, v_amounts) l(a, m) join ledger_accounts acc on acc.id = l.a
    group by acc.currency_id, acc.kind in ('player_points', 'points_issued')
    having sum(l.m) <> 0
  ) then
    raise exception 'legs do not sum to zero per currency' using errcode = 'FL400';
  end if;

  perform 1 from ledger_accounts where id = any(v_accounts) and owner_id is not null order by id for no key update;
  with delta as (
    select l.a as account_id, sum(l.m) as amount from unnest(v_accounts, v_amounts) l(a, m) group by l.a
  ), moved as (
    update ledger_accounts acc set balance = acc.balance + delta.amount, updated_at = now()
      from delta
      where acc.id = delta.account_id and acc.owner_id is not null and acc.balance + delta.amount >= 0
      returning acc.id
  )
  select count(*) into v_updated from moved;
  if v_updated <> v_owned then
    raise exception 'insufficient funds' using errcode = 'FL402';
  end if;

  insert into ledger_entries (transaction_id, account_id, amount, created_at)
    select v_id, l.a, l.m, p_at from unnest(v_accounts, v_amounts) l(a, m);
  return query select v_id, false;
end;
$$;

-- Payments: deposits (pending → credited | declined | rejected) and withdrawals
-- (requested → paid | rejected). public_id is what the provider and its hosted page see.
create table payments (
  id bigserial primary key,
  public_id text not null unique,
  user_id bigint not null references users(id),
  kind text not null check (kind in ('deposit', 'withdrawal')),
  provider text not null,
  status text not null check (status in ('pending', 'credited', 'declined', 'rejected', 'requested', 'paid')),
  amount bigint not null check (amount > 0),
  currency_id integer not null,
  account_id bigint not null references ledger_accounts(id),
  -- The amount in the user's registration currency, the currency deposit limits are set in.
  limit_amount bigint not null default 0,
  client_key text,
  provider_tx_id text,
  request_hash text,
  method text,
  reason text,
  return_lang text,
  ledger_tx_id bigint references ledger_transactions(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz
);
create unique index payments_provider_tx on payments (provider, provider_tx_id) where provider_tx_id is not null;
create unique index payments_client_key on payments (user_id, client_key) where client_key is not null;
create index payments_user on payments (user_id, kind, created_at desc);
create index payments_credited on payments (user_id, settled_at) where kind = 'deposit' and status = 'credited';
create index payments_requested on payments (created_at) where status = 'requested';

-- Deposit limits per period, in the user's registration currency. A decrease applies at once; an
-- increase or a removal waits 24 hours as pending_amount (null = removal) until pending_effective_at.
create table deposit_limits (
  user_id bigint not null references users(id),
  period text not null check (period in ('24h', '7d', '1m')),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, period)
);

create function deposit_limit_effective(p_amount bigint, p_pending bigint, p_pending_at timestamptz, p_now timestamptz)
returns bigint language sql immutable as $$
  select case when p_pending_at is not null and p_pending_at <= p_now then p_pending else p_amount end
$$;

create function deposit_limit_window(p_period text) returns interval language sql immutable as $$
  select case p_period when '24h' then interval '24 hours' when '7d' then interval '7 days' else interval '1 month' end
$$;

-- The period whose limit `p_extra` more would break (the tightest first), or null.
create function deposit_limit_breach(p_user bigint, p_extra bigint, p_now timestamptz) returns text language sql stable as $$
  select l.period
  from deposit_limits l
  cross join lateral (
    select coalesce(sum(p.limit_amount), 0) as deposited from payments p
    where p.user_id = p_user and p.kind = 'deposit' and p.status = 'credited'
      and p.settled_at > p_now - deposit_limit_window(l.period) and p.settled_at <= p_now
  ) d
  where l.user_id = p_user
    and deposit_limit_effective(l.amount, l.pending_amount, l.pending_effective_at, p_now) is not null
    and d.deposited + p_extra > deposit_limit_effective(l.amount, l.pending_amount, l.pending_effective_at, p_now)
  order by deposit_limit_effective(l.amount, l.pending_amount, l.pending_effective_at, p_now) - d.deposited
  limit 1
$$;

-- Sets (p_amount) or removes (null) one limit under the decrease-now, increase-after-24-h rule.
create function deposit_limit_set(p_user bigint, p_period text, p_amount bigint, p_now timestamptz)
returns void language plpgsql as $$
declare
  r deposit_limits;
  v_current bigint;
begin
  select * into r from deposit_limits where user_id = p_user and period = p_period for update;
  v_current := case when found
    then deposit_limit_effective(r.amount, r.pending_amount, r.pending_effective_at, p_now) end;
  if p_amount is not null and (v_current is null or p_amount <= v_current) then
    insert into deposit_limits (user_id, period, amount, updated_at) values (p_user, p_period, p_amount, p_now)
      on conflict (user_id, period) do update
      set amount = excluded.amount, pending_amount = null, pending_effective_at = null, updated_at = p_now;
  elsif v_current is null then
    delete from deposit_limits where user_id = p_user and period = p_period;
  else
    update deposit_limits
      set amount = v_current, pending_amount = p_amount, pending_effective_at = p_now + interval '24 hours', updated_at = p_now
      where user_id = p_user and period = p_period;
  end if;
end;
$$;

-- Settles a deposit from the provider's callback, once: a replay (same provider id and hash) returns
-- the first outcome; anything else for a settled deposit is refused. The deposit limits are checked
-- against credited deposits while the user's limit rows are locked, in the same statement as the credit.
create function payment_settle_deposit(
  p_public_id text, p_provider_tx_id text, p_hash text, p_succeeded boolean, p_method text, p_now timestamptz
) returns table (r_payment_id bigint, r_status text, r_reason text, r_replayed boolean) language plpgsql as $$
declare
  p payments;
  v_status text;
  v_reason text;
  v_breach text;
  v_tx bigint;
begin
  select * into p from payments where public_id = p_public_id and kind = 'deposit' for update;
  if not found then
    raise exception 'deposit not found' using errcode = 'FL404';
  end if;
  if p.provider_tx_id is not null then
    if p.provider_tx_id = p_provider_tx_id and p.request_hash = p_hash then
      return query select p.id, p.status, p.reason, true;
      return;
    end if;
    raise exception 'deposit % is already settled', p.public_id using errcode = 'FL409';
  end if;

  if not p_succeeded then
    v_status := 'declined';
    v_reason := 'declined_by_provider';
  else
    perform 1 from deposit_limits where user_id = p.user_id order by period for update;
    v_breach := deposit_limit_breach(p.user_id, p.limit_amount, p_now);
    if v_breach is not null then
      v_status := 'rejected';
      v_reason := 'deposit_limit_' || v_breach;
    else
      update ledger_accounts set closed_at = null where owner_id = p.user_id and currency_id = p.currency_id and closed_at is not null;
      select tx_id into v_tx from ledger_post(
        'deposit', 'deposit:' || p.provider || ':' || p_provider_tx_id, p_hash,
        jsonb_build_array(
          jsonb_build_object('account_id', ledger_system_account('payment_clearing', p.currency_id), 'amount', -p.amount),
          jsonb_build_object('account_id', p.account_id, 'amount', p.amount)),
        jsonb_build_object('payment_id', p.id, 'provider', p.provider), p_now);
      v_status := 'credited';
    end if;
  end if;
  update payments
    set provider_tx_id = p_provider_tx_id, request_hash = p_hash, status = v_status, reason = v_reason,
        method = coalesce(p_method, method), ledger_tx_id = v_tx, settled_at = p_now, updated_at = now()
    where id = p.id;
  return query select p.id, v_status, v_reason, false;
end;
$$;

-- A withdrawal request: player cash → pending withdrawal, with the payment row, or nothing at all.
create function payment_request_withdrawal(
  p_user bigint, p_account bigint, p_amount bigint, p_key text, p_hash text, p_public_id text, p_provider text, p_now timestamptz
) returns table (r_payment_id bigint, r_public_id text, r_status text, r_replayed boolean) language plpgsql as $$
declare
  a ledger_accounts;
  e payments;
  v_id bigint;
  v_tx bigint;
begin
  select * into a from ledger_accounts
    where id = p_account and owner_id = p_user and kind = 'player_cash' and closed_at is null;
  if not found then
    raise exception 'account not found' using errcode = 'FL404';
  end if;
  insert into payments (public_id, user_id, kind, provider, status, amount, currency_id, account_id, client_key, request_hash, created_at)
    values (p_public_id, p_user, 'withdrawal', p_provider, 'requested', p_amount, a.currency_id, a.id, p_key, p_hash, p_now)
    on conflict (user_id, client_key) where client_key is not null do nothing
    returning id into v_id;
  if v_id is null then
    select * into e from payments where user_id = p_user and client_key = p_key;
    if e.kind <> 'withdrawal' or e.request_hash is distinct from p_hash then
      raise exception 'idempotency key % was used for another request', p_key using errcode = 'FL409';
    end if;
    return query select e.id, e.public_id, e.status, true;
    return;
  end if;
  select tx_id into v_tx from ledger_post(
    'withdrawal_requested', 'withdrawal:' || v_id || ':requested', p_hash,
    jsonb_build_array(
      jsonb_build_object('account_id', a.id, 'amount', -p_amount),
      jsonb_build_object('account_id', ledger_player_account(p_user, a.currency_id, 'pending_withdrawal'), 'amount', p_amount)),
    jsonb_build_object('payment_id', v_id), p_now);
  update payments set ledger_tx_id = v_tx where id = v_id;
  return query select v_id, p_public_id, 'requested'::text, false;
end;
$$;

-- The operator's decision on a requested withdrawal: paid (pending → clearing) or rejected (pending → cash).
create function payment_finish_withdrawal(p_payment bigint, p_paid boolean, p_reason text, p_now timestamptz)
returns table (r_status text, r_changed boolean) language plpgsql as $$
declare
  p payments;
  v_target text := case when p_paid then 'paid' else 'rejected' end;
  v_pending bigint;
  v_to bigint;
begin
  select * into p from payments where id = p_payment and kind = 'withdrawal' for update;
  if not found then
    raise exception 'withdrawal not found' using errcode = 'FL404';
  end if;
  if p.status = v_target then
    return query select p.status, false;
    return;
  end if;
  if p.status <> 'requested' then
    raise exception 'withdrawal is already %', p.status using errcode = 'FL409';
  end if;
  v_pending := ledger_player_account(p.user_id, p.currency_id, 'pending_withdrawal');
  v_to := case when p_paid then ledger_system_account('payment_clearing', p.currency_id) else p.account_id end;
  perform ledger_post(
    'withdrawal_' || v_target, 'withdrawal:' || p.id || ':' || v_target, v_target,
    jsonb_build_array(
      jsonb_build_object('account_id', v_pending, 'amount', -p.amount),
      jsonb_build_object('account_id', v_to, 'amount', p.amount)),
    jsonb_build_object('payment_id', p.id), p_now);
  update payments set status = v_target, reason = p_reason, settled_at = p_now, updated_at = now() where id = p.id;
  return query select v_target, true;
end;
$$;

-- Opens (or reopens) the player's cash, bonus and points accounts in a currency; the first open
-- cash account becomes the active one.
create function wallet_open_currency_account(p_user bigint, p_currency integer) returns bigint language plpgsql as $$
declare
  v_cash bigint;
begin
  perform 1 from users where id = p_user for no key update;
  v_cash := ledger_player_account(p_user, p_currency, 'player_cash');
  perform ledger_player_account(p_user, p_currency, 'player_bonus');
  perform ledger_player_account(p_user, p_currency, 'player_points');
  update ledger_accounts set closed_at = null where owner_id = p_user and currency_id = p_currency and closed_at is not null;
  if not exists (select 1 from ledger_accounts where owner_id = p_user and is_active) then
    update ledger_accounts set is_active = true where id = v_cash;
  end if;
  return v_cash;
end;
$$;

-- Opens the registration currency's accounts for a user who has none yet.
create function wallet_ensure_accounts(p_user bigint) returns void language plpgsql as $$
begin
  if not exists (select 1 from ledger_accounts where owner_id = p_user and kind = 'player_cash') then
    perform wallet_open_currency_account(p_user, (select currency_id from users where id = p_user));
  end if;
end;
$$;

-- Closes a currency account when every balance in that currency (pending withdrawals included) is zero
-- and another stays open; a deposit still in flight reopens it when credited.
-- Answers closed | not_found | not_empty | last_account.
create function wallet_close_currency_account(p_user bigint, p_account bigint) returns text language plpgsql as $$
declare
  a ledger_accounts;
  v_next bigint;
begin
  perform 1 from ledger_accounts where owner_id = p_user order by id for no key update;
  select * into a from ledger_accounts
    where id = p_account and owner_id = p_user and kind = 'player_cash' and closed_at is null;
  if not found then
    return 'not_found';
  end if;
  if exists (select 1 from ledger_accounts where owner_id = p_user and currency_id = a.currency_id and balance <> 0) then
    return 'not_empty';
  end if;
  select id into v_next from ledger_accounts
    where owner_id = p_user and kind = 'player_cash' and closed_at is null and id <> a.id order by id limit 1;
  if v_next is null then
    return 'last_account';
  end if;
  update ledger_accounts set closed_at = now(), is_active = false where owner_id = p_user and currency_id = a.currency_id;
  if a.is_active then
    update ledger_accounts set is_active = true where id = v_next;
  end if;
  return 'closed';
end;
$$;

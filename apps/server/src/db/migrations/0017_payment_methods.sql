-- Payment methods as data (ADR 0022): what the cashier offers per brand, currency and direction,
-- with the provider that serves it and its minimum and maximum in minor units. A row with brand_id
-- null is the default for every brand; a brand's own row for the same code, direction and currency
-- replaces it (enabled = false takes the method away for that brand).
create table payment_methods (
  id serial primary key,
  brand_id integer references brands(id),
  code text not null check (code ~ '^[a-z][a-z0-9_]{1,31}$'),
  provider text not null,
  logo text not null,
  direction text not null check (direction in ('deposit', 'withdrawal')),
  currency_id integer not null,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  position integer not null default 0,
  enabled boolean not null default true,
  check (max_amount >= min_amount)
);
create unique index payment_methods_key on payment_methods (coalesce(brand_id, 0), code, direction, currency_id);

-- The two sandbox methods: a test card (fiat only) and the Fairpay e-wallet (fiat and crypto).
-- Limits are round amounts near 1–10,000 USD (card) and 5–2,000 USD (e-wallet) in each currency,
-- written per currency in major units and stored in minor units.
insert into payment_methods (code, provider, logo, direction, currency_id, min_amount, max_amount, position)
select m.code, m.provider, m.code, d.direction, c.id,
       (case m.code when 'card' then c.card_min else c.wallet_min end * 10 ^ c.digits)::bigint,
       (case m.code when 'card' then c.card_max else c.wallet_max end * 10 ^ c.digits)::bigint,
       m.position
from (values
  (1, 2, 100, 1000000, 500, 200000),
  (2, 2, 50, 500000, 200, 100000),
  (3, 2, 2, 20000, 20, 5000),
  (4, 2, 500, 5000000, 2000, 1000000),
  (5, 2, 10000, 100000000, 50000, 20000000),
  (6, 2, 2, 20000, 10, 2000),
  (7, 2, 500, 5000000, 2000, 1000000),
  (8, 2, 100, 1000000, 500, 200000),
  (9, 2, 20, 200000, 100, 50000),
  (10, 2, 1, 10000, 5, 2000),
  (11, 2, 1, 10000, 5, 2000),
  (12, 2, 1, 10000, 5, 2000),
  (13, 2, 20, 200000, 200, 50000),
  (14, 2, 5, 50000, 20, 10000),
  (15, 2, 100, 1000000, 500, 200000),
  (16, 2, 2000, 20000000, 10000, 2000000),
  (17, 2, 100, 1000000, 500, 200000),
  (18, 2, 5, 50000, 20, 5000),
  (19, 2, 20, 200000, 100, 20000),
  (20, 2, 2, 20000, 10, 5000),
  (21, 2, 100, 1000000, 500, 200000),
  (22, 2, 10, 100000, 50, 20000),
  (23, 2, 5, 50000, 20, 5000),
  (24, 2, 5, 50000, 20, 10000),
  (25, 2, 50, 500000, 200, 100000),
  (26, 2, 5, 50000, 20, 10000),
  (27, 3, 1000, 10000000, 5000, 2000000),
  (28, 0, 1000, 10000000, 5000, 2000000),
  (100, 8, null, null, 0.0001, 0.02),
  (101, 8, null, null, 0.002, 1),
  (102, 2, null, null, 5, 2000)
) as c(id, digits, card_min, card_max, wallet_min, wallet_max)
cross join (values ('card', 'sandbox', 1), ('ewallet', 'sandbox_wallet', 2)) as m(code, provider, position)
cross join (values ('deposit'), ('withdrawal')) as d(direction)
where case m.code when 'card' then c.card_min else c.wallet_min end is not null;

-- A deposit the player abandoned on the provider's page is 'cancelled'; the method chosen is kept.
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('pending', 'credited', 'declined', 'cancelled', 'rejected', 'requested', 'paid'));
alter table payments add column method_code text;

-- payment_settle_deposit of 0005 with the provider's outcome as a word instead of a boolean, so a
-- cancellation is settled (once, replay-safe) like a decline: recorded, nothing credited.
drop function payment_settle_deposit(text, text, text, boolean, text, timestamptz);
create function payment_settle_deposit(
  p_public_id text, p_provider_tx_id text, p_hash text, p_outcome text, p_method text, p_now timestamptz
) returns table (r_payment_id bigint, r_status text, r_reason text, r_replayed boolean) language plpgsql as $$
declare
  p payments;
  v_status text;
  v_reason text;
  v_breach text;
  v_tx bigint;
begin
  if p_outcome not in ('succeeded', 'declined', 'cancelled') then
    raise exception 'unknown deposit outcome %', p_outcome using errcode = '22023';
  end if;
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

  if p_outcome = 'declined' then
    v_status := 'declined';
    v_reason := 'declined_by_provider';
  elsif p_outcome = 'cancelled' then
    v_status := 'cancelled';
    v_reason := 'cancelled_by_player';
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

-- payment_request_withdrawal of 0005 that also records the method chosen, in the same row insert.
drop function payment_request_withdrawal(bigint, bigint, bigint, text, text, text, text, timestamptz);
create function payment_request_withdrawal(
  p_user bigint, p_account bigint, p_amount bigint, p_key text, p_hash text, p_public_id text, p_provider text,
  p_now timestamptz, p_method_code text
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
  insert into payments (public_id, user_id, kind, provider, status, amount, currency_id, account_id, client_key, request_hash, method_code, created_at)
    values (p_public_id, p_user, 'withdrawal', p_provider, 'requested', p_amount, a.currency_id, a.id, p_key, p_hash, p_method_code, p_now)
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

create index payments_user_created on payments (user_id, created_at desc, id desc);

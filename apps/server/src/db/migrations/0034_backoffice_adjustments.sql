-- Manual adjustments with two-person approval (issue 24 §2 payments, ADR 0048): staff credit or debit a
-- player's cash account against the house's manual_adjustments account. At or below the threshold the
-- request posts at once; above it the row waits (pending) until a DIFFERENT staff member approves or
-- rejects it. Posting is one ledger transaction keyed `adjustment:<id>`, so it happens once whatever
-- races; each function below is one statement that also writes its staff audit rows.
-- SQLSTATEs: FL402 the debit would take the cash below zero (ledger_post's own), FL403 the requester
-- decides their own request, FL404 no such player account / adjustment, FL409 no longer pending.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'player_cash', 'player_bonus', 'player_points', 'open_stakes', 'pending_withdrawal',
  'house_revenue', 'bonus_cost', 'payment_clearing', 'casino_clearing', 'referral_payouts', 'points_issued',
  'advance_credit', 'manual_adjustments'));
alter table ledger_accounts drop constraint ledger_accounts_owner;
alter table ledger_accounts add constraint ledger_accounts_owner check ((owner_id is null) = (kind in (
  'house_revenue', 'bonus_cost', 'payment_clearing', 'casino_clearing', 'referral_payouts', 'points_issued',
  'advance_credit', 'manual_adjustments')));

create table manual_adjustments (
  id bigserial primary key,
  user_id bigint not null references users(id),
  currency_id integer not null,
  account_id bigint not null references ledger_accounts(id),
  direction text not null check (direction in ('credit', 'debit')),
  amount bigint not null check (amount > 0),
  category text not null check (category in ('goodwill', 'correction', 'chargeback', 'other')),
  reason text not null,
  status text not null check (status in ('pending', 'posted', 'rejected')),
  -- The threshold in this currency when requested (minor units): above it a second person decides.
  threshold bigint not null,
  requested_by bigint not null references staff_users(id),
  requested_email text not null,
  decided_by bigint references staff_users(id),
  decided_email text,
  decision_reason text,
  ledger_tx_id bigint references ledger_transactions(id),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  -- The two-person rule, held by the table too: nobody decides their own request.
  constraint manual_adjustments_four_eyes check (decided_by is null or decided_by <> requested_by),
  constraint manual_adjustments_posted check ((status = 'posted') = (ledger_tx_id is not null))
);
create index manual_adjustments_pending on manual_adjustments (created_at) where status = 'pending';
create index manual_adjustments_user on manual_adjustments (user_id, id desc);

-- Posts a locked, pending adjustment: one ledger transaction (idempotent by its id), the row marked
-- posted, the audit row. Returns the cash balance after it. Internal: callers hold the row lock.
create function adjustment_post_locked(
  p_adj manual_adjustments, p_staff bigint, p_email text, p_ip text, p_at timestamptz
) returns bigint language plpgsql as $$
declare
  v_house bigint := ledger_system_account('manual_adjustments', p_adj.currency_id);
  v_signed bigint := case when p_adj.direction = 'credit' then p_adj.amount else -p_adj.amount end;
  v_tx bigint;
  v_balance bigint;
begin
  select l.tx_id into v_tx from ledger_post(
    'manual_adjustment', 'adjustment:' || p_adj.id, md5('adjustment:' || p_adj.id),
    jsonb_build_array(
      jsonb_build_object('account_id', p_adj.account_id, 'amount', v_signed),
      jsonb_build_object('account_id', v_house, 'amount', -v_signed)),
    jsonb_build_object('adjustment_id', p_adj.id, 'category', p_adj.category), p_at) l;
  update manual_adjustments set status = 'posted', ledger_tx_id = v_tx where id = p_adj.id;
  select balance into v_balance from ledger_accounts where id = p_adj.account_id;
  insert into staff_audit (at, staff_id, staff_email, action, subject, before, after, reason, ip)
    values (p_at, p_staff, p_email, 'payments.adjustment_posted', 'user:' || p_adj.user_id,
      jsonb_build_object('adjustment', p_adj.id, 'status', p_adj.status),
      jsonb_build_object('adjustment', p_adj.id, 'status', 'posted', 'transaction', v_tx,
        'direction', p_adj.direction, 'amount', p_adj.amount, 'currency_id', p_adj.currency_id, 'balance', v_balance),
      p_adj.reason, p_ip);
  return v_balance;
end;
$$;

-- A staff member's request: the row (pending) and its audit row; at or below p_threshold it posts in
-- the same statement. A debit larger than the cash balance now is refused (FL402) before anything is kept.
create function adjustment_request(
  p_user bigint, p_currency integer, p_direction text, p_amount bigint, p_category text, p_reason text,
  p_threshold bigint, p_staff bigint, p_email text, p_ip text, p_at timestamptz
) returns table (adjustment_id bigint, status text, account_id bigint, balance bigint) language plpgsql as $$
declare
  v_account ledger_accounts;
  v_adj manual_adjustments;
  v_balance bigint;
begin
  select * into v_account from ledger_accounts a
    where a.owner_id = p_user and a.currency_id = p_currency and a.kind = 'player_cash';
  if v_account.id is null then
    raise exception 'the player has no cash account in currency %', p_currency using errcode = 'FL404';
  end if;
  if p_direction = 'debit' and v_account.balance < p_amount then
    raise exception 'insufficient funds' using errcode = 'FL402';
  end if;
  insert into manual_adjustments (user_id, currency_id, account_id, direction, amount, category, reason, status,
      threshold, requested_by, requested_email, created_at)
    values (p_user, p_currency, v_account.id, p_direction, p_amount, p_category, p_reason, 'pending',
      p_threshold, p_staff, p_email, p_at)
    returning * into v_adj;
  insert into staff_audit (at, staff_id, staff_email, action, subject, before, after, reason, ip)
    values (p_at, p_staff, p_email, 'payments.adjustment_requested', 'user:' || p_user, null,
      jsonb_build_object('adjustment', v_adj.id, 'direction', p_direction, 'amount', p_amount,
        'currency_id', p_currency, 'category', p_category, 'threshold', p_threshold,
        'needs_approval', p_amount > p_threshold),
      p_reason, p_ip);
  if p_amount <= p_threshold then
    v_balance := adjustment_post_locked(v_adj, p_staff, p_email, p_ip, p_at);
    return query select v_adj.id, 'posted'::text, v_account.id, v_balance;
  else
    return query select v_adj.id, 'pending'::text, v_account.id, v_account.balance;
  end if;
end;
$$;

-- A second staff member's decision on a pending adjustment. The row is locked first, so of two
-- approvals racing one posts and the other finds it decided (FL409); the requester may not decide (FL403).
create function adjustment_decide(
  p_id bigint, p_approve boolean, p_staff bigint, p_email text, p_reason text, p_ip text, p_at timestamptz
) returns table (adjustment_id bigint, status text, account_id bigint, balance bigint) language plpgsql as $$
declare
  v_adj manual_adjustments;
  v_balance bigint;
begin
  select * into v_adj from manual_adjustments m where m.id = p_id for update;
  if v_adj.id is null then
    raise exception 'adjustment % is not found', p_id using errcode = 'FL404';
  end if;
  if v_adj.status <> 'pending' then
    raise exception 'adjustment % is %', p_id, v_adj.status using errcode = 'FL409';
  end if;
  if v_adj.requested_by = p_staff then
    raise exception 'the requester cannot decide their own adjustment' using errcode = 'FL403';
  end if;
  update manual_adjustments m set decided_by = p_staff, decided_email = p_email, decision_reason = p_reason,
      decided_at = p_at, status = case when p_approve then m.status else 'rejected' end
    where m.id = p_id;
  insert into staff_audit (at, staff_id, staff_email, action, subject, before, after, reason, ip)
    values (p_at, p_staff, p_email,
      case when p_approve then 'payments.adjustment_approved' else 'payments.adjustment_rejected' end,
      'user:' || v_adj.user_id,
      jsonb_build_object('adjustment', p_id, 'status', 'pending', 'requested_by', v_adj.requested_email),
      jsonb_build_object('adjustment', p_id, 'status', case when p_approve then 'approved' else 'rejected' end,
        'direction', v_adj.direction, 'amount', v_adj.amount, 'currency_id', v_adj.currency_id),
      p_reason, p_ip);
  if not p_approve then
    return query select p_id, 'rejected'::text, v_adj.account_id,
      (select a.balance from ledger_accounts a where a.id = v_adj.account_id);
    return;
  end if;
  v_balance := adjustment_post_locked(v_adj, p_staff, p_email, p_ip, p_at);
  return query select p_id, 'posted'::text, v_adj.account_id, v_balance;
end;
$$;

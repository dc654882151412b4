-- The withdrawal desk of the back office (docs/decisions/0051-backoffice-payments-desk.md): a requested
-- withdrawal is approved by a staff member (reviewed; the money stays pending) before it can be marked
-- paid; rejecting stays possible until it is paid. The approval is two columns, not a status: for the
-- player and the ledger an approved withdrawal is still requested (its money is pending either way).
-- SQLSTATEs as in 0005: FL404 no such withdrawal, FL409 no longer requested / not approved yet.

alter table payments
  add column approved_at timestamptz,
  add column approved_by bigint references staff_users(id),
  add constraint payments_approval check ((approved_at is null) = (approved_by is null)),
  add constraint payments_approval_withdrawal check (approved_at is null or kind = 'withdrawal');

-- The desk's lists page and sort by time within a kind and status.
create index payments_kind_status_created on payments (kind, status, created_at);

-- Approves a requested withdrawal once; approving it again changes nothing.
create function payment_approve_withdrawal(p_public_id text, p_staff bigint, p_now timestamptz)
returns table (r_status text, r_changed boolean) language plpgsql as $$
declare
  p payments;
begin
  select * into p from payments where public_id = p_public_id and kind = 'withdrawal' for update;
  if not found then
    raise exception 'withdrawal not found' using errcode = 'FL404';
  end if;
  if p.status <> 'requested' then
    raise exception 'withdrawal is already %', p.status using errcode = 'FL409';
  end if;
  if p.approved_at is not null then
    return query select 'approved'::text, false;
    return;
  end if;
  update payments set approved_at = p_now, approved_by = p_staff, updated_at = now() where id = p.id;
  return query select 'approved'::text, true;
end;
$$;

-- payment_finish_withdrawal of 0005, now refusing to pay a withdrawal nobody approved.
create or replace function payment_finish_withdrawal(p_payment bigint, p_paid boolean, p_reason text, p_now timestamptz)
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
  if p_paid and p.approved_at is null then
    raise exception 'withdrawal is not approved' using errcode = 'FL409';
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

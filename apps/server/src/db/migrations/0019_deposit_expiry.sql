-- Abandoned deposits expire (issue 18, docs/decisions/0027-deposit-expiry.md). A deposit still
-- 'pending' a set time after it was started (30 minutes by default; the caller passes the cut-off)
-- becomes 'expired' (reason expired_unpaid) with its audit row, in one statement: the row is claimed
-- with `for update skip locked` and `status = 'pending'` is checked again in the UPDATE, so two sweeps,
-- or a sweep racing a provider's callback, change it at most once. Expiry moves no money (a pending
-- deposit holds none) and sets no provider_tx_id: a provider statement that arrives later still
-- settles the deposit once through payment_settle_deposit (money the provider took is credited).

alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('pending', 'credited', 'declined', 'cancelled', 'expired', 'rejected', 'requested', 'paid'));

create index payments_pending_deposits on payments (created_at) where kind = 'deposit' and status = 'pending';

-- Expires at most p_limit deposits started at or before p_before (only p_public_id's when given);
-- answers the deposits this call expired.
create function payment_expire_deposits(
  p_before timestamptz, p_now timestamptz, p_limit integer, p_public_id text default null
) returns table (r_public_id text, r_user_id bigint) language sql as $$
  with due as (
    select id from payments
    where kind = 'deposit' and status = 'pending' and created_at <= p_before
      and (p_public_id is null or public_id = p_public_id)
    order by created_at, id
    limit p_limit
    for update skip locked
  ), expired as (
    update payments p
      set status = 'expired', reason = 'expired_unpaid', settled_at = p_now, updated_at = now()
      from due where p.id = due.id and p.status = 'pending'
      returning p.public_id, p.user_id, p.provider, p.amount, p.created_at
  ), logged as (
    insert into audit_log (actor, action, subject, details)
      select 'system', 'payments.deposit.expired', 'payment:' || e.public_id,
             jsonb_build_object('user', e.user_id, 'provider', e.provider, 'amount', e.amount, 'started_at', e.created_at)
      from expired e
  )
  select e.public_id, e.user_id from expired e
$$;

-- VIP bet requests hold their stake and expire (issue 16, docs/decisions/0015-bet-options-and-vip-expiry.md).
-- A request (a stake above the maximum, sent to the operator where the brand allows it) now moves its
-- stake from the player's cash or bonus account to open stakes in the statement that records it, as an
-- auto-bet order does, so the money the operator may accept is there when they accept it. Until the
-- back office decides, it waits at most until expires_at; then the sweep gives the stake back.
-- status: awaiting → approved | declined | expired. Money of a request: its stake in open_stakes while
-- awaiting. Every way out of awaiting claims the row (`status = 'awaiting'` in the UPDATE), so a sweep
-- racing another sweep or a decision releases the stake exactly once; the release's ledger key
-- (vip-release:<id>) would refuse a second one anyway.
-- Times of a request (created_at, expires_at, closed_at) are on the simulation's clock, the clock its
-- events run on; ledger entries and betting blocks keep the wall time of every other bet.

alter table vip_bet_requests drop constraint vip_bet_requests_status_check;
alter table vip_bet_requests add constraint vip_bet_requests_status_check
  check (status in ('awaiting', 'approved', 'declined', 'expired'));
alter table vip_bet_requests
  add column request_hash text,
  add column currency_id integer,
  add column source_account_id bigint references ledger_accounts(id),
  add column reserve_tx_id bigint references ledger_transactions(id),
  add column release_tx_id bigint references ledger_transactions(id),
  add column expires_at timestamptz,
  add column closed_at timestamptz;
-- Requests recorded before this migration held no money: they expire at the first sweep, moving none.
update vip_bet_requests set expires_at = created_at where expires_at is null;
alter table vip_bet_requests alter column expires_at set not null;
create index vip_bet_requests_due on vip_bet_requests (expires_at) where status = 'awaiting';
create index vip_bet_requests_user on vip_bet_requests (user_id, created_at desc);

-- Records a VIP bet request and reserves its stake in one statement: the session (p_session, FL401),
-- a replay of the guid (the first request's row; FL409 for another body), betting blocks (FL403), the
-- active currency the request was priced in (FL412), then the row and the stake's move (FL402 when
-- it would overdraw: nothing is recorded then). p_at is the request's time on the simulation's clock.
create function vip_bet_request(
  p_user bigint, p_guid text, p_hash text, p_source text, p_stake bigint, p_currency integer,
  p_coupon jsonb, p_at timestamptz, p_expires_at timestamptz, p_now timestamptz, p_session text default null
) returns table (r_id bigint, r_replayed boolean, r_status text, r_expires_at timestamptz, r_balance bigint)
language plpgsql as $$
declare
  r vip_bet_requests;
  v_currency integer;
  v_source bigint;
  v_open bigint;
  v_tx bigint;
begin
  if p_session is not null and not exists (
       select 1 from sessions where id = p_session and user_id = p_user and closed_at is null and expires_at > now()) then
    raise exception 'the session is closed' using errcode = 'FL401';
  end if;
  select * into r from vip_bet_requests where user_id = p_user and bet_guid = p_guid;
  if not found then
    if p_source not in ('player_cash', 'player_bonus') or p_stake is null or p_stake <= 0 then
      raise exception 'bad stake or stake source' using errcode = 'FL400';
    end if;
    perform bet_assert_may_bet(p_user, p_now);
    perform wallet_ensure_accounts(p_user);
    select currency_id into v_currency from ledger_accounts where owner_id = p_user and is_active;
    if v_currency is distinct from p_currency then
      raise exception 'the active currency changed' using errcode = 'FL412';
    end if;
    v_source := ledger_player_account(p_user, v_currency, p_source);
    v_open := ledger_player_account(p_user, v_currency, 'open_stakes');
    insert into vip_bet_requests as v (user_id, bet_guid, request_hash, stake, coupon, currency_id, source_account_id,
                                       expires_at, created_at)
      values (p_user, p_guid, p_hash, p_stake, p_coupon, v_currency, v_source, p_expires_at, p_at)
      on conflict (user_id, bet_guid) do nothing
      returning v.* into r;
    if found then
      select tx_id into v_tx from ledger_post('bet_vip_reserved', 'vip:' || p_user || ':' || p_guid, p_hash,
        jsonb_build_array(
          jsonb_build_object('account_id', v_source, 'amount', -p_stake),
          jsonb_build_object('account_id', v_open, 'amount', p_stake)),
        jsonb_build_object('vip_request_id', r.id), p_now);
      update vip_bet_requests set reserve_tx_id = v_tx where id = r.id;
      return query select r.id, false, r.status, r.expires_at, (select balance from ledger_accounts where id = v_source);
      return;
    end if;
    -- A request of the same guid was recorded meanwhile: answer it as a replay.
    select * into r from vip_bet_requests where user_id = p_user and bet_guid = p_guid;
  end if;
  if r.request_hash is distinct from p_hash then
    raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
  end if;
  return query select r.id, true, r.status, r.expires_at, (select balance from ledger_accounts where id = r.source_account_id);
end;
$$;

-- Ends an awaiting request without a bet, 'expired' (only once expires_at <= p_at) or 'declined', and
-- gives its stake back (open stakes → the account it came from) under the key vip-release:<id>. No
-- row when the request is no longer awaiting (or not yet due): someone else ended it first.
create function vip_bet_release(p_id bigint, p_status text, p_at timestamptz, p_now timestamptz)
returns table (r_user bigint, r_account bigint, r_balance bigint, r_stake bigint, r_currency integer)
language plpgsql as $$
declare
  r vip_bet_requests;
  v_tx bigint;
begin
  if p_status not in ('expired', 'declined') then
    raise exception 'a request ends without a bet as expired or declined' using errcode = 'FL400';
  end if;
  update vip_bet_requests set status = p_status, closed_at = p_at
    where id = p_id and status = 'awaiting' and (p_status <> 'expired' or expires_at <= p_at)
    returning * into r;
  if not found then
    return;
  end if;
  if r.reserve_tx_id is not null then
    select tx_id into v_tx from ledger_post('bet_vip_released', 'vip-release:' || r.id, 'released',
      jsonb_build_array(
        jsonb_build_object('account_id', ledger_player_account(r.user_id, r.currency_id, 'open_stakes'), 'amount', -r.stake),
        jsonb_build_object('account_id', r.source_account_id, 'amount', r.stake)),
      jsonb_build_object('vip_request_id', r.id, 'status', p_status), p_now);
    update vip_bet_requests set release_tx_id = v_tx where id = r.id;
  end if;
  return query select r.user_id, r.source_account_id, (select balance from ledger_accounts where id = r.source_account_id),
                      r.stake, r.currency_id;
end;
$$;

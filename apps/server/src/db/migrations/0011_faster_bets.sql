-- Faster bets (issue 5, second step): place_bet does the same work in fewer statements, and checks
-- the player's session itself, so that the server may take the session of a bet request from a
-- short-lived cache without a closed session ever placing a bet. Same rules as before
-- (docs/domain/ledger.md): one statement per balance change, player rows locked in id order, an
-- overdraft aborts the whole statement, a replay answers the first bet.

-- Whether a user may bet now: an active account, and no time-out or self-exclusion (rg_blocks, or the
-- profile keys time_out_until / self_excluded_until the office writes). A one-SELECT SQL function, so
-- the planner inlines it into the statement that calls it (place_bet reads it with the accounts).
create function bet_may_bet(p_user bigint, p_now timestamptz)
returns table (r_active boolean, r_blocked boolean) language sql stable as $$
  select u.status = 'active',
         exists (select 1 from rg_blocks where user_id = p_user and until > p_now)
           or coalesce(nullif(u.profile->>'time_out_until', '')::timestamptz, '-infinity') > p_now
           or coalesce(nullif(u.profile->>'self_excluded_until', '')::timestamptz, '-infinity') > p_now
  from users u where u.id = p_user
$$;

-- The same refusals as 0007's, through bet_may_bet (advance bets still call it).
create or replace function bet_assert_may_bet(p_user bigint, p_now timestamptz) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
declare
  v_active boolean;
  v_blocked boolean;
begin
  select r_active, r_blocked into v_active, v_blocked from bet_may_bet(p_user, p_now);
  if v_active is not true then
    raise exception 'the account may not bet' using errcode = 'FL403';
  end if;
  if v_blocked then
    raise exception 'betting is blocked by a time-out or self-exclusion' using errcode = 'FL403';
  end if;
end;
$$;

-- Only 0009's place_bet moved money through it; the stake move is now place_bet's own.
drop function ledger_move_own(text, text, text, bigint, bigint, bigint, jsonb, timestamptz);
drop function place_bet(bigint, text, text, text, bigint, text, jsonb, jsonb, jsonb, timestamptz);

-- Places a bet (or an auto-bet order, p_status 'bid') in one call, as 0009 did, but in five statements
-- instead of a dozen and no nested calls (per statement, executor start-up and the set-up of check
-- constraints and foreign-key triggers cost more than the rows written):
-- 1. One read: the session (p_session, optional: FL401 unless open, unexpired and the player's;
--    checked before anything else), a bet already placed with this guid (the replay), whether the
--    player may bet, and the player's active currency, stake account and open-stakes account.
-- 2. The ledger transaction, keyed bet:<user>:<guid>: the key serialises two racing requests of
--    one guid (the second waits, then answers the first bet, or FL409 for another body).
-- 3. Both player rows locked in id order (the order every ledger function locks them in).
-- 4. One statement moves the stake (the source only while it stays >= 0) and, only when both rows
--    moved, writes the two entries, the bet row (complete, once) and its legs; FL402 otherwise.
-- r_answer is the stored answer of a replay, null for a new bet (the caller has just sent it).
create function place_bet(
  p_user bigint, p_guid text, p_hash text, p_source text, p_stake bigint, p_status text,
  p_bet jsonb, p_legs jsonb, p_answer jsonb, p_now timestamptz, p_session text default null
) returns table (r_bet_id bigint, r_replayed boolean, r_balance bigint, r_currency integer, r_answer jsonb, r_created_at timestamptz)
language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  b bets;
  v_session_open boolean;
  v_active boolean;
  v_blocked boolean;
  v_currency integer;
  v_source bigint;
  v_open bigint;
  v_id bigint;
  v_tx bigint;
  v_fits boolean;
  v_balance bigint;
begin
  select p_session is null or exists (
           select 1 from sessions where id = p_session and user_id = p_user and closed_at is null and expires_at > now()),
         pb.id, pb.request_hash, pb.balance_after, pb.currency_id, pb.answer, pb.created_at,
         m.r_active, m.r_blocked, a.currency_id, s.id, o.id
    into v_session_open, b.id, b.request_hash, b.balance_after, b.currency_id, b.answer, b.created_at,
         v_active, v_blocked, v_currency, v_source, v_open
    from (select) one
    left join bets pb on pb.user_id = p_user and pb.bet_guid = p_guid
    left join bet_may_bet(p_user, p_now) m on true
    left join ledger_accounts a on a.owner_id = p_user and a.is_active
    left join ledger_accounts s on s.owner_id = p_user and s.currency_id = a.currency_id and s.kind = p_source
    left join ledger_accounts o on o.owner_id = p_user and o.currency_id = a.currency_id and o.kind = 'open_stakes';
  if not v_session_open then
    raise exception 'the session is closed' using errcode = 'FL401';
  end if;
  if b.id is not null then
    if b.request_hash <> p_hash then
      raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at;
    return;
  end if;
  if p_source not in ('player_cash', 'player_bonus') or p_status not in ('open', 'bid')
     or p_stake is null or p_stake <= 0 then
    raise exception 'bad stake, stake source or status' using errcode = 'FL400';
  end if;
  if v_active is not true then
    raise exception 'the account may not bet' using errcode = 'FL403';
  end if;
  if v_blocked then
    raise exception 'betting is blocked by a time-out or self-exclusion' using errcode = 'FL403';
  end if;
  if v_source is null or v_open is null then
    perform wallet_ensure_accounts(p_user);
    select currency_id into v_currency from ledger_accounts where owner_id = p_user and is_active;
    v_source := ledger_player_account(p_user, v_currency, p_source);
    v_open := ledger_player_account(p_user, v_currency, 'open_stakes');
  end if;
  if p_bet ? 'currency_id' and (p_bet->>'currency_id')::integer is distinct from v_currency then
    raise exception 'the active currency changed' using errcode = 'FL412';
  end if;

  v_id := nextval('bets_id_seq'::regclass);
  insert into ledger_transactions as t (kind, idempotency_key, request_hash, metadata, created_at)
    values (case when p_status = 'bid' then 'bet_bid_reserved' else 'bet_placed' end,
            'bet:' || p_user || ':' || p_guid, p_hash, jsonb_build_object('bet_id', v_id), p_now)
    on conflict (idempotency_key) do nothing
    returning t.id into v_tx;
  if v_tx is null then
    select * into b from bets where user_id = p_user and bet_guid = p_guid;
    if not found or b.request_hash <> p_hash then
      raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at;
    return;
  end if;

  perform 1 from ledger_accounts where id in (v_source, v_open) order by id for no key update;
  with moved as (
    update ledger_accounts acc
      set balance = acc.balance + case when acc.id = v_source then -p_stake else p_stake end, updated_at = now()
      where acc.id in (v_source, v_open) and (acc.id = v_open or acc.balance >= p_stake)
      returning acc.id, acc.balance
  ), fits as (
    select count(*) = 2 as ok, max(balance) filter (where id = v_source) as balance from moved
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select v_tx, m.id, case when m.id = v_source then -p_stake else p_stake end, p_now
      from moved m, fits where fits.ok
  ), bet as (
    insert into bets (id, user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                      original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                      promo_code, promo_boost_percent, auto_bet_cf, placed_tx_id, balance_after, answer, created_at)
    select v_id, p_user, p_guid, p_hash, (p_bet->>'vid')::smallint,
           (select array_agg(x::integer) from jsonb_array_elements_text(
             case when jsonb_typeof(p_bet->'system_sizes') = 'array' then p_bet->'system_sizes' else '[]'::jsonb end) x),
           p_bet->>'kind', p_status, v_currency, v_source, p_stake, p_stake, (p_bet->>'potential_return')::bigint,
           (p_bet->>'odds_total')::integer, coalesce((p_bet->>'is_express_boost')::boolean, false),
           (p_bet->>'anti_express_margin')::numeric, p_bet->>'promo_code', (p_bet->>'promo_boost_percent')::numeric,
           (p_bet->>'auto_bet_cf')::integer, v_tx, fits.balance, p_answer, p_now
      from fits where fits.ok
    returning id
  ), legs as (
    insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                          player_id, odds, kind, is_banker, labels, extra)
    select bet.id, (l->>'idx')::smallint, (l->>'game_id')::bigint, (l->>'const_id')::bigint, (l->>'sport_id')::integer,
           (l->>'champ_id')::integer, to_timestamp((l->>'start_ms')::bigint / 1000.0), (l->>'type')::integer,
           (l->>'market_group')::integer, (l->>'param')::numeric, coalesce((l->>'player_id')::bigint, 0),
           (l->>'odds')::integer, l->>'kind', coalesce((l->>'is_banker')::boolean, false),
           coalesce(l->'labels', '{}'::jsonb), coalesce(l->'extra', '{}'::jsonb)
      from bet, jsonb_array_elements(p_legs) l
  )
  select fits.ok, fits.balance into v_fits, v_balance from fits;
  if not v_fits then
    raise exception 'insufficient funds' using errcode = 'FL402';
  end if;

  r_bet_id := v_id;
  r_replayed := false;
  r_balance := v_balance;
  r_currency := v_currency;
  r_answer := null;
  r_created_at := p_now;
  return next;
end;
$$;

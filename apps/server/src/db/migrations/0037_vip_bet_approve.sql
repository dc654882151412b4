-- The back office approves a VIP bet request with a stake (issue 24,
-- docs/decisions/0052-backoffice-vip-approve.md). The request already holds its stake in open stakes
-- (0014_vip_bet_expiry.sql); approving turns the hold into a bet in one statement:
-- 1. the request row is locked (FOR UPDATE) and must still be awaiting and not yet due, so two
--    approvals, or an approval racing a decline or the expiry sweep (vip_bet_release's UPDATE waits
--    for the same lock), end the request exactly once;
-- 2. the whole hold goes back (open stakes → the account it came from, key vip-release:<id>), as a
--    decline or an expiry gives it back;
-- 3. the accepted stake (at most the held one) is placed as a bet from that account, keyed
--    bet:<user>:<guid> like every bet (so the player's MakeBetWeb replay of the guid answers it), with
--    its legs at the prices the caller passes.
-- The player keeps the held stake minus the accepted one. Nothing of it commits unless all of it does.

alter table vip_bet_requests
  add column accepted_stake bigint check (accepted_stake > 0),
  add column bet_id bigint references bets(id);

-- Refusals: FLV01 the request is not found or no longer awaiting (or holds no money), FLV02 it is due
-- (expired; the sweep releases it), FLV03 the stake is not above 0 or above the held stake, FL403 the
-- player may not bet now (bet_assert_may_bet), FL409 the request's guid already names another bet.
create function vip_bet_approve(
  p_id bigint, p_stake bigint, p_bet jsonb, p_legs jsonb, p_answer jsonb, p_at timestamptz, p_now timestamptz
) returns table (r_user bigint, r_bet bigint, r_held bigint, r_currency integer, r_account bigint, r_balance bigint)
language plpgsql as $$
declare
  r vip_bet_requests;
  v_open bigint;
  v_release bigint;
  v_place bigint;
  v_bet bigint;
  v_balance bigint;
begin
  select * into r from vip_bet_requests where id = p_id for update;
  if not found or r.status <> 'awaiting' or r.reserve_tx_id is null then
    raise exception 'VIP bet request % is not awaiting a decision', p_id using errcode = 'FLV01';
  end if;
  if r.expires_at <= p_at then
    raise exception 'VIP bet request % has expired', p_id using errcode = 'FLV02';
  end if;
  if p_stake is null or p_stake <= 0 or p_stake > r.stake then
    raise exception 'the accepted stake must be above 0 and at most the held %', r.stake using errcode = 'FLV03';
  end if;
  perform bet_assert_may_bet(r.user_id, p_now);
  v_open := ledger_player_account(r.user_id, r.currency_id, 'open_stakes');

  update vip_bet_requests set status = 'approved', closed_at = p_at, accepted_stake = p_stake where id = r.id;
  select tx_id into v_release from ledger_post('bet_vip_released', 'vip-release:' || r.id, 'approved',
    jsonb_build_array(
      jsonb_build_object('account_id', v_open, 'amount', -r.stake),
      jsonb_build_object('account_id', r.source_account_id, 'amount', r.stake)),
    jsonb_build_object('vip_request_id', r.id, 'status', 'approved'), p_now);

  if exists (select 1 from bets where user_id = r.user_id and bet_guid = r.bet_guid) then
    raise exception 'betGuid % was used for another bet', r.bet_guid using errcode = 'FL409';
  end if;
  v_bet := nextval('bets_id_seq'::regclass);
  select tx_id into v_place from ledger_post('bet_placed', 'bet:' || r.user_id || ':' || r.bet_guid, r.request_hash,
    jsonb_build_array(
      jsonb_build_object('account_id', r.source_account_id, 'amount', -p_stake),
      jsonb_build_object('account_id', v_open, 'amount', p_stake)),
    jsonb_build_object('bet_id', v_bet, 'vip_request_id', r.id), p_now);
  select balance into v_balance from ledger_accounts where id = r.source_account_id;

  insert into bets (id, user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                    original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                    placed_tx_id, balance_after, answer, created_at)
  values (v_bet, r.user_id, r.bet_guid, r.request_hash, (p_bet->>'vid')::smallint,
          (select array_agg(x::integer) from jsonb_array_elements_text(
            case when jsonb_typeof(p_bet->'system_sizes') = 'array' then p_bet->'system_sizes' else '[]'::jsonb end) x),
          p_bet->>'kind', 'open', r.currency_id, r.source_account_id, p_stake, p_stake,
          (p_bet->>'potential_return')::bigint, (p_bet->>'odds_total')::integer,
          coalesce((p_bet->>'is_express_boost')::boolean, false), (p_bet->>'anti_express_margin')::numeric,
          v_place, v_balance, p_answer, p_now);
  insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                        player_id, odds, kind, is_banker, labels, extra)
  select v_bet, (l->>'idx')::smallint, (l->>'game_id')::bigint, (l->>'const_id')::bigint, (l->>'sport_id')::integer,
         (l->>'champ_id')::integer, to_timestamp((l->>'start_ms')::bigint / 1000.0), (l->>'type')::integer,
         (l->>'market_group')::integer, (l->>'param')::numeric, coalesce((l->>'player_id')::bigint, 0),
         (l->>'odds')::integer, l->>'kind', coalesce((l->>'is_banker')::boolean, false),
         coalesce(l->'labels', '{}'::jsonb), coalesce(l->'extra', '{}'::jsonb)
    from jsonb_array_elements(p_legs) l;

  update vip_bet_requests set release_tx_id = v_release, bet_id = v_bet where id = r.id;
  return query select r.user_id, v_bet, r.stake, r.currency_id, r.source_account_id, v_balance;
end;
$$;

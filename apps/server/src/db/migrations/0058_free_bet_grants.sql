-- Free bets from a promo code and from a deposit (issue 22, ADR 0071 "Grants by every path").

-- 1. A free-bet campaign may be a deposit campaign too (first deposit or redeposit), as a free-spins one.
alter table bonus_campaigns drop constraint bonus_campaigns_deposit_trigger;
alter table bonus_campaigns add constraint bonus_campaigns_deposit_trigger
  check (deposit_trigger is null or kind in ('freespins', 'freebet'));

-- 2. A free-bet campaign may have a promo code (activated at the promo-code check), as a free-spins one.
alter table bonus_campaigns drop constraint bonus_campaigns_promo_code;
alter table bonus_campaigns add constraint bonus_campaigns_promo_code check ((kind = 'promo') <= (promo_code is not null)
  and (promo_code is null or kind in ('promo', 'freespins', 'freebet')));

-- 3. A free-bet promo code's activation in one statement: the campaign locked, once per player (the cause
-- `promo:<campaign>:<user>`, as a money code's), within its activation limit, the token granted by
-- free_bet_grant and the activation counted. Outcomes: granted, used (this player's token exists),
-- exhausted. A free bet does not hold the bonus account, so there is no 'busy'.
create function free_bet_promo_activate(
  p_user bigint, p_campaign integer, p_currency integer, p_amount bigint, p_rules jsonb,
  p_expires timestamptz, p_now timestamptz
) returns table (r_free_bet_id bigint, r_outcome text) language plpgsql as $$
declare
  c bonus_campaigns;
  v_cause text := 'promo:' || p_campaign || ':' || p_user;
  v_id bigint;
  v_outcome text;
begin
  select * into c from bonus_campaigns where id = p_campaign and kind = 'freebet'
    and promo_code is not null for update;
  if not found then
    raise exception 'free-bet promo campaign not found' using errcode = 'FL404';
  end if;
  select id into v_id from free_bets where cause = v_cause;
  if v_id is not null then
    return query select v_id, 'used'::text;
    return;
  end if;
  if c.max_activations is not null and c.activations >= c.max_activations then
    return query select null::bigint, 'exhausted'::text;
    return;
  end if;
  select g.r_free_bet_id, g.r_outcome into v_id, v_outcome
    from free_bet_grant(p_user, p_campaign, v_cause, p_currency, p_amount, p_rules, p_expires, p_now) g;
  if v_outcome = 'replayed' then
    return query select v_id, 'used'::text;
    return;
  end if;
  update bonus_campaigns set activations = activations + 1 where id = p_campaign;
  return query select v_id, 'granted'::text;
end;
$$;

-- 4. The points shop may sell a free bet: an item of a `freebet` campaign grants a token (bonus_usd is its
-- amount) instead of bonus money. A redemption names the bonus or the free bet it granted.
alter table loyalty_redemptions alter column bonus_id drop not null;
alter table loyalty_redemptions
  add column free_bet_id bigint references free_bets(id),
  add constraint loyalty_redemptions_grant check ((bonus_id is null) <> (free_bet_id is null));

-- Spends points on a free-bet item in one statement: free_bet_grant (cause 'points:<user>:<key>') and the
-- points moved player_points → points_issued, or neither. Outcomes: redeemed | replayed | conflict (the key
-- named another item) | short. A free bet does not hold the bonus account: no 'busy'.
create function loyalty_redeem_free_bet(
  p_user bigint, p_key text, p_item text, p_points bigint, p_currency integer, p_campaign integer,
  p_amount bigint, p_rules jsonb, p_expires timestamptz, p_now timestamptz
) returns table (r_outcome text, r_redemption bigint, r_free_bet bigint) language plpgsql as $$
declare
  x loyalty_redemptions;
  v_account bigint;
  v_balance bigint;
  v_free_bet bigint;
  v_grant text;
  v_tx bigint;
  v_id bigint;
begin
  select * into x from loyalty_redemptions where user_id = p_user and idempotency_key = p_key;
  if found then
    return query select case when x.item_code = p_item then 'replayed' else 'conflict' end, x.id, x.free_bet_id;
    return;
  end if;
  v_account := ledger_player_account(p_user, p_currency, 'player_points');
  select balance into v_balance from ledger_accounts where id = v_account for no key update;
  select * into x from loyalty_redemptions where user_id = p_user and idempotency_key = p_key;
  if found then
    return query select case when x.item_code = p_item then 'replayed' else 'conflict' end, x.id, x.free_bet_id;
    return;
  end if;
  if v_balance < p_points then
    return query select 'short'::text, null::bigint, null::bigint;
    return;
  end if;
  select g.r_free_bet_id, g.r_outcome into v_free_bet, v_grant from free_bet_grant(
    p_user, p_campaign, 'points:' || p_user || ':' || p_key, p_currency, p_amount, p_rules, p_expires, p_now) g;
  select l.tx_id into v_tx from ledger_post(
    'points_redeemed', 'points:redeem:freebet:' || v_free_bet, 'points:redeem:freebet:' || v_free_bet || ':' || p_points,
    jsonb_build_array(
      jsonb_build_object('account_id', v_account, 'amount', -p_points),
      jsonb_build_object('account_id', ledger_system_account('points_issued', p_currency), 'amount', p_points)),
    jsonb_build_object('free_bet_id', v_free_bet, 'item', p_item), p_now) l;
  insert into loyalty_redemptions (user_id, idempotency_key, item_code, points, free_bet_id, tx_id, created_at)
    values (p_user, p_key, p_item, p_points, v_free_bet, v_tx, p_now) returning id into v_id;
  insert into loyalty_moves (user_id, kind, points, redemption_id, tx_id, created_at)
    values (p_user, 'redeemed', -p_points, v_id, v_tx, p_now);
  return query select 'redeemed'::text, v_id, v_free_bet;
end;
$$;

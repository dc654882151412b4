-- Loyalty points (issue 22 §1, ADR 0060): earned on settled sportsbook stakes at per-brand rates,
-- kept on the player's points account (player_points, counter-party points_issued, ledger kind of
-- their own unit: they never balance against money), spent in a shop that grants bonus money
-- through the bonus engine's one grant statement (bonus_grant).

-- Points per 1 USD-equivalent of settled stake, per brand and product (data, not code).
create table loyalty_point_rates (
  brand_id integer not null references brands(id) on delete cascade,
  product text not null check (product in ('sport', 'casino')),
  points_per_usd numeric(8, 2) not null check (points_per_usd >= 0),
  primary key (brand_id, product)
);

-- The shop: an item costs `points` and grants `bonus_usd` (in the player's currency, whole units)
-- of the bonus campaign `campaign_code` (its wagering rules). brand_id null: every brand.
create table loyalty_shop_items (
  id serial primary key,
  brand_id integer references brands(id) on delete cascade,
  code text not null unique,
  points bigint not null check (points > 0),
  bonus_usd integer not null check (bonus_usd > 0),
  campaign_code text not null,
  names jsonb not null,
  sort integer not null default 0,
  is_enabled boolean not null default true
);

-- What each settled bet earned: the points its stake is worth (fixed at first settlement, so a later
-- rate change never moves a reversal) and what it holds now. Each move is one ledger transaction.
create table loyalty_bet_points (
  bet_id bigint primary key,
  user_id bigint not null references users(id),
  currency_id integer not null,
  stake_points bigint not null check (stake_points >= 0),
  points bigint not null default 0 check (points >= 0),
  -- Reversed points the player had already spent: the house wrote them off (never a negative balance).
  written_off bigint not null default 0 check (written_off >= 0),
  moves integer not null default 0
);

create table loyalty_redemptions (
  id bigserial primary key,
  user_id bigint not null references users(id),
  idempotency_key text not null,
  item_code text not null,
  points bigint not null check (points > 0),
  bonus_id bigint not null,
  tx_id bigint not null references ledger_transactions(id),
  created_at timestamptz not null,
  unique (user_id, idempotency_key)
);

-- The player's story of points: every earning, reversal and spending.
create table loyalty_moves (
  id bigserial primary key,
  user_id bigint not null references users(id),
  kind text not null check (kind in ('earned', 'reversed', 'redeemed')),
  points bigint not null,
  bet_id bigint,
  redemption_id bigint references loyalty_redemptions(id),
  tx_id bigint not null references ledger_transactions(id),
  created_at timestamptz not null
);
create index loyalty_moves_user on loyalty_moves (user_id, id desc);

-- Brings a settled bet's points to what its outcome earns (p_counts: won or lost), once per change:
-- a repeated settlement moves nothing, a void or resettlement moves exactly the difference. A reversal
-- takes back at most the balance; the rest is written off. Answers the points moved (signed).
create function loyalty_bet_points_sync(
  p_bet bigint, p_user bigint, p_currency integer, p_stake_points bigint, p_counts boolean, p_now timestamptz
) returns table (r_moved bigint, r_points bigint) language plpgsql as $$
declare
  r loyalty_bet_points;
  v_target bigint;
  v_delta bigint;
  v_account bigint;
  v_balance bigint;
  v_tx bigint;
begin
  insert into loyalty_bet_points (bet_id, user_id, currency_id, stake_points)
    values (p_bet, p_user, p_currency, p_stake_points) on conflict (bet_id) do nothing;
  select * into r from loyalty_bet_points where bet_id = p_bet for update;
  v_target := case when p_counts then r.stake_points else 0 end;
  v_delta := v_target - r.points;
  if v_delta = 0 then
    return query select 0::bigint, r.points;
    return;
  end if;
  v_account := ledger_player_account(r.user_id, r.currency_id, 'player_points');
  select balance into v_balance from ledger_accounts where id = v_account for no key update;
  if v_delta < 0 and -v_delta > v_balance then
    update loyalty_bet_points set written_off = written_off + (-v_delta - v_balance) where bet_id = p_bet;
    v_delta := -v_balance;
  end if;
  if v_delta <> 0 then
    select l.tx_id into v_tx from ledger_post(
      case when v_delta > 0 then 'points_earned' else 'points_reversed' end,
      'points:bet:' || p_bet || ':' || (r.moves + 1), 'points:bet:' || p_bet || ':' || v_delta,
      jsonb_build_array(
        jsonb_build_object('account_id', ledger_system_account('points_issued', r.currency_id), 'amount', -v_delta),
        jsonb_build_object('account_id', v_account, 'amount', v_delta)),
      jsonb_build_object('bet_id', p_bet), p_now) l;
    insert into loyalty_moves (user_id, kind, points, bet_id, tx_id, created_at)
      values (r.user_id, case when v_delta > 0 then 'earned' else 'reversed' end, v_delta, p_bet, v_tx, p_now);
  end if;
  update loyalty_bet_points set points = v_target, moves = moves + 1 where bet_id = p_bet;
  return query select v_delta, v_target;
end;
$$;

-- Spends points on a shop item in one statement: the bonus engine grants the bonus (bonus_grant,
-- cause 'points:<user>:<key>') and the points move player_points → points_issued, or neither.
-- Outcomes: redeemed | replayed | conflict (the key named another item) | short | busy.
create function loyalty_redeem(
  p_user bigint, p_key text, p_item text, p_points bigint, p_currency integer, p_campaign integer,
  p_amount bigint, p_required bigint, p_rules jsonb, p_expires timestamptz, p_now timestamptz
) returns table (r_outcome text, r_redemption bigint, r_bonus bigint) language plpgsql as $$
declare
  x loyalty_redemptions;
  v_account bigint;
  v_balance bigint;
  v_bonus bigint;
  v_grant text;
  v_tx bigint;
  v_id bigint;
begin
  select * into x from loyalty_redemptions where user_id = p_user and idempotency_key = p_key;
  if found then
    return query select case when x.item_code = p_item then 'replayed' else 'conflict' end, x.id, x.bonus_id;
    return;
  end if;
  v_account := ledger_player_account(p_user, p_currency, 'player_points');
  select balance into v_balance from ledger_accounts where id = v_account for no key update;
  select * into x from loyalty_redemptions where user_id = p_user and idempotency_key = p_key;
  if found then
    return query select case when x.item_code = p_item then 'replayed' else 'conflict' end, x.id, x.bonus_id;
    return;
  end if;
  if v_balance < p_points then
    return query select 'short'::text, null::bigint, null::bigint;
    return;
  end if;
  select g.r_bonus_id, g.r_outcome into v_bonus, v_grant from bonus_grant(
    p_user, p_campaign, 'points:' || p_user || ':' || p_key, p_currency, p_amount, p_required, p_rules, p_expires, p_now) g;
  if v_grant = 'busy' then
    return query select 'busy'::text, null::bigint, null::bigint;
    return;
  end if;
  select l.tx_id into v_tx from ledger_post(
    'points_redeemed', 'points:redeem:' || v_bonus, 'points:redeem:' || v_bonus || ':' || p_points,
    jsonb_build_array(
      jsonb_build_object('account_id', v_account, 'amount', -p_points),
      jsonb_build_object('account_id', ledger_system_account('points_issued', p_currency), 'amount', p_points)),
    jsonb_build_object('bonus_id', v_bonus, 'item', p_item), p_now) l;
  insert into loyalty_redemptions (user_id, idempotency_key, item_code, points, bonus_id, tx_id, created_at)
    values (p_user, p_key, p_item, p_points, v_bonus, v_tx, p_now) returning id into v_id;
  insert into loyalty_moves (user_id, kind, points, redemption_id, tx_id, created_at)
    values (p_user, 'redeemed', -p_points, v_id, v_tx, p_now);
  return query select 'redeemed'::text, v_id, v_bonus;
end;
$$;

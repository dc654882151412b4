-- Free bets (issue 22 §1, ADR 0071): a campaign of kind 'freebet' grants a stake token for the sportsbook —
-- an amount in the player's currency with its own rules (minimum odds of a single, of each express leg and
-- of an express's total; which bet kinds, sports and markets; expiry). A bet staked with a token takes no
-- player money: the house funds the stake (bonus_cost → open_stakes). When it wins only the winnings
-- (return − stake) go to the player's cash, the stake goes back to bonus_cost; lost: nothing; void: the
-- stake goes back to bonus_cost and the token is usable again (until it expires). Cash-out is refused.

alter table bonus_campaigns drop constraint bonus_campaigns_kind_check;
alter table bonus_campaigns add constraint bonus_campaigns_kind_check
  check (kind in ('welcome', 'reload', 'promo', 'freespins', 'freebet'));
alter table bonus_campaigns
  -- A free bet's amount is max_usd (whole US dollars, converted per currency as a deposit bonus's cap);
  -- its odds rules are min_odds_single / min_odds_leg / min_odds_express; these say where it may be used.
  add column freebet_kinds text[],
  add column freebet_sports integer[],
  add column freebet_markets text check (freebet_markets in ('any', 'prematch', 'live')),
  add constraint bonus_campaigns_freebet check ((kind = 'freebet') = (freebet_kinds is not null)
    and (freebet_kinds is null) = (freebet_markets is null)
    and (freebet_kinds is null or freebet_kinds <@ array['single', 'express', 'system']::text[]));

create table free_bets (
  id bigserial primary key,
  user_id bigint not null references users(id),
  campaign_id integer not null references bonus_campaigns(id),
  -- What granted it ('staff:<user>:<key>', 'points:<user>:<key>'): a replayed cause never grants twice.
  cause text not null unique,
  currency_id integer not null,
  amount bigint not null check (amount > 0),
  -- The rules copied at grant: {minOddsSingle, minOddsLeg, minOddsExpress, kinds, sports, markets}.
  rules jsonb not null,
  -- active: usable; placed: staked on an open bet; won / lost: spent; expired: its time ran out unused.
  status text not null check (status in ('active', 'placed', 'won', 'lost', 'expired')),
  bet_id bigint,
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  closed_at timestamptz,
  constraint free_bets_placed check ((status in ('placed', 'won', 'lost')) = (bet_id is not null))
);
create index free_bets_user on free_bets (user_id, status);
create index free_bets_due on free_bets (expires_at) where status = 'active';

alter table bets add column free_bet_id bigint references free_bets(id);
create index bets_free_bet on bets (free_bet_id) where free_bet_id is not null;
alter table free_bets add constraint free_bets_bet foreign key (bet_id) references bets(id);

-- Grants a free bet once per cause (a replay answers the first token).
create function free_bet_grant(
  p_user bigint, p_campaign integer, p_cause text, p_currency integer, p_amount bigint, p_rules jsonb,
  p_expires timestamptz, p_now timestamptz
) returns table (r_free_bet_id bigint, r_outcome text) language plpgsql as $$
declare
  v_id bigint;
begin
  if not exists (select 1 from bonus_campaigns where id = p_campaign and kind = 'freebet') then
    raise exception 'free-bet campaign not found' using errcode = 'FL404';
  end if;
  insert into free_bets (user_id, campaign_id, cause, currency_id, amount, rules, status, granted_at, expires_at)
    values (p_user, p_campaign, p_cause, p_currency, p_amount, p_rules, 'active', p_now, p_expires)
    on conflict (cause) do nothing
    returning id into v_id;
  if v_id is null then
    return query select (select id from free_bets where cause = p_cause), 'replayed'::text;
    return;
  end if;
  return query select v_id, 'granted'::text;
end;
$$;

-- Places a bet staked with a free bet. Refusals as place_bet's (FL401 closed session, FL409 betGuid of
-- another bet, FL403 blocked, FL412 currency changed) and FL425 when the token is not the player's, not
-- active, expired, of another currency or of another amount (detail: the reason). The token row is locked
-- first: of two bets racing for one token exactly one is placed. A replay of the guid answers the first bet
-- and uses nothing. r_balance is the player's cash balance (untouched).
create function place_free_bet(
  p_user bigint, p_guid text, p_hash text, p_stake bigint, p_bet jsonb, p_legs jsonb, p_answer jsonb,
  p_now timestamptz, p_session text, p_free_bet bigint
) returns table (r_bet_id bigint, r_replayed boolean, r_balance bigint, r_currency integer, r_answer jsonb,
                 r_created_at timestamptz) language plpgsql as $$
declare
  b bets;
  f free_bets;
  v_currency integer;
  v_cash bigint;
  v_open bigint;
  v_id bigint;
  v_tx bigint;
begin
  if p_session is not null and not exists (
       select 1 from sessions where id = p_session and user_id = p_user and closed_at is null and expires_at > now()) then
    raise exception 'the session is closed' using errcode = 'FL401';
  end if;
  select * into b from bets where user_id = p_user and bet_guid = p_guid;
  if found then
    if b.request_hash <> p_hash then
      raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at;
    return;
  end if;
  perform bet_assert_may_bet(p_user, p_now);
  perform wallet_ensure_accounts(p_user);
  select currency_id into v_currency from ledger_accounts where owner_id = p_user and is_active;
  if p_bet ? 'currency_id' and (p_bet->>'currency_id')::integer is distinct from v_currency then
    raise exception 'the active currency changed' using errcode = 'FL412';
  end if;
  -- The key bet:<user>:<guid> first, as place_bet: it serialises two racing requests of one guid.
  v_id := nextval('bets_id_seq'::regclass);
  insert into ledger_transactions as t (kind, idempotency_key, request_hash, metadata, created_at)
    values ('bet_placed', 'bet:' || p_user || ':' || p_guid, p_hash,
            jsonb_build_object('bet_id', v_id, 'free_bet_id', p_free_bet), p_now)
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
  -- Another player's token reads as no token at all.
  select * into f from free_bets where id = p_free_bet and user_id = p_user for update;
  if not found then
    raise exception 'no such free bet' using errcode = 'FL425', detail = 'notFound';
  elsif f.status <> 'active' then
    raise exception 'the free bet was used' using errcode = 'FL425', detail = 'used';
  elsif f.expires_at <= p_now then
    raise exception 'the free bet expired' using errcode = 'FL425', detail = 'expired';
  elsif f.currency_id <> v_currency then
    raise exception 'the free bet is in another currency' using errcode = 'FL425', detail = 'currency';
  elsif f.amount <> p_stake then
    raise exception 'the stake of a free bet is its amount' using errcode = 'FL425', detail = 'amount';
  end if;
  v_cash := ledger_player_account(p_user, v_currency, 'player_cash');
  v_open := ledger_player_account(p_user, v_currency, 'open_stakes');
  update ledger_accounts set balance = balance + p_stake, updated_at = now() where id = v_open;
  insert into ledger_entries (transaction_id, account_id, amount, created_at)
    values (v_tx, ledger_system_account('bonus_cost', v_currency), -p_stake, p_now), (v_tx, v_open, p_stake, p_now);

  insert into bets (id, user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                    original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                    promo_code, promo_boost_percent, auto_bet_cf, placed_tx_id, balance_after, answer, created_at,
                    free_bet_id)
  values (v_id, p_user, p_guid, p_hash, (p_bet->>'vid')::smallint,
          (select array_agg(x::integer) from jsonb_array_elements_text(
            case when jsonb_typeof(p_bet->'system_sizes') = 'array' then p_bet->'system_sizes' else '[]'::jsonb end) x),
          p_bet->>'kind', 'open', v_currency, v_cash, p_stake, p_stake, (p_bet->>'potential_return')::bigint,
          (p_bet->>'odds_total')::integer, coalesce((p_bet->>'is_express_boost')::boolean, false),
          (p_bet->>'anti_express_margin')::numeric, null, null, null, v_tx,
          (select balance from ledger_accounts where id = v_cash), p_answer, p_now, p_free_bet);
  insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                        player_id, odds, kind, is_banker, labels, extra)
  select v_id, (l->>'idx')::smallint, (l->>'game_id')::bigint, (l->>'const_id')::bigint, (l->>'sport_id')::integer,
         (l->>'champ_id')::integer, to_timestamp((l->>'start_ms')::bigint / 1000.0), (l->>'type')::integer,
         (l->>'market_group')::integer, (l->>'param')::numeric, coalesce((l->>'player_id')::bigint, 0),
         (l->>'odds')::integer, l->>'kind', coalesce((l->>'is_banker')::boolean, false),
         coalesce(l->'labels', '{}'::jsonb), coalesce(l->'extra', '{}'::jsonb)
    from jsonb_array_elements(p_legs) l;
  update free_bets set status = 'placed', bet_id = v_id where id = f.id;

  return query select v_id, false, (select balance from ledger_accounts where id = v_cash), v_currency, null::jsonb, p_now;
end;
$$;

-- The cash share of what a bet returns: a free bet's is only what it returns above its stake (the stake
-- was the house's); any other bet's is bet_cash_share's (0046).
create function bet_return_cash(b bets, p_amount bigint) returns bigint language sql immutable as $$
  select case when b.free_bet_id is not null then greatest(p_amount - b.original_stake, 0)
              else bet_cash_share(p_amount, b.original_stake, b.bonus_stake) end
$$;

-- Where the rest of a bet's return goes: a free bet's stake back to the house's bonus_cost; a bet with a
-- bonus share to bet_bonus_destination (0046); otherwise nowhere (there is no rest).
create function bet_return_other(b bets) returns bigint language plpgsql as $$
begin
  if b.free_bet_id is not null then
    return ledger_system_account('bonus_cost', b.currency_id);
  elsif b.bonus_stake > 0 then
    return bet_bonus_destination(b.bonus_id);
  end if;
  return null;
end;
$$;

-- A free bet's token follows its bet's settlement: won / lost spend it; void gives it back (usable again
-- while unexpired; expired at once otherwise). A resettlement from void to won or lost takes the token
-- again only while it is still unused; if it was staked again meanwhile the house carries it.
create function free_bet_follow(b bets, p_status text, p_now timestamptz) returns void language plpgsql as $$
begin
  if b.free_bet_id is null then
    return;
  end if;
  if p_status = 'void' then
    update free_bets set bet_id = null, closed_at = case when expires_at <= p_now then p_now end,
        status = case when expires_at <= p_now then 'expired' else 'active' end
      where id = b.free_bet_id and bet_id = b.id;
  else
    update free_bets set status = p_status, bet_id = b.id, closed_at = p_now
      where id = b.free_bet_id and (bet_id = b.id or (bet_id is null and status in ('active', 'expired')));
  end if;
end;
$$;

-- settle_bet of 0046, the return split by bet_return_cash / bet_return_other, and the token followed.
create or replace function settle_bet(
  p_bet bigint, p_expected_stake bigint, p_status text, p_payout bigint, p_now timestamptz
) returns table (r_user bigint, r_account bigint, r_balance bigint) language plpgsql as $$
declare
  b bets;
  v_cash bigint;
  v_tx bigint;
begin
  update bets set status = p_status, payout = p_payout, settled_version = 1, settled_at = p_now
    where id = p_bet and status = 'open' and stake = p_expected_stake
    returning * into b;
  if not found then
    return;
  end if;
  v_cash := bet_return_cash(b, p_payout);
  select tx_id into v_tx from ledger_post('bet_settled', 'settle:' || b.id || ':1', p_status || ':' || p_payout,
    bet_split_legs(ledger_player_account(b.user_id, b.currency_id, 'open_stakes'),
                   ledger_system_account('house_revenue', b.currency_id), b.source_account_id,
                   bet_return_other(b), b.stake, v_cash, p_payout - v_cash),
    jsonb_build_object('bet_id', b.id, 'status', p_status)
      || case when b.bonus_stake > 0 then jsonb_build_object('bonus_share', p_payout - v_cash) else '{}'::jsonb end
      || case when b.free_bet_id is not null then jsonb_build_object('free_bet_id', b.free_bet_id) else '{}'::jsonb end,
    p_now);
  insert into bet_settlements (bet_id, version, status, payout, tx_id, created_at) values (b.id, 1, p_status, p_payout, v_tx, p_now);
  perform free_bet_follow(b, p_status, p_now);
  return query select b.user_id, b.source_account_id, (select balance from ledger_accounts where id = b.source_account_id);
end;
$$;

-- resettle_bet of 0046, the same split, and the token followed.
create or replace function resettle_bet(
  p_bet bigint, p_version integer, p_status text, p_payout bigint, p_now timestamptz
) returns table (r_user bigint, r_account bigint, r_balance bigint, r_delta bigint) language plpgsql as $$
declare
  b bets;
  v_delta bigint;
  v_cash bigint;
  v_tx bigint;
begin
  select * into b from bets where id = p_bet for update;
  if not found or b.status not in ('won', 'lost', 'void') or b.settled_version <> p_version - 1 then
    return;
  end if;
  v_delta := p_payout - b.payout;
  if v_delta <> 0 then
    v_cash := bet_return_cash(b, p_payout) - bet_return_cash(b, b.payout);
    select tx_id into v_tx from ledger_post('bet_resettled', 'settle:' || b.id || ':' || p_version, p_status || ':' || p_payout,
      bet_split_legs(null, ledger_system_account('house_revenue', b.currency_id), b.source_account_id,
                     bet_return_other(b), 0, v_cash, v_delta - v_cash),
      jsonb_build_object('bet_id', b.id, 'status', p_status, 'previous_payout', b.payout), p_now);
  end if;
  update bets set status = p_status, payout = p_payout, settled_version = p_version, settled_at = p_now where id = b.id;
  insert into bet_settlements (bet_id, version, status, payout, tx_id, created_at) values (b.id, p_version, p_status, p_payout, v_tx, p_now);
  if p_status <> b.status then
    perform free_bet_follow(b, p_status, p_now);
  end if;
  return query select b.user_id, b.source_account_id, (select balance from ledger_accounts where id = b.source_account_id), v_delta;
end;
$$;

-- A free bet cannot be sold (cash-out): its stake was the house's, not the player's.
create function bets_refuse_free_bet_sale() returns trigger language plpgsql as $$
begin
  raise exception 'bet % was staked with a free bet and cannot be sold', new.id using errcode = 'FL409';
end;
$$;
create trigger bets_no_free_bet_sale before update of stake on bets
  for each row when (new.stake < old.stake and old.free_bet_id is not null) execute function bets_refuse_free_bet_sale();

-- bonus_add_wager of 0029: a free bet counts nothing toward a bonus's wagering (its stake was not the
-- player's money). Otherwise unchanged.
create or replace function bonus_add_wager(p_bonus bigint, p_bet bigint, p_amount bigint, p_now timestamptz)
returns table (r_wagered bigint, r_required bigint, r_status text, r_counted boolean) language plpgsql as $$
declare
  b bonuses;
  v_counted boolean := false;
begin
  select * into b from bonuses where id = p_bonus for update;
  if not found then
    raise exception 'bonus not found' using errcode = 'FL404';
  end if;
  if b.status = 'active' and b.expires_at > p_now and p_bet > b.after_bet_id
     and not exists (select 1 from bets where id = p_bet and free_bet_id is not null) then
    insert into bonus_wagers (bonus_id, bet_id, amount, created_at) values (p_bonus, p_bet, p_amount, p_now)
      on conflict do nothing;
    if found then
      update bonuses set wagered = wagered + p_amount where id = p_bonus returning wagered into b.wagered;
      v_counted := true;
    end if;
  end if;
  return query select b.wagered, b.wager_required, b.status, v_counted;
end;
$$;

-- loyalty_bet_points_sync of 0052: a free bet earns no points (no cash was staked). Otherwise unchanged.
create or replace function loyalty_bet_points_sync(
  p_bet bigint, p_user bigint, p_currency integer, p_stake_points bigint, p_counts boolean, p_now timestamptz
) returns table (r_moved bigint, r_points bigint) language plpgsql as $$
declare
  r loyalty_bet_points;
  v_target bigint;
  v_points bigint := p_stake_points;
  m record;
begin
  select case when b.free_bet_id is not null then 0
              when b.bonus_stake = 0 then p_stake_points
              else floor(p_stake_points::numeric * (b.original_stake - b.bonus_stake) / b.original_stake)::bigint end
    into v_points from bets b where b.id = p_bet;
  insert into loyalty_bet_points (bet_id, user_id, currency_id, stake_points)
    values (p_bet, p_user, p_currency, coalesce(v_points, p_stake_points)) on conflict (bet_id) do nothing;
  select * into r from loyalty_bet_points where bet_id = p_bet for update;
  v_target := case when p_counts then r.stake_points else 0 end;
  if v_target = r.points then
    return query select 0::bigint, r.points;
    return;
  end if;
  select * into m from loyalty_points_move(r.user_id, r.currency_id, v_target - r.points,
    'points:bet:' || p_bet || ':' || (r.moves + 1), p_bet, null, jsonb_build_object('bet_id', p_bet), p_now);
  update loyalty_bet_points set points = v_target, moves = moves + 1, written_off = written_off + m.r_written_off
    where bet_id = p_bet;
  return query select m.r_moved, v_target;
end;
$$;

-- Expires the active tokens whose time ran out (the bonus sweep's step); answers how many.
create function free_bets_expire(p_now timestamptz) returns integer language sql as $$
  with gone as (
    update free_bets set status = 'expired', closed_at = p_now
      where status = 'active' and expires_at <= p_now
      returning 1
  )
  select count(*)::integer from gone
$$;

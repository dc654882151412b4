-- Bets (docs/domain/betting-rules.md): risk limits, saved coupons, bets and their legs, settlement,
-- cash-out, auto-bet orders, VIP bet requests, promo codes and responsible-gambling blocks.
-- Every money move is ONE statement (a function below) on top of ledger_post of 0005: the bet row,
-- its legs and the stake's ledger transaction commit together or not at all.
-- SQLSTATEs: FL402 insufficient funds (from ledger_post), FL403 responsible-gambling or account
-- block, FL409 idempotency conflict or the bet changed meanwhile.

-- Stake and payout limits in minor units of the bet's currency. The most specific row wins per
-- leg (user over sport over market group over the global row); a coupon takes the tightest of its legs.
create table risk_limits (
  id bigserial primary key,
  user_id bigint references users(id),
  sport_id integer,
  market_group integer,
  min_stake bigint not null check (min_stake > 0),
  max_stake bigint not null check (max_stake >= min_stake),
  max_payout bigint not null check (max_payout > 0),
  created_at timestamptz not null default now()
);
create unique index risk_limits_scope on risk_limits (coalesce(user_id, 0), coalesce(sport_id, 0), coalesce(market_group, 0));
insert into risk_limits (sport_id, market_group, min_stake, max_stake, max_payout) values
  (null, null, 10, 5000000, 100000000),
  (1, null, 10, 10000000, 200000000),
  (null, 136, 10, 500000, 50000000),
  (null, 1004, 10, 500000, 50000000),
  (85, null, 10, 500000, 20000000),
  (4046, null, 10, 1000000, 50000000);

-- A coupon saved under a short code (SaveCoupon / GetCoupon): the request as sent and its prices then.
create table saved_coupons (
  code text primary key,
  body jsonb not null,
  priced jsonb not null,
  created_at timestamptz not null default now()
);

-- Promo codes with a simple effect: `boost` adds `percent` to the winnings of the bet, once per user.
create table promo_codes (
  code text primary key,
  kind text not null check (kind in ('boost')),
  percent numeric(5, 2) not null check (percent > 0 and percent <= 100),
  is_active boolean not null default true,
  expires_at timestamptz
);

-- Time-outs and self-exclusions: effective at once, they block bets until `until`.
create table rg_blocks (
  id bigserial primary key,
  user_id bigint not null references users(id),
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  until timestamptz not null,
  created_at timestamptz not null default now()
);
create index rg_blocks_user on rg_blocks (user_id, until desc);

-- status: bid (auto-bet order, stake reserved) → open → won | lost | void; open → sold (fully cashed
-- out); bid → cancelled (reservation released). `stake` is what is still at risk (a partial cash-out
-- lowers it); `original_stake` what was placed. Money of a bet: stake in open_stakes while bid/open.
create table bets (
  id bigserial primary key,
  user_id bigint not null references users(id),
  bet_guid text not null,
  request_hash text not null,
  vid smallint not null check (vid between 0 and 4),
  system_sizes integer[],
  kind text not null check (kind in ('line', 'live', 'mixed')),
  status text not null check (status in ('bid', 'open', 'won', 'lost', 'void', 'sold', 'cancelled')),
  currency_id integer not null,
  source_account_id bigint not null references ledger_accounts(id),
  original_stake bigint not null check (original_stake > 0),
  stake bigint not null check (stake >= 0),
  potential_return bigint not null check (potential_return >= 0),
  odds_total integer not null,
  is_express_boost boolean not null default false,
  anti_express_margin numeric(6, 4),
  promo_code text references promo_codes(code),
  promo_boost_percent numeric(5, 2),
  auto_bet_cf integer,
  payout bigint not null default 0,
  cashout_paid bigint not null default 0,
  settled_version integer not null default 0,
  needs_review boolean not null default false,
  placed_tx_id bigint references ledger_transactions(id),
  balance_after bigint,
  answer jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create unique index bets_guid on bets (user_id, bet_guid);
create unique index bets_promo_once on bets (user_id, promo_code) where promo_code is not null;
create index bets_user on bets (user_id, created_at desc);
create index bets_unsettled on bets (status) where status in ('bid', 'open');

-- Each leg as accepted. odds in thousandths (1.85 → 1850); param is the line (P) as offered.
create table bet_legs (
  bet_id bigint not null references bets(id),
  idx smallint not null,
  game_id bigint not null,
  const_id bigint not null,
  sport_id integer not null,
  champ_id integer not null,
  start_at timestamptz not null,
  type integer not null,
  market_group integer not null,
  param numeric(12, 3),
  player_id bigint not null default 0,
  odds integer not null check (odds > 1000),
  kind text not null check (kind in ('line', 'live')),
  is_banker boolean not null default false,
  labels jsonb not null default '{}'::jsonb,
  extra jsonb not null default '{}'::jsonb,
  result text not null default 'open' check (result in ('open', 'won', 'lost', 'void', 'halfWon', 'halfLost')),
  primary key (bet_id, idx)
);
create index bet_legs_game on bet_legs (const_id);

-- Final results as settled (and corrected): version 1 from the feed, +1 per correction.
create table game_results (
  const_id bigint primary key,
  version integer not null,
  result jsonb not null,
  updated_at timestamptz not null default now()
);

-- How far the settler has read the provider's results (epoch ms).
create table settlement_watermarks (
  name text primary key,
  processed_until bigint not null
);

-- Every settlement and correction of a bet, with the ledger transaction it posted.
create table bet_settlements (
  bet_id bigint not null references bets(id),
  version integer not null,
  status text not null,
  payout bigint not null,
  tx_id bigint references ledger_transactions(id),
  created_at timestamptz not null default now(),
  primary key (bet_id, version)
);

-- Cash-outs (bet sales), full or partial.
create table bet_sales (
  id bigserial primary key,
  bet_id bigint not null references bets(id),
  quote_id text not null unique,
  sold_stake bigint not null check (sold_stake > 0),
  paid bigint not null check (paid >= 0),
  tx_id bigint not null references ledger_transactions(id),
  created_at timestamptz not null default now()
);

-- A stake above the maximum, sent to the operator when the brand allows VIP bets.
create table vip_bet_requests (
  id bigserial primary key,
  user_id bigint not null references users(id),
  bet_guid text not null,
  stake bigint not null check (stake > 0),
  coupon jsonb not null,
  status text not null default 'awaiting' check (status in ('awaiting', 'approved', 'declined')),
  created_at timestamptz not null default now()
);
create unique index vip_bet_requests_guid on vip_bet_requests (user_id, bet_guid);

-- Refuses bets of a user who may not bet now: account not active, a time-out or self-exclusion
-- (rg_blocks, or the profile keys time_out_until / self_excluded_until the office writes).
create function bet_assert_may_bet(p_user bigint, p_now timestamptz) returns void language plpgsql as $$
declare
  u users;
begin
  select * into u from users where id = p_user;
  if not found or u.status <> 'active' then
    raise exception 'the account may not bet' using errcode = 'FL403';
  end if;
  if exists (select 1 from rg_blocks where user_id = p_user and until > p_now)
     or coalesce(nullif(u.profile->>'time_out_until', '')::timestamptz, '-infinity') > p_now
     or coalesce(nullif(u.profile->>'self_excluded_until', '')::timestamptz, '-infinity') > p_now then
    raise exception 'betting is blocked by a time-out or self-exclusion' using errcode = 'FL403';
  end if;
end;
$$;

-- The ledger legs of money leaving open stakes: `p_to_house` to the house, `p_to_player` to the
-- player's account; zero legs are left out (ledger_post refuses them).
create function bet_money_legs(p_open bigint, p_house bigint, p_player bigint, p_from_open bigint, p_to_player bigint)
returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(jsonb_build_object('account_id', a, 'amount', m)), '[]'::jsonb)
  from (values (p_open, -p_from_open), (p_house, p_from_open - p_to_player), (p_player, p_to_player)) l(a, m)
  where m <> 0
$$;

-- Places a bet (or an auto-bet order, p_status 'bid') in one statement: replay check, betting
-- blocks, the bet row, the stake from the player's cash or bonus account to open stakes (refused
-- with FL402 when it would overdraw) and the legs. A replay of the guid with the same request hash
-- answers the first bet and moves nothing; with another hash it is refused (FL409).
create function place_bet(
  p_user bigint, p_guid text, p_hash text, p_source text, p_stake bigint, p_status text,
  p_bet jsonb, p_legs jsonb, p_answer jsonb, p_now timestamptz
) returns table (r_bet_id bigint, r_replayed boolean, r_balance bigint, r_currency integer, r_answer jsonb, r_created_at timestamptz)
language plpgsql as $$
declare
  b bets;
  v_currency integer;
  v_source bigint;
  v_open bigint;
  v_id bigint;
  v_tx bigint;
  v_balance bigint;
begin
  select * into b from bets where user_id = p_user and bet_guid = p_guid;
  if found then
    if b.request_hash <> p_hash then
      raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at;
    return;
  end if;
  if p_source not in ('player_cash', 'player_bonus') or p_status not in ('open', 'bid') then
    raise exception 'bad stake source or status' using errcode = 'FL400';
  end if;
  perform bet_assert_may_bet(p_user, p_now);
  perform wallet_ensure_accounts(p_user);
  select currency_id into v_currency from ledger_accounts where owner_id = p_user and is_active;
  v_source := ledger_player_account(p_user, v_currency, p_source);
  v_open := ledger_player_account(p_user, v_currency, 'open_stakes');

  insert into bets (user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                    original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                    promo_code, promo_boost_percent, auto_bet_cf, answer, created_at)
  values (p_user, p_guid, p_hash, (p_bet->>'vid')::smallint,
          (select array_agg(x::integer) from jsonb_array_elements_text(
            case when jsonb_typeof(p_bet->'system_sizes') = 'array' then p_bet->'system_sizes' else '[]'::jsonb end) x),
          p_bet->>'kind', p_status, v_currency, v_source, p_stake, p_stake, (p_bet->>'potential_return')::bigint,
          (p_bet->>'odds_total')::integer, coalesce((p_bet->>'is_express_boost')::boolean, false),
          (p_bet->>'anti_express_margin')::numeric, p_bet->>'promo_code', (p_bet->>'promo_boost_percent')::numeric,
          (p_bet->>'auto_bet_cf')::integer, p_answer, p_now)
  on conflict (user_id, bet_guid) do nothing
  returning id into v_id;
  if v_id is null then
    select * into b from bets where user_id = p_user and bet_guid = p_guid;
    if b.request_hash <> p_hash then
      raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at;
    return;
  end if;

  select tx_id into v_tx from ledger_post(
    case when p_status = 'bid' then 'bet_bid_reserved' else 'bet_placed' end,
    'bet:' || p_user || ':' || p_guid, p_hash,
    jsonb_build_array(
      jsonb_build_object('account_id', v_source, 'amount', -p_stake),
      jsonb_build_object('account_id', v_open, 'amount', p_stake)),
    jsonb_build_object('bet_id', v_id), p_now);

  insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                        player_id, odds, kind, is_banker, labels, extra)
  select v_id, l.idx, l.game_id, l.const_id, l.sport_id, l.champ_id, to_timestamp(l.start_ms / 1000.0), l.type,
         l.market_group, l.param, coalesce(l.player_id, 0), l.odds, l.kind, coalesce(l.is_banker, false),
         coalesce(l.labels, '{}'::jsonb), coalesce(l.extra, '{}'::jsonb)
  from jsonb_to_recordset(p_legs) as l(idx smallint, game_id bigint, const_id bigint, sport_id integer, champ_id integer,
       start_ms bigint, type integer, market_group integer, param numeric, player_id bigint, odds integer, kind text,
       is_banker boolean, labels jsonb, extra jsonb);

  select balance into v_balance from ledger_accounts where id = v_source;
  update bets set placed_tx_id = v_tx, balance_after = v_balance where id = v_id;
  return query select v_id, false, v_balance, v_currency, p_answer, p_now;
end;
$$;

-- Settles an open bet once: claims it (status open and the stake the payout was computed for),
-- then open stakes → house and house → player in one ledger transaction keyed settle:<bet>:<version>.
-- Answers no row when the bet was already settled (by a racing settler) or changed meanwhile.
create function settle_bet(
  p_bet bigint, p_expected_stake bigint, p_status text, p_payout bigint, p_now timestamptz
) returns table (r_user bigint, r_account bigint, r_balance bigint) language plpgsql as $$
declare
  b bets;
  v_tx bigint;
begin
  update bets set status = p_status, payout = p_payout, settled_version = 1, settled_at = p_now
    where id = p_bet and status = 'open' and stake = p_expected_stake
    returning * into b;
  if not found then
    return;
  end if;
  select tx_id into v_tx from ledger_post('bet_settled', 'settle:' || b.id || ':1', p_status || ':' || p_payout,
    bet_money_legs(ledger_player_account(b.user_id, b.currency_id, 'open_stakes'),
                  ledger_system_account('house_revenue', b.currency_id), b.source_account_id, b.stake, p_payout),
    jsonb_build_object('bet_id', b.id, 'status', p_status), p_now);
  insert into bet_settlements (bet_id, version, status, payout, tx_id, created_at) values (b.id, 1, p_status, p_payout, v_tx, p_now);
  return query select b.user_id, b.source_account_id, (select balance from ledger_accounts where id = b.source_account_id);
end;
$$;

-- Re-settles a settled bet after a corrected result: a correcting transaction house ↔ player of the
-- difference, keyed settle:<bet>:<version>; the bet row records the new outcome. No row when the
-- bet is not settled or was already corrected to this version.
create function resettle_bet(
  p_bet bigint, p_version integer, p_status text, p_payout bigint, p_now timestamptz
) returns table (r_user bigint, r_account bigint, r_balance bigint, r_delta bigint) language plpgsql as $$
declare
  b bets;
  v_delta bigint;
  v_tx bigint;
begin
  select * into b from bets where id = p_bet for update;
  if not found or b.status not in ('won', 'lost', 'void') or b.settled_version <> p_version - 1 then
    return;
  end if;
  v_delta := p_payout - b.payout;
  if v_delta <> 0 then
    select tx_id into v_tx from ledger_post('bet_resettled', 'settle:' || b.id || ':' || p_version, p_status || ':' || p_payout,
      jsonb_build_array(
        jsonb_build_object('account_id', ledger_system_account('house_revenue', b.currency_id), 'amount', -v_delta),
        jsonb_build_object('account_id', b.source_account_id, 'amount', v_delta)),
      jsonb_build_object('bet_id', b.id, 'status', p_status, 'previous_payout', b.payout), p_now);
  end if;
  update bets set status = p_status, payout = p_payout, settled_version = p_version, settled_at = p_now where id = b.id;
  insert into bet_settlements (bet_id, version, status, payout, tx_id, created_at) values (b.id, p_version, p_status, p_payout, v_tx, p_now);
  return query select b.user_id, b.source_account_id, (select balance from ledger_accounts where id = b.source_account_id), v_delta;
end;
$$;

-- Sells p_sold of an open bet's stake for p_paid (cash-out): the quote's stake must still be the
-- bet's stake (FL409 otherwise, e.g. a second use of the quote); open stakes → house, house → player.
create function sell_bet(
  p_bet bigint, p_user bigint, p_expected_stake bigint, p_sold bigint, p_paid bigint, p_quote text, p_now timestamptz
) returns table (r_status text, r_remaining bigint, r_balance bigint) language plpgsql as $$
declare
  b bets;
  v_tx bigint;
begin
  update bets set
      stake = stake - p_sold,
      status = case when stake = p_sold then 'sold' else status end,
      potential_return = potential_return * (stake - p_sold) / stake,
      cashout_paid = cashout_paid + p_paid,
      settled_at = case when stake = p_sold then p_now else settled_at end
    where id = p_bet and user_id = p_user and status = 'open' and stake = p_expected_stake and p_sold <= stake
    returning * into b;
  if not found then
    raise exception 'the bet changed since the quote' using errcode = 'FL409';
  end if;
  select tx_id into v_tx from ledger_post('bet_sold', 'sale:' || p_quote, p_sold || ':' || p_paid,
    bet_money_legs(ledger_player_account(b.user_id, b.currency_id, 'open_stakes'),
                  ledger_system_account('house_revenue', b.currency_id), b.source_account_id, p_sold, p_paid),
    jsonb_build_object('bet_id', b.id, 'sold_stake', p_sold), p_now);
  insert into bet_sales (bet_id, quote_id, sold_stake, paid, tx_id, created_at) values (b.id, p_quote, p_sold, p_paid, v_tx, p_now);
  return query select b.status, b.stake, (select balance from ledger_accounts where id = b.source_account_id);
end;
$$;

-- Releases an auto-bet order's reservation (market closed or the player cancelled): open stakes →
-- the account it came from. No row when it is no longer a pending order.
create function release_bid(p_bet bigint, p_user bigint, p_now timestamptz)
returns table (r_user bigint, r_account bigint, r_balance bigint) language plpgsql as $$
declare
  b bets;
begin
  update bets set status = 'cancelled', payout = stake, settled_at = p_now
    where id = p_bet and status = 'bid' and (p_user is null or user_id = p_user)
    returning * into b;
  if not found then
    return;
  end if;
  perform ledger_post('bet_bid_released', 'bid-release:' || b.id, 'released',
    bet_money_legs(ledger_player_account(b.user_id, b.currency_id, 'open_stakes'),
                  ledger_system_account('house_revenue', b.currency_id), b.source_account_id, b.stake, b.stake),
    jsonb_build_object('bet_id', b.id), p_now);
  return query select b.user_id, b.source_account_id, (select balance from ledger_accounts where id = b.source_account_id);
end;
$$;

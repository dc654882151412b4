-- Fast bet placement (issue 5): a bet writes each of its rows once and its statements keep their plans.
-- Same rules as before (docs/domain/ledger.md): one statement per balance change, rows locked in id
-- order, an overdraft aborts the whole statement, replays answer the first bet.

-- PL/pgSQL kept re-planning ledger_post's array statements (custom plans, ~0.35 ms a call); its
-- statements are all index lookups by id, which a generic plan serves as well.
alter function ledger_post(text, text, text, jsonb, jsonb, timestamptz) set plan_cache_mode = force_generic_plan;
alter function bet_assert_may_bet(bigint, timestamptz) set plan_cache_mode = force_generic_plan;

-- Moves p_amount from one account of a player to another of the same player and currency, as one
-- ledger transaction (a two-leg ledger_post without the jsonb legs): the same idempotency rule, the
-- rows locked in id order, FL402 when the source would go below zero, FL400 for any other bad leg.
create function ledger_move_own(
  p_kind text, p_key text, p_hash text, p_from bigint, p_to bigint, p_amount bigint, p_metadata jsonb, p_at timestamptz
) returns table (tx_id bigint, replayed boolean, from_balance bigint) language plpgsql
set plan_cache_mode = force_generic_plan as $$
declare
  v_id bigint;
  v_hash text;
  v_moved integer;
  v_owners integer;
  v_currencies integer;
  v_balance bigint;
begin
  if p_amount is null or p_amount <= 0 or p_from is null or p_to is null or p_from = p_to then
    raise exception 'a transaction needs two or more non-zero legs' using errcode = 'FL400';
  end if;
  insert into ledger_transactions as t (kind, idempotency_key, request_hash, metadata, created_at)
    values (p_kind, p_key, p_hash, coalesce(p_metadata, '{}'::jsonb), p_at)
    on conflict (idempotency_key) do nothing
    returning t.id into v_id;
  if v_id is null then
    select t.id, t.request_hash into v_id, v_hash from ledger_transactions t where t.idempotency_key = p_key;
    if v_hash is distinct from p_hash then
      raise exception 'idempotency key % was used for another request', p_key using errcode = 'FL409';
    end if;
    return query select v_id, true, null::bigint;
    return;
  end if;

  perform 1 from ledger_accounts where id in (p_from, p_to) and owner_id is not null order by id for no key update;
  with moved as (
    update ledger_accounts acc
      set balance = acc.balance + case when acc.id = p_from then -p_amount else p_amount end, updated_at = now()
      where acc.id in (p_from, p_to) and acc.owner_id is not null
        and acc.balance + case when acc.id = p_from then -p_amount else p_amount end >= 0
      returning acc.id, acc.owner_id, acc.currency_id, acc.kind, acc.balance
  )
  select count(*), count(distinct owner_id), count(distinct (currency_id, kind in ('player_points', 'points_issued'))),
         max(balance) filter (where id = p_from)
    into v_moved, v_owners, v_currencies, v_balance
    from moved;
  if v_moved = 2 and v_owners = 1 and v_currencies = 1 then
    insert into ledger_entries (transaction_id, account_id, amount, created_at)
      values (v_id, p_from, -p_amount, p_at), (v_id, p_to, p_amount, p_at);
    return query select v_id, false, v_balance;
    return;
  end if;
  -- Refused: tell an overdraft from a bad pair of accounts (the update above is rolled back either way).
  if (select count(*) = 2 and count(distinct owner_id) = 1 and count(owner_id) = 2
             and count(distinct (currency_id, kind in ('player_points', 'points_issued'))) = 1
        from ledger_accounts where id in (p_from, p_to)) then
    raise exception 'insufficient funds' using errcode = 'FL402';
  end if;
  raise exception 'the legs must be two accounts of one player in one currency' using errcode = 'FL400';
end;
$$;

-- Places a bet (or an auto-bet order, p_status 'bid') in one statement, as 0007 defined it, but the
-- ledger move comes first so the bet row is inserted once, complete (placed_tx_id, balance_after),
-- instead of inserted and then rewritten. The ledger key bet:<user>:<guid> is what serialises two
-- racing requests of one guid: the second waits on it, then answers the first bet. When p_bet
-- carries currency_id (the currency the server priced in), a different active currency is refused
-- with FL412 so that the server re-prices.
create or replace function place_bet(
  p_user bigint, p_guid text, p_hash text, p_source text, p_stake bigint, p_status text,
  p_bet jsonb, p_legs jsonb, p_answer jsonb, p_now timestamptz
) returns table (r_bet_id bigint, r_replayed boolean, r_balance bigint, r_currency integer, r_answer jsonb, r_created_at timestamptz)
language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  b bets;
  v_currency integer;
  v_source bigint;
  v_open bigint;
  v_id bigint;
  v_tx bigint;
  v_replayed boolean;
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
  select a.currency_id, s.id, o.id into v_currency, v_source, v_open
    from ledger_accounts a
    left join ledger_accounts s on s.owner_id = p_user and s.currency_id = a.currency_id and s.kind = p_source
    left join ledger_accounts o on o.owner_id = p_user and o.currency_id = a.currency_id and o.kind = 'open_stakes'
    where a.owner_id = p_user and a.is_active;
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
  select m.tx_id, m.replayed, m.from_balance into v_tx, v_replayed, v_balance from ledger_move_own(
    case when p_status = 'bid' then 'bet_bid_reserved' else 'bet_placed' end,
    'bet:' || p_user || ':' || p_guid, p_hash, v_source, v_open, p_stake,
    jsonb_build_object('bet_id', v_id), p_now) m;
  if v_replayed then
    select * into b from bets where user_id = p_user and bet_guid = p_guid;
    if not found then
      raise exception 'betGuid % has a ledger move but no bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at;
    return;
  end if;

  insert into bets (id, user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                    original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                    promo_code, promo_boost_percent, auto_bet_cf, placed_tx_id, balance_after, answer, created_at)
  values (v_id, p_user, p_guid, p_hash, (p_bet->>'vid')::smallint,
          (select array_agg(x::integer) from jsonb_array_elements_text(
            case when jsonb_typeof(p_bet->'system_sizes') = 'array' then p_bet->'system_sizes' else '[]'::jsonb end) x),
          p_bet->>'kind', p_status, v_currency, v_source, p_stake, p_stake, (p_bet->>'potential_return')::bigint,
          (p_bet->>'odds_total')::integer, coalesce((p_bet->>'is_express_boost')::boolean, false),
          (p_bet->>'anti_express_margin')::numeric, p_bet->>'promo_code', (p_bet->>'promo_boost_percent')::numeric,
          (p_bet->>'auto_bet_cf')::integer, v_tx, v_balance, p_answer, p_now);

  insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                        player_id, odds, kind, is_banker, labels, extra)
  select v_id, l.idx, l.game_id, l.const_id, l.sport_id, l.champ_id, to_timestamp(l.start_ms / 1000.0), l.type,
         l.market_group, l.param, coalesce(l.player_id, 0), l.odds, l.kind, coalesce(l.is_banker, false),
         coalesce(l.labels, '{}'::jsonb), coalesce(l.extra, '{}'::jsonb)
  from jsonb_to_recordset(p_legs) as l(idx smallint, game_id bigint, const_id bigint, sport_id integer, champ_id integer,
       start_ms bigint, type integer, market_group integer, param numeric, player_id bigint, odds integer, kind text,
       is_banker boolean, labels jsonb, extra jsonb);

  return query select v_id, false, v_balance, v_currency, p_answer, p_now;
end;
$$;

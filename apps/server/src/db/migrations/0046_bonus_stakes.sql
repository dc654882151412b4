-- Bonus money as a stake source of the sportsbook coupon (issue 22; ADR 0039 "Staking order", ADR 0063).
-- Real money first: a bet takes the player's cash, and only the shortfall from the money of the
-- player's running bonus whose rules count sportsbook stakes (sportWeight > 0; player_bonus), and only
-- while the stake is within that bonus's maximum bet. The bet keeps bonus_stake (of original_stake, as placed) and the bonus it drew on;
-- settlement, void, resettlement and cash-out split every return in that proportion: the cash share,
-- rounded down, back to cash, the rest to the bonus — its account while it runs, the player's cash once
-- it converted, the house's bonus_cost once it expired or was refused.
-- Lock order, as bonus_close's: the bonus row, then the ledger accounts (in id order).

alter table bets add column bonus_stake bigint not null default 0;
alter table bets add column bonus_id bigint references bonuses(id);
alter table bets add constraint bets_bonus_stake
  check (bonus_stake >= 0 and bonus_stake <= original_stake and (bonus_stake = 0) = (bonus_id is null));
create index bets_bonus on bets (bonus_id) where bonus_id is not null;

-- The cash share of an amount a bet returns: the proportion of its stake that came from cash, rounded
-- down; the bonus share is the rest, so the two always add up to the amount.
create function bet_cash_share(p_amount bigint, p_original bigint, p_bonus bigint) returns bigint
language sql immutable as $$
  select case when p_bonus = 0 then p_amount
              else floor(p_amount::numeric * (p_original - p_bonus) / p_original)::bigint end
$$;

-- Where the bonus share of a bet's return goes now. The bonus row is share-locked, so a close racing
-- the return waits for it (or it for the close): the bonus account while the bonus runs, the player's
-- cash once it converted, the house's bonus_cost once it expired or was refused.
create function bet_bonus_destination(p_bonus bigint) returns bigint language plpgsql as $$
declare
  g bonuses;
begin
  select * into g from bonuses where id = p_bonus for share;
  if not found then
    raise exception 'bonus % not found', p_bonus using errcode = 'FL404';
  end if;
  return case g.status
    when 'active' then g.account_id
    when 'converted' then ledger_player_account(g.user_id, g.currency_id, 'player_cash')
    else ledger_system_account('bonus_cost', g.currency_id) end;
end;
$$;

-- The ledger legs of a bet's return: p_from_open leaves open stakes, p_to_cash goes to the player's
-- account, p_to_bonus to the bonus share's destination, the house takes (or pays) the difference.
-- Legs on one account are summed and zero legs left out (ledger_post refuses them); with no bonus
-- share these are bet_money_legs' legs.
create function bet_split_legs(
  p_open bigint, p_house bigint, p_cash bigint, p_bonus_to bigint, p_from_open bigint, p_to_cash bigint, p_to_bonus bigint
) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(jsonb_build_object('account_id', a, 'amount', m) order by o), '[]'::jsonb)
  from (
    select a, min(o) as o, sum(m)::bigint as m
    from (values (1, p_open, -p_from_open), (2, p_house, p_from_open - p_to_cash - p_to_bonus),
                 (3, p_cash, p_to_cash), (4, p_bonus_to, p_to_bonus)) l(o, a, m)
    where a is not null
    group by a
  ) s
  where m <> 0
$$;

-- Places a bet whose stake the player's cash cannot cover alone (the server sends a bet here after
-- place_bet refused it for funds): under the running sportsbook bonus's share lock and the player's rows
-- locked in id order, cash first, the shortfall from the bonus account. Refusals as place_bet's:
-- FL401 closed session, FL409 betGuid of another bet, FL403 blocked, FL412 currency changed, FL402
-- not enough cash and bonus money together (or no running bonus that counts sportsbook stakes); and FL424 when the bet would
-- take bonus money with a stake above the bonus's maximum bet (detail: that maximum). A replay of the
-- guid answers the first bet. r_balance is the cash balance after, r_bonus_balance the bonus account's.
create function place_bet_with_bonus(
  p_user bigint, p_guid text, p_hash text, p_stake bigint, p_bet jsonb, p_legs jsonb, p_answer jsonb,
  p_now timestamptz, p_session text default null
) returns table (r_bet_id bigint, r_replayed boolean, r_balance bigint, r_currency integer, r_answer jsonb,
                 r_created_at timestamptz, r_bonus_stake bigint, r_bonus_balance bigint)
language plpgsql as $$
declare
  b bets;
  g bonuses;
  v_currency integer;
  v_cash bigint;
  v_bonus bigint;
  v_open bigint;
  v_cash_balance bigint;
  v_bonus_balance bigint;
  v_from_cash bigint;
  v_from_bonus bigint;
  v_max bigint;
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
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at, b.bonus_stake, null::bigint;
    return;
  end if;
  if p_stake is null or p_stake <= 0 then
    raise exception 'bad stake' using errcode = 'FL400';
  end if;
  perform bet_assert_may_bet(p_user, p_now);
  perform wallet_ensure_accounts(p_user);
  select currency_id into v_currency from ledger_accounts where owner_id = p_user and is_active;
  if p_bet ? 'currency_id' and (p_bet->>'currency_id')::integer is distinct from v_currency then
    raise exception 'the active currency changed' using errcode = 'FL412';
  end if;
  v_cash := ledger_player_account(p_user, v_currency, 'player_cash');
  v_bonus := ledger_player_account(p_user, v_currency, 'player_bonus');
  v_open := ledger_player_account(p_user, v_currency, 'open_stakes');

  -- The key bet:<user>:<guid> first, as place_bet: it serialises two racing requests of one guid.
  v_id := nextval('bets_id_seq'::regclass);
  insert into ledger_transactions as t (kind, idempotency_key, request_hash, metadata, created_at)
    values ('bet_placed', 'bet:' || p_user || ':' || p_guid, p_hash, jsonb_build_object('bet_id', v_id), p_now)
    on conflict (idempotency_key) do nothing
    returning t.id into v_tx;
  if v_tx is null then
    select * into b from bets where user_id = p_user and bet_guid = p_guid;
    if not found or b.request_hash <> p_hash then
      raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at, b.bonus_stake, null::bigint;
    return;
  end if;

  -- The running bonus (one per bonus account) whose rules let sportsbook stakes count, then the player's
  -- rows, in the order bonus_close locks them.
  select * into g from bonuses
    where account_id = v_bonus and status = 'active' and expires_at > p_now
      and coalesce((rules->>'sportWeight')::integer, 0) > 0
    for share;
  perform 1 from ledger_accounts where id in (v_cash, v_bonus, v_open) order by id for no key update;
  select balance into v_cash_balance from ledger_accounts where id = v_cash;
  select balance into v_bonus_balance from ledger_accounts where id = v_bonus;
  v_from_cash := least(v_cash_balance, p_stake);
  v_from_bonus := p_stake - v_from_cash;
  if v_from_bonus > 0 then
    if g.id is null or v_bonus_balance < v_from_bonus then
      raise exception 'insufficient funds' using errcode = 'FL402';
    end if;
    v_max := nullif(g.rules->>'maxBet', '')::bigint;
    if v_max is not null and p_stake > v_max then
      raise exception 'a stake with bonus money is above the bonus''s maximum bet' using errcode = 'FL424',
        detail = v_max::text;
    end if;
  end if;

  update ledger_accounts set balance = balance + d.m, updated_at = now()
    from (values (v_cash, -v_from_cash), (v_bonus, -v_from_bonus), (v_open, p_stake)) d(a, m)
    where id = d.a and d.m <> 0;
  insert into ledger_entries (transaction_id, account_id, amount, created_at)
    select v_tx, d.a, d.m, p_now
    from (values (v_cash, -v_from_cash), (v_bonus, -v_from_bonus), (v_open, p_stake)) d(a, m)
    where d.m <> 0;
  v_cash_balance := v_cash_balance - v_from_cash;
  v_bonus_balance := v_bonus_balance - v_from_bonus;

  insert into bets (id, user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                    original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                    promo_code, promo_boost_percent, auto_bet_cf, placed_tx_id, balance_after, answer, created_at,
                    bonus_stake, bonus_id)
  values (v_id, p_user, p_guid, p_hash, (p_bet->>'vid')::smallint,
          (select array_agg(x::integer) from jsonb_array_elements_text(
            case when jsonb_typeof(p_bet->'system_sizes') = 'array' then p_bet->'system_sizes' else '[]'::jsonb end) x),
          p_bet->>'kind', 'open', v_currency, v_cash, p_stake, p_stake, (p_bet->>'potential_return')::bigint,
          (p_bet->>'odds_total')::integer, coalesce((p_bet->>'is_express_boost')::boolean, false),
          (p_bet->>'anti_express_margin')::numeric, p_bet->>'promo_code', (p_bet->>'promo_boost_percent')::numeric,
          (p_bet->>'auto_bet_cf')::integer, v_tx, v_cash_balance, p_answer, p_now,
          v_from_bonus, case when v_from_bonus > 0 then g.id end);

  insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                        player_id, odds, kind, is_banker, labels, extra)
  select v_id, (l->>'idx')::smallint, (l->>'game_id')::bigint, (l->>'const_id')::bigint, (l->>'sport_id')::integer,
         (l->>'champ_id')::integer, to_timestamp((l->>'start_ms')::bigint / 1000.0), (l->>'type')::integer,
         (l->>'market_group')::integer, (l->>'param')::numeric, coalesce((l->>'player_id')::bigint, 0),
         (l->>'odds')::integer, l->>'kind', coalesce((l->>'is_banker')::boolean, false),
         coalesce(l->'labels', '{}'::jsonb), coalesce(l->'extra', '{}'::jsonb)
    from jsonb_array_elements(p_legs) l;

  return query select v_id, false, v_cash_balance, v_currency, null::jsonb, p_now, v_from_bonus, v_bonus_balance;
end;
$$;

-- settle_bet of 0007, the return split by the bet's bonus share.
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
  v_cash := bet_cash_share(p_payout, b.original_stake, b.bonus_stake);
  select tx_id into v_tx from ledger_post('bet_settled', 'settle:' || b.id || ':1', p_status || ':' || p_payout,
    bet_split_legs(ledger_player_account(b.user_id, b.currency_id, 'open_stakes'),
                   ledger_system_account('house_revenue', b.currency_id), b.source_account_id,
                   case when b.bonus_stake > 0 then bet_bonus_destination(b.bonus_id) end,
                   b.stake, v_cash, p_payout - v_cash),
    jsonb_build_object('bet_id', b.id, 'status', p_status)
      || case when b.bonus_stake > 0 then jsonb_build_object('bonus_share', p_payout - v_cash) else '{}'::jsonb end,
    p_now);
  insert into bet_settlements (bet_id, version, status, payout, tx_id, created_at) values (b.id, 1, p_status, p_payout, v_tx, p_now);
  return query select b.user_id, b.source_account_id, (select balance from ledger_accounts where id = b.source_account_id);
end;
$$;

-- resettle_bet of 0007: the correction's difference split as the payouts are (each payout's cash share
-- rounded down, so a bet corrected back and forth ends where it started).
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
    v_cash := bet_cash_share(p_payout, b.original_stake, b.bonus_stake)
              - bet_cash_share(b.payout, b.original_stake, b.bonus_stake);
    select tx_id into v_tx from ledger_post('bet_resettled', 'settle:' || b.id || ':' || p_version, p_status || ':' || p_payout,
      bet_split_legs(null, ledger_system_account('house_revenue', b.currency_id), b.source_account_id,
                     case when b.bonus_stake > 0 then bet_bonus_destination(b.bonus_id) end, 0, v_cash, v_delta - v_cash),
      jsonb_build_object('bet_id', b.id, 'status', p_status, 'previous_payout', b.payout), p_now);
  end if;
  update bets set status = p_status, payout = p_payout, settled_version = p_version, settled_at = p_now where id = b.id;
  insert into bet_settlements (bet_id, version, status, payout, tx_id, created_at) values (b.id, p_version, p_status, p_payout, v_tx, p_now);
  return query select b.user_id, b.source_account_id, (select balance from ledger_accounts where id = b.source_account_id), v_delta;
end;
$$;

-- sell_bet of 0007 (cash-out): what the sale pays is split by the bet's bonus share.
create or replace function sell_bet(
  p_bet bigint, p_user bigint, p_expected_stake bigint, p_sold bigint, p_paid bigint, p_quote text, p_now timestamptz
) returns table (r_status text, r_remaining bigint, r_balance bigint) language plpgsql as $$
declare
  b bets;
  v_cash bigint;
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
  v_cash := bet_cash_share(p_paid, b.original_stake, b.bonus_stake);
  select tx_id into v_tx from ledger_post('bet_sold', 'sale:' || p_quote, p_sold || ':' || p_paid,
    bet_split_legs(ledger_player_account(b.user_id, b.currency_id, 'open_stakes'),
                   ledger_system_account('house_revenue', b.currency_id), b.source_account_id,
                   case when b.bonus_stake > 0 then bet_bonus_destination(b.bonus_id) end, p_sold, v_cash, p_paid - v_cash),
    jsonb_build_object('bet_id', b.id, 'sold_stake', p_sold), p_now);
  insert into bet_sales (bet_id, quote_id, sold_stake, paid, tx_id, created_at) values (b.id, p_quote, p_sold, p_paid, v_tx, p_now);
  return query select b.status, b.stake, (select balance from ledger_accounts where id = b.source_account_id);
end;
$$;

-- advance_after_settling of 0010: only the cash share of a backing bet's winnings repays advances (the
-- bonus share is not the player's money to pledge; it went to the bonus). Otherwise unchanged.
create or replace function advance_after_settling(p_bet bigint, p_now timestamptz) returns void language plpgsql as $$
declare
  u bets;
  a bet_advances;
  v_left bigint;
  v_part bigint;
begin
  if not exists (select 1 from bet_advance_backing k join bet_advances x on x.bet_id = k.advance_bet_id
                 where k.bet_id = p_bet and x.status = 'outstanding') then
    return;
  end if;
  select * into u from bets where id = p_bet;
  perform 1 from advance_states where user_id = u.user_id and currency_id = u.currency_id for update;
  v_left := greatest(bet_cash_share(u.payout, u.original_stake, u.bonus_stake) - (u.stake - u.bonus_stake), 0);
  for a in
    select x.* from bet_advances x join bet_advance_backing k on k.advance_bet_id = x.bet_id
    where k.bet_id = p_bet and x.status = 'outstanding' order by x.bet_id for update of x
  loop
    v_part := least(a.amount - a.repaid, v_left);
    if v_part > 0 then
      perform ledger_post('advance_repaid', 'advance-repay:' || a.bet_id || ':' || p_bet, v_part::text,
        jsonb_build_array(
          jsonb_build_object('account_id', u.source_account_id, 'amount', -v_part),
          jsonb_build_object('account_id', ledger_system_account('advance_credit', a.currency_id), 'amount', v_part)),
        jsonb_build_object('advance_bet_id', a.bet_id, 'bet_id', p_bet), p_now);
      update bet_advances set repaid = repaid + v_part,
          status = case when repaid + v_part = amount then 'repaid' else status end,
          closed_at = case when repaid + v_part = amount then p_now else closed_at end
        where bet_id = a.bet_id
        returning * into a;
      v_left := v_left - v_part;
    end if;
    if a.status = 'repaid' then
      if a.held_payout is not null then
        perform advance_bet_finish(a.bet_id, 'won', a.held_payout, p_now);
      end if;
    elsif not advance_backing_open(a.bet_id) then
      perform advance_write_off(a.bet_id, p_now);
      if a.held_payout is not null then
        perform advance_bet_finish(a.bet_id, 'void', a.repaid, p_now);
      end if;
    end if;
  end loop;
end;
$$;

-- Advance bets (betting-rules.md "Advance bet", docs/decisions/0006-advance-bets.md): a bet staked
-- with the house's credit against the player's unsettled bets. The stake moves from the house's
-- advance_credit account into open stakes; winnings of the backing bets repay the advance first
-- (player → advance_credit); an advance that will not be repaid is written off (house revenue →
-- advance_credit). So advance_credit always holds minus what is still owed.
-- Lock order of every function here (no deadlocks): backing bets, then the player's advance_states
-- row, then advance rows and advance bets. SQLSTATE FL421: the stake is above the advance available.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'player_cash', 'player_bonus', 'player_points', 'open_stakes', 'pending_withdrawal',
  'house_revenue', 'bonus_cost', 'payment_clearing', 'casino_clearing', 'referral_payouts', 'points_issued',
  'advance_credit'));
alter table ledger_accounts drop constraint ledger_accounts_owner;
alter table ledger_accounts add constraint ledger_accounts_owner check ((owner_id is null) = (kind in (
  'house_revenue', 'bonus_cost', 'payment_clearing', 'casino_clearing', 'referral_payouts', 'points_issued',
  'advance_credit')));

-- An advance bet's source_account_id is the advance_credit account its stake came from.
alter table bets add column is_advance boolean not null default false;

-- One row per player and currency that ever took an advance: the lock that serialises their advances.
create table advance_states (
  user_id bigint not null references users(id),
  currency_id integer not null,
  created_at timestamptz not null default now(),
  primary key (user_id, currency_id)
);

-- The advance of one advance bet: outstanding → repaid (in full) | written_off (the rest forgiven).
-- held_payout: the bet won while its advance was still being repaid; paid out once it is repaid.
create table bet_advances (
  bet_id bigint primary key references bets(id),
  user_id bigint not null references users(id),
  currency_id integer not null,
  amount bigint not null check (amount > 0),
  repaid bigint not null default 0,
  status text not null default 'outstanding' check (status in ('outstanding', 'repaid', 'written_off')),
  held_payout bigint check (held_payout >= 0),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint bet_advances_repaid check (repaid >= 0 and repaid <= amount),
  constraint bet_advances_repaid_status check ((status = 'repaid') = (repaid = amount))
);
create index bet_advances_outstanding on bet_advances (user_id, currency_id) where status = 'outstanding';

-- The open bets an advance was granted against (their winnings repay it).
create table bet_advance_backing (
  advance_bet_id bigint not null references bet_advances(bet_id),
  bet_id bigint not null references bets(id),
  primary key (advance_bet_id, bet_id)
);
create index bet_advance_backing_bet on bet_advance_backing (bet_id);

-- The advance the player may still take in a currency: the share of the potential winnings of their
-- open bets (advance bets aside) whose every leg starts by p_until, less what they owe; and what they owe.
create function advance_available(p_user bigint, p_currency integer, p_until timestamptz, p_share numeric)
returns table (r_available bigint, r_outstanding bigint) language sql stable as $$
  with base as (
    select floor(coalesce(sum(greatest(b.potential_return - b.stake, 0)), 0) * p_share)::bigint as v from bets b
    where b.user_id = p_user and b.currency_id = p_currency and b.status = 'open' and not b.is_advance
      and not exists (select 1 from bet_legs l where l.bet_id = b.id and l.start_at > p_until)
  ), owed as (
    select coalesce(sum(a.amount - a.repaid), 0)::bigint as v from bet_advances a
    where a.user_id = p_user and a.currency_id = p_currency and a.status = 'outstanding'
  )
  select greatest(base.v - owed.v, 0), owed.v from base, owed
$$;

-- Places an advance bet in one statement, like place_bet: replay check, betting blocks, then under the
-- player's advance lock the available advance (refused with FL421 above it), the stake from
-- advance_credit to open stakes, the bet, its legs, its advance and the bets backing it.
create function place_advance_bet(
  p_user bigint, p_guid text, p_hash text, p_stake bigint, p_until timestamptz, p_share numeric,
  p_bet jsonb, p_legs jsonb, p_answer jsonb, p_now timestamptz
) returns table (r_bet_id bigint, r_replayed boolean, r_balance bigint, r_currency integer, r_answer jsonb, r_created_at timestamptz)
language plpgsql as $$
declare
  b bets;
  v_currency integer;
  v_open bigint;
  v_credit bigint;
  v_backing bigint[];
  v_winnings bigint;
  v_available bigint;
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
  if p_stake is null or p_stake <= 0 then
    raise exception 'the stake must be positive' using errcode = 'FL400';
  end if;
  perform bet_assert_may_bet(p_user, p_now);
  perform wallet_ensure_accounts(p_user);
  select currency_id into v_currency from ledger_accounts where owner_id = p_user and is_active;
  if p_bet ? 'currency_id' and (p_bet->>'currency_id')::integer is distinct from v_currency then
    raise exception 'the active currency changed' using errcode = 'FL412';
  end if;
  v_open := ledger_player_account(p_user, v_currency, 'open_stakes');
  v_credit := ledger_system_account('advance_credit', v_currency);

  -- The backing bets, share-locked: none settles or is sold until this advance is recorded (a bet
  -- being settled now is waited for, then left out).
  select coalesce(array_agg(q.id order by q.id), '{}'), coalesce(sum(q.winnings), 0) into v_backing, v_winnings
  from (
    select b2.id, greatest(b2.potential_return - b2.stake, 0) as winnings from bets b2
    where b2.user_id = p_user and b2.currency_id = v_currency and b2.status = 'open' and not b2.is_advance
      and not exists (select 1 from bet_legs l where l.bet_id = b2.id and l.start_at > p_until)
    order by b2.id for share of b2
  ) q;
  insert into advance_states (user_id, currency_id) values (p_user, v_currency) on conflict do nothing;
  perform 1 from advance_states where user_id = p_user and currency_id = v_currency for update;

  -- A racing request of this betGuid may have placed it while this one waited for the lock.
  select * into b from bets where user_id = p_user and bet_guid = p_guid;
  if found then
    if b.request_hash <> p_hash then
      raise exception 'betGuid % was used for another bet', p_guid using errcode = 'FL409';
    end if;
    return query select b.id, true, b.balance_after, b.currency_id, b.answer, b.created_at;
    return;
  end if;
  select floor(v_winnings * p_share)::bigint - coalesce(sum(a.amount - a.repaid), 0) into v_available
    from bet_advances a where a.user_id = p_user and a.currency_id = v_currency and a.status = 'outstanding';
  if p_stake > v_available then
    raise exception 'the stake is above the advance available' using errcode = 'FL421',
      detail = greatest(v_available, 0)::text;
  end if;

  v_id := nextval('bets_id_seq'::regclass);
  select t.tx_id, t.replayed into v_tx, v_replayed from ledger_post('bet_placed', 'bet:' || p_user || ':' || p_guid, p_hash,
    jsonb_build_array(
      jsonb_build_object('account_id', v_credit, 'amount', -p_stake),
      jsonb_build_object('account_id', v_open, 'amount', p_stake)),
    jsonb_build_object('bet_id', v_id, 'advance', true), p_now) t;
  if v_replayed then
    raise exception 'betGuid % has a ledger move but no bet', p_guid using errcode = 'FL409';
  end if;
  select balance into v_balance from ledger_accounts where id = ledger_player_account(p_user, v_currency, 'player_cash');

  insert into bets (id, user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                    original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                    promo_code, promo_boost_percent, placed_tx_id, balance_after, answer, created_at, is_advance)
  values (v_id, p_user, p_guid, p_hash, (p_bet->>'vid')::smallint,
          (select array_agg(x::integer) from jsonb_array_elements_text(
            case when jsonb_typeof(p_bet->'system_sizes') = 'array' then p_bet->'system_sizes' else '[]'::jsonb end) x),
          p_bet->>'kind', 'open', v_currency, v_credit, p_stake, p_stake, (p_bet->>'potential_return')::bigint,
          (p_bet->>'odds_total')::integer, coalesce((p_bet->>'is_express_boost')::boolean, false),
          (p_bet->>'anti_express_margin')::numeric, p_bet->>'promo_code', (p_bet->>'promo_boost_percent')::numeric,
          v_tx, v_balance, p_answer, p_now, true);

  insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                        player_id, odds, kind, is_banker, labels, extra)
  select v_id, l.idx, l.game_id, l.const_id, l.sport_id, l.champ_id, to_timestamp(l.start_ms / 1000.0), l.type,
         l.market_group, l.param, coalesce(l.player_id, 0), l.odds, l.kind, coalesce(l.is_banker, false),
         coalesce(l.labels, '{}'::jsonb), coalesce(l.extra, '{}'::jsonb)
  from jsonb_to_recordset(p_legs) as l(idx smallint, game_id bigint, const_id bigint, sport_id integer, champ_id integer,
       start_ms bigint, type integer, market_group integer, param numeric, player_id bigint, odds integer, kind text,
       is_banker boolean, labels jsonb, extra jsonb);

  insert into bet_advances (bet_id, user_id, currency_id, amount, created_at) values (v_id, p_user, v_currency, p_stake, p_now);
  insert into bet_advance_backing (advance_bet_id, bet_id) select v_id, unnest(v_backing);
  return query select v_id, false, v_balance, v_currency, p_answer, p_now;
end;
$$;

-- Settles an open advance bet once (the claim, as settle_bet's): open stakes → house → the player's
-- cash, keyed settle:<bet>:1. False when it was settled already.
create function advance_bet_finish(p_bet bigint, p_status text, p_payout bigint, p_now timestamptz)
returns boolean language plpgsql as $$
declare
  b bets;
  v_tx bigint;
begin
  update bets set status = p_status, payout = p_payout, settled_version = 1, settled_at = p_now
    where id = p_bet and status = 'open' and is_advance
    returning * into b;
  if not found then
    return false;
  end if;
  select tx_id into v_tx from ledger_post('bet_settled', 'settle:' || b.id || ':1', p_status || ':' || p_payout,
    bet_money_legs(ledger_player_account(b.user_id, b.currency_id, 'open_stakes'),
                   ledger_system_account('house_revenue', b.currency_id),
                   ledger_player_account(b.user_id, b.currency_id, 'player_cash'), b.stake, p_payout),
    jsonb_build_object('bet_id', b.id, 'status', p_status, 'advance', true), p_now);
  insert into bet_settlements (bet_id, version, status, payout, tx_id, created_at) values (b.id, 1, p_status, p_payout, v_tx, p_now);
  update bet_advances set held_payout = null where bet_id = b.id;
  return true;
end;
$$;

-- Closes an advance that will not be repaid in full: what is still owed goes back from house revenue
-- (where a lost or void advance bet's stake went) to advance_credit.
create function advance_write_off(p_bet bigint, p_now timestamptz) returns void language plpgsql as $$
declare
  a bet_advances;
begin
  update bet_advances set status = 'written_off', closed_at = p_now where bet_id = p_bet and status = 'outstanding'
    returning * into a;
  if not found then
    return;
  end if;
  perform ledger_post('advance_written_off', 'advance-write-off:' || a.bet_id, (a.amount - a.repaid)::text,
    jsonb_build_array(
      jsonb_build_object('account_id', ledger_system_account('house_revenue', a.currency_id), 'amount', -(a.amount - a.repaid)),
      jsonb_build_object('account_id', ledger_system_account('advance_credit', a.currency_id), 'amount', a.amount - a.repaid)),
    jsonb_build_object('advance_bet_id', a.bet_id), p_now);
end;
$$;

-- Whether any bet backing this advance is still open.
create function advance_backing_open(p_advance bigint) returns boolean language sql stable as $$
  select exists (select 1 from bet_advance_backing k join bets u on u.id = k.bet_id
                 where k.advance_bet_id = p_advance and u.status = 'open')
$$;

-- Settles a decided advance bet (decision 0006). Won while its advance is still being repaid by open
-- backing bets: held (no row; the last backing bet to settle finishes it). Void, or won without its
-- advance repaid: void, paying back only what the player repaid. Otherwise as decided.
create function settle_advance_bet(p_bet bigint, p_expected_stake bigint, p_status text, p_payout bigint, p_now timestamptz)
returns table (r_user bigint, r_account bigint, r_balance bigint, r_status text, r_payout bigint) language plpgsql as $$
declare
  a bet_advances;
  v_open boolean;
  v_cash bigint;
  v_status text := p_status;
  v_payout bigint := p_payout;
begin
  select * into a from bet_advances where bet_id = p_bet;
  if not found then
    return;
  end if;
  perform 1 from advance_states where user_id = a.user_id and currency_id = a.currency_id for update;
  select * into a from bet_advances where bet_id = p_bet for update;
  if not exists (select 1 from bets where id = p_bet and status = 'open' and stake = p_expected_stake) then
    return;
  end if;
  v_open := advance_backing_open(p_bet);
  if a.status = 'outstanding' and p_status = 'won' and v_open then
    update bet_advances set held_payout = p_payout where bet_id = p_bet;
    return;
  end if;
  if a.status = 'outstanding' and (p_status = 'void' or not v_open) then
    perform advance_write_off(p_bet, p_now);
    a.status := 'written_off';
  end if;
  if p_status = 'void' or (p_status = 'won' and a.status <> 'repaid') then
    v_status := 'void';
    v_payout := a.repaid;
  end if;
  perform advance_bet_finish(p_bet, v_status, v_payout, p_now);
  v_cash := ledger_player_account(a.user_id, a.currency_id, 'player_cash');
  return query select a.user_id, v_cash, (select balance from ledger_accounts where id = v_cash), v_status, v_payout;
end;
$$;

-- After a bet settled: its winnings (payout above stake) repay the outstanding advances it backs,
-- oldest first, from the account they were paid to. An advance repaid in full pays out its held bet;
-- one whose backing bets are all settled without repaying it is written off and its held bet is void.
create function advance_after_settling(p_bet bigint, p_now timestamptz) returns void language plpgsql as $$
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
  v_left := greatest(u.payout - u.stake, 0);
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

-- What the settler calls for every decided bet: an advance bet settles by settle_advance_bet; any
-- other by settle_bet, and then its winnings repay the advances it backs, in the same transaction.
-- Answers the status and payout the bet settled with; no row when it did not settle now.
create function settle_bet_advancing(p_bet bigint, p_expected_stake bigint, p_status text, p_payout bigint, p_now timestamptz)
returns table (r_user bigint, r_account bigint, r_balance bigint, r_status text, r_payout bigint) language plpgsql as $$
declare
  v_user bigint;
  v_account bigint;
begin
  if exists (select 1 from bet_advances where bet_id = p_bet) then
    return query select s.r_user, s.r_account, s.r_balance, s.r_status, s.r_payout
      from settle_advance_bet(p_bet, p_expected_stake, p_status, p_payout, p_now) s;
    return;
  end if;
  select s.r_user, s.r_account into v_user, v_account from settle_bet(p_bet, p_expected_stake, p_status, p_payout, p_now) s;
  if v_user is null then
    return;
  end if;
  perform advance_after_settling(p_bet, p_now);
  return query select v_user, v_account, (select balance from ledger_accounts where id = v_account), p_status, p_payout;
end;
$$;

-- An advance bet, and a bet backing an outstanding advance, cannot be sold (cash-out): the advance
-- bet's stake is the house's credit, the backing bet's winnings are pledged to repay it.
create function bets_refuse_advance_sale() returns trigger language plpgsql as $$
begin
  if new.is_advance or exists (select 1 from bet_advance_backing k join bet_advances a on a.bet_id = k.advance_bet_id
                               where k.bet_id = new.id and a.status = 'outstanding') then
    raise exception 'bet % is tied to an advance and cannot be sold', new.id using errcode = 'FL409';
  end if;
  return new;
end;
$$;
create trigger bets_no_advance_sale before update of stake on bets
  for each row when (new.stake < old.stake) execute function bets_refuse_advance_sale();

-- Loyalty points on casino stakes (issue 22 §1, ADR 0060 "Casino stakes"): a real-money casino bet
-- earns points on the cash it staked at the brand's casino rate (the part staked from bonus money and
-- free spins earn nothing); a rollback takes exactly those points back. Each bet is kept like a
-- sportsbook bet in loyalty_bet_points, target-based, so a pass that reads it twice moves nothing. The
-- leader's pass reads the wallet's rows after the fact: a round's own statements stay as they were.

create table loyalty_casino_points (
  provider_id text not null,
  transaction_uuid text not null,
  user_id bigint not null references users(id),
  currency_id integer not null,
  stake_points bigint not null check (stake_points >= 0),
  points bigint not null default 0 check (points >= 0),
  written_off bigint not null default 0 check (written_off >= 0),
  moves integer not null default 0,
  primary key (provider_id, transaction_uuid)
);

-- A casino move names its game (the platform's game code) instead of a bet.
alter table loyalty_moves add column casino_game text;

-- How far the leader's casino points pass has read casino_transactions (by created_at; one row). Casino
-- stakes earn from this migration on: the history before it earns nothing.
create table loyalty_casino_sweep (
  id boolean primary key default true check (id),
  read_to timestamptz not null
);
insert into loyalty_casino_sweep (read_to) values (now());

-- One move of a player's points toward a target: posts the difference through the ledger under
-- `p_key` (points_issued ↔ player_points) and writes the player's story. A reversal takes back at
-- most the balance; answers what moved (signed) and what had to be written off.
create function loyalty_points_move(
  p_user bigint, p_currency integer, p_delta bigint, p_key text, p_bet bigint, p_casino_game text,
  p_metadata jsonb, p_now timestamptz
) returns table (r_moved bigint, r_written_off bigint) language plpgsql as $$
declare
  v_account bigint := ledger_player_account(p_user, p_currency, 'player_points');
  v_balance bigint;
  v_delta bigint := p_delta;
  v_off bigint := 0;
  v_tx bigint;
begin
  select balance into v_balance from ledger_accounts where id = v_account for no key update;
  if v_delta < 0 and -v_delta > v_balance then
    v_off := -v_delta - v_balance;
    v_delta := -v_balance;
  end if;
  if v_delta <> 0 then
    select l.tx_id into v_tx from ledger_post(
      case when v_delta > 0 then 'points_earned' else 'points_reversed' end, p_key, p_key || ':' || v_delta,
      jsonb_build_array(
        jsonb_build_object('account_id', ledger_system_account('points_issued', p_currency), 'amount', -v_delta),
        jsonb_build_object('account_id', v_account, 'amount', v_delta)),
      p_metadata, p_now) l;
    insert into loyalty_moves (user_id, kind, points, bet_id, casino_game, tx_id, created_at)
      values (p_user, case when v_delta > 0 then 'earned' else 'reversed' end, v_delta, p_bet, p_casino_game, v_tx, p_now);
  end if;
  return query select v_delta, v_off;
end;
$$;

-- The sportsbook's sync (0044), now through the shared move; same keys, same answers. A bet staked
-- partly from bonus money (ADR 0063) earns on its cash share only, as a casino stake does: the stake's
-- points are scaled by that share when first fixed (a cash-only bet's are unchanged).
create or replace function loyalty_bet_points_sync(
  p_bet bigint, p_user bigint, p_currency integer, p_stake_points bigint, p_counts boolean, p_now timestamptz
) returns table (r_moved bigint, r_points bigint) language plpgsql as $$
declare
  r loyalty_bet_points;
  v_target bigint;
  v_points bigint := p_stake_points;
  m record;
begin
  select case when b.bonus_stake = 0 then p_stake_points
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

-- Brings a casino bet's points to what it earns now: its stake points while it stands, nothing once
-- rolled back. The bet row itself says which (read under the same lock as the points row).
create function loyalty_casino_points_sync(
  p_provider text, p_uuid text, p_stake_points bigint, p_now timestamptz
) returns table (r_moved bigint, r_points bigint) language plpgsql as $$
declare
  b casino_transactions;
  r loyalty_casino_points;
  v_target bigint;
  m record;
begin
  select * into b from casino_transactions t
    where t.provider_id = p_provider and t.transaction_uuid = p_uuid and t.kind = 'bet';
  if not found then
    return query select 0::bigint, 0::bigint;
    return;
  end if;
  insert into loyalty_casino_points (provider_id, transaction_uuid, user_id, currency_id, stake_points)
    values (p_provider, p_uuid, b.user_id, b.currency_id, p_stake_points) on conflict do nothing;
  select * into r from loyalty_casino_points p
    where p.provider_id = p_provider and p.transaction_uuid = p_uuid for update;
  -- Read again under the points row's lock: a rollback committed meanwhile is seen.
  select * into b from casino_transactions t
    where t.provider_id = p_provider and t.transaction_uuid = p_uuid and t.kind = 'bet';
  v_target := case when b.rolled_back then 0 else r.stake_points end;
  if v_target = r.points then
    return query select 0::bigint, r.points;
    return;
  end if;
  select * into m from loyalty_points_move(r.user_id, r.currency_id, v_target - r.points,
    'points:casino:' || p_provider || ':' || p_uuid || ':' || (r.moves + 1), null, b.game_id,
    jsonb_build_object('provider', p_provider, 'transaction_uuid', p_uuid), p_now);
  update loyalty_casino_points set points = v_target, moves = moves + 1, written_off = written_off + m.r_written_off
    where provider_id = p_provider and transaction_uuid = p_uuid;
  return query select m.r_moved, v_target;
end;
$$;

-- A casino callback's cost in the database (issue 21 section 5, ADR 0046 "the cash fast path").
-- 1. casino_wallet_apply (0047) writes a cash-only move (every call without a bonus share: nearly all) as
--    ledger_post would — the same ledger transaction (kind, key, hash, metadata), the same two entries in
--    the same order, the player's balance moved only if it stays >= 0 — but directly: no jsonb legs to
--    build and take apart, none of ledger_post's generic checks (the two accounts are known and of one
--    currency by construction) and no subtransaction for the FL402 handler (an overdraft is the update
--    finding no row). A move with a bonus share goes through ledger_post as before. The rest is 0047's.
-- 2. casino_playable_balance in PL/pgSQL: a SQL function called from PL/pgSQL is planned again on every
--    call; PL/pgSQL keeps its plans per connection. Same answer: the cash balance plus the balance of the
--    bonus casino_stake_bonus picks (the lowest id of the active, unexpired, casino-weighted ones), else 0.
-- 3. casino_wallet_apply_many: many callbacks in one statement and one commit (at the end of this file).

create or replace function casino_playable_balance(p_user bigint, p_currency integer, p_at timestamptz)
returns bigint language plpgsql stable as $$
declare
  v_cash bigint;
  v_bonus bigint;
begin
  select a.balance into v_cash from ledger_accounts a
    where a.owner_id = p_user and a.currency_id = p_currency and a.kind = 'player_cash';
  select (select a.balance from ledger_accounts a where a.id = b.account_id) into v_bonus from bonuses b
    where b.user_id = p_user and b.currency_id = p_currency and b.status = 'active' and b.expires_at > p_at
      and coalesce((b.rules->>'casinoWeight')::int, 0) > 0
    order by b.id limit 1;
  return coalesce(v_cash, 0) + coalesce(v_bonus, 0);
end;
$$;

create or replace function casino_wallet_apply(
  p_provider text, p_uuid text, p_kind text, p_hash text, p_user bigint, p_currency integer,
  p_amount bigint, p_free boolean, p_game text, p_round text, p_round_closed boolean, p_reference text,
  p_at timestamptz, p_reward text
) returns table (status text, balance bigint, account_id bigint, moved boolean, cash_balance bigint, bonus_id bigint)
language plpgsql as $$
declare
  v_cash bigint := ledger_player_account(p_user, p_currency, 'player_cash');
  v_clearing bigint;
  v_row casino_transactions;
  v_bet casino_transactions;
  v_inserted boolean;
  v_status text := 'RS_OK';
  v_move bigint := 0;
  v_bonus_move bigint := 0;
  v_bonus_id bigint;
  v_bonus bonuses;
  v_bonus_to bigint;
  v_cash_now bigint;
  v_stake bigint;
  v_bonus_stake bigint;
  v_legs jsonb;
  v_balance bigint;
  v_metadata jsonb;
  v_tx bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_provider || ':' || coalesce(p_reference, p_uuid), 0));

  insert into casino_transactions (provider_id, transaction_uuid, kind, request_hash, user_id, currency_id,
      amount, is_free, game_id, round, round_closed, reference_uuid, created_at, reward_uuid)
    values (p_provider, p_uuid, p_kind, p_hash, p_user, p_currency, p_amount, p_free, p_game, p_round,
      p_round_closed, p_reference, p_at, p_reward)
    on conflict (provider_id, transaction_uuid) do nothing
    returning true into v_inserted;
  if v_inserted is null then
    select * into v_row from casino_transactions t where t.provider_id = p_provider and t.transaction_uuid = p_uuid;
    select a.balance into v_cash_now from ledger_accounts a where a.id = v_cash;
    if v_row.request_hash is distinct from p_hash then
      return query select 'RS_ERROR_DUPLICATE_TRANSACTION'::text, casino_playable_balance(p_user, p_currency, p_at),
        v_cash, false, v_cash_now, null::bigint;
    else
      return query select v_row.answer_status, v_row.answer_balance, v_cash, false, v_cash_now, null::bigint;
    end if;
    return;
  end if;

  if p_kind = 'bet' then
    -- A rollback of this bet came first (a tombstone): the late bet is refused.
    if exists (select 1 from casino_transactions t where t.provider_id = p_provider and t.kind = 'rollback'
               and t.reference_uuid = p_uuid) then
      v_status := 'RS_ERROR_DUPLICATE_TRANSACTION';
    elsif p_free then
      -- One spin of the player's running free-spins bonus for this game, used once (the row's check).
      update bonus_free_spins f set spins_used = f.spins_used + 1
        from bonuses b
        where f.reward_uuid = p_reward and b.id = f.bonus_id and b.user_id = p_user and b.currency_id = p_currency
          and b.status = 'active' and b.expires_at > p_at and f.provider_id = p_provider and f.game_id = p_game
          and f.spins_used < f.spins_total
        returning f.bonus_id into v_bonus_id;
      if v_bonus_id is null then
        v_status := 'RS_ERROR_LIMIT_REACHED';
      end if;
    else
      v_move := -p_amount;
      select a.balance into v_cash_now from ledger_accounts a where a.id = v_cash;
      if v_cash_now < p_amount then
        -- Cash first; the shortfall from the casino-usable bonus, within its maximum bet.
        v_bonus_id := casino_stake_bonus(p_user, p_currency, p_at);
        if v_bonus_id is not null then
          select * into v_bonus from bonuses where id = v_bonus_id for update;
          if v_bonus.status <> 'active' then
            v_bonus_id := null;
          elsif v_bonus.rules->>'maxBet' is not null and p_amount > (v_bonus.rules->>'maxBet')::bigint then
            v_status := 'RS_ERROR_LIMIT_REACHED';
          else
            v_move := -greatest(v_cash_now, 0);
            v_bonus_move := -(p_amount - greatest(v_cash_now, 0));
            v_bonus_to := v_bonus.account_id;
          end if;
        end if;
      end if;
    end if;
  else
    select * into v_bet from casino_transactions t
      where t.provider_id = p_provider and t.transaction_uuid = p_reference and t.kind = 'bet' for update;
    if p_kind = 'win' then
      if v_bet.transaction_uuid is null or v_bet.user_id <> p_user or v_bet.rolled_back then
        v_status := 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      elsif v_bet.is_free then
        -- A free spin's win is bonus money: it raises the bonus and its requirement while it runs.
        v_bonus_move := p_amount;
        v_bonus_id := v_bet.bonus_id;
      else
        v_move := p_amount;
        -- The round's stakes decide the split (a blackjack double is a second bet of the same round).
        if exists (select 1 from casino_transactions t where t.provider_id = p_provider and t.round = v_bet.round
                   and t.kind = 'bet' and t.bonus_id is not null and t.user_id = p_user and not t.rolled_back) then
          select sum(t.amount), sum(t.bonus_amount), max(t.bonus_id) into v_stake, v_bonus_stake, v_bonus_id
            from casino_transactions t
            where t.provider_id = p_provider and t.round = v_bet.round and t.kind = 'bet' and t.user_id = p_user
              and not t.rolled_back;
          v_bonus_move := floor(p_amount::numeric * v_bonus_stake / v_stake)::bigint;
          v_move := p_amount - v_bonus_move;
        end if;
      end if;
    elsif v_bet.transaction_uuid is not null and v_bet.user_id <> p_user then
      v_status := 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
    elsif v_bet.transaction_uuid is not null and not v_bet.rolled_back then
      -- Reverses the bet's debit exactly once, each share where it came from; a free spin is given back.
      -- A bet never seen leaves this row as its tombstone.
      update casino_transactions t set rolled_back = true
        where t.provider_id = p_provider and t.transaction_uuid = p_reference;
      if v_bet.is_free then
        update bonus_free_spins f set spins_used = f.spins_used - 1
          where f.bonus_id = v_bet.bonus_id and f.spins_used > 0;
      else
        v_move := v_bet.amount - v_bet.bonus_amount;
        v_bonus_move := v_bet.bonus_amount;
        v_bonus_id := v_bet.bonus_id;
      end if;
    end if;
  end if;

  if v_status = 'RS_OK' and p_kind <> 'bet' and v_bonus_move <> 0 then
    v_bonus_to := casino_bonus_destination(v_bonus_id, v_cash);
    if v_bet.is_free and p_kind = 'win' then
      update bonuses b set amount = b.amount + v_bonus_move,
          wager_required = b.wager_required + v_bonus_move * coalesce((b.rules->>'multiplier')::bigint, 0)
        where b.id = v_bonus_id and b.status = 'active';
    end if;
  end if;

  if v_status = 'RS_OK' and (v_move <> 0 or v_bonus_move <> 0) then
    v_clearing := ledger_system_account('casino_clearing', p_currency);
    v_metadata := jsonb_build_object('provider', p_provider, 'game', p_game, 'round', p_round,
      'transaction_uuid', p_uuid, 'reference', p_reference, 'bonus_amount', abs(v_bonus_move), 'bonus_id', v_bonus_id);
    if v_bonus_move = 0 then
      -- Cash only (nearly every call): ledger_post's two legs written directly, without its jsonb legs, its
      -- generic checks (two known accounts of one currency, by construction here) or a subtransaction: the
      -- player's row moves only if it stays >= 0, else nothing is written and the bet is refused.
      update ledger_accounts a set balance = a.balance + v_move, updated_at = now()
        where a.id = v_cash and a.balance + v_move >= 0;
      if not found then
        v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
      else
        insert into ledger_transactions (kind, idempotency_key, request_hash, metadata, created_at)
          values ('casino_' || p_kind, 'casino:' || p_provider || ':' || p_uuid, p_hash, v_metadata, p_at)
          returning id into v_tx;
        insert into ledger_entries (transaction_id, account_id, amount, created_at)
          values (v_tx, v_clearing, -v_move, p_at), (v_tx, v_cash, v_move, p_at);
      end if;
    else
      v_legs := jsonb_build_array(jsonb_build_object('account_id', v_clearing, 'amount', -(v_move + v_bonus_move)));
      if v_move <> 0 then
        v_legs := v_legs || jsonb_build_object('account_id', v_cash, 'amount', v_move);
      end if;
      v_legs := v_legs || jsonb_build_object('account_id', v_bonus_to, 'amount', v_bonus_move);
      begin
        perform ledger_post('casino_' || p_kind, 'casino:' || p_provider || ':' || p_uuid, p_hash, v_legs,
          v_metadata, p_at);
      exception when sqlstate 'FL402' then
        v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
      end;
    end if;
  end if;

  v_balance := casino_playable_balance(p_user, p_currency, p_at);
  if v_status <> 'RS_OK' then
    delete from casino_transactions t where t.provider_id = p_provider and t.transaction_uuid = p_uuid;
  else
    update casino_transactions t set answer_balance = v_balance,
        bonus_amount = case when p_kind = 'bet' then -v_bonus_move else abs(v_bonus_move) end,
        bonus_id = v_bonus_id
      where t.provider_id = p_provider and t.transaction_uuid = p_uuid;
  end if;
  return query select v_status, v_balance, v_cash, v_status = 'RS_OK' and (v_move <> 0 or v_bonus_move <> 0),
    (select a.balance from ledger_accounts a where a.id = v_cash), v_bonus_id;
end;
$$;
-- 3. Group commit of wallet callbacks (features/casino/wallet-batcher.ts, PostgreSQL only): the callbacks that
--    arrive while another batch is in the database are applied together, in order, in one statement and one
--    commit, each by casino_wallet_apply exactly as if it came alone (its own idempotency, tombstone, advisory
--    lock, ledger transaction and answer). The players' cash rows are locked first, in id order (the order of
--    every ledger function), so batches side by side and place_bets cannot deadlock on them. Any error fails
--    the whole batch, and the server then sends each callback of it alone.
create function casino_wallet_apply_many(p_calls jsonb)
returns table (r_i integer, status text, balance bigint, account_id bigint, moved boolean, cash_balance bigint,
  bonus_id bigint)
language plpgsql as $$
declare
  c record;
begin
  perform 1 from ledger_accounts a
    where a.kind = 'player_cash' and a.owner_id is not null
      and (a.owner_id, a.currency_id) in (
        select (e->>'user')::bigint, (e->>'currency')::integer from jsonb_array_elements(p_calls) e)
    order by a.id for no key update;
  for c in select x.e, x.i from jsonb_array_elements(p_calls) with ordinality as x(e, i) order by x.i loop
    return query select c.i::integer, w.status, w.balance, w.account_id, w.moved, w.cash_balance, w.bonus_id
      from casino_wallet_apply(c.e->>'provider', c.e->>'uuid', c.e->>'kind', c.e->>'hash', (c.e->>'user')::bigint,
        (c.e->>'currency')::integer, (c.e->>'amount')::bigint, (c.e->>'free')::boolean, c.e->>'game',
        c.e->>'round', (c.e->>'roundClosed')::boolean, c.e->>'reference', (c.e->>'at')::timestamptz,
        c.e->>'reward') w;
  end loop;
end;
$$;

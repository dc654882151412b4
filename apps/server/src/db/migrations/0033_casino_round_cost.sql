-- The casino round's cost (ADR 0046): casino_wallet_apply (0025) also answers the player's cash account
-- and whether THIS call moved money, so the wallet pushes the balance the same statement committed
-- instead of reading it again (a replay moved nothing and pushes nothing). The body is 0025's unchanged.
drop function casino_wallet_apply(text, text, text, text, bigint, integer, bigint, boolean, text, text, boolean,
  text, timestamptz);

create function casino_wallet_apply(
  p_provider text, p_uuid text, p_kind text, p_hash text, p_user bigint, p_currency integer,
  p_amount bigint, p_free boolean, p_game text, p_round text, p_round_closed boolean, p_reference text,
  p_at timestamptz
) returns table (status text, balance bigint, account_id bigint, moved boolean) language plpgsql as $$
declare
  v_cash bigint := ledger_player_account(p_user, p_currency, 'player_cash');
  v_clearing bigint;
  v_row casino_transactions;
  v_bet casino_transactions;
  v_inserted boolean;
  v_status text := 'RS_OK';
  v_move bigint := 0;
  v_balance bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_provider || ':' || coalesce(p_reference, p_uuid), 0));

  insert into casino_transactions (provider_id, transaction_uuid, kind, request_hash, user_id, currency_id,
      amount, is_free, game_id, round, round_closed, reference_uuid, created_at)
    values (p_provider, p_uuid, p_kind, p_hash, p_user, p_currency, p_amount, p_free, p_game, p_round,
      p_round_closed, p_reference, p_at)
    on conflict (provider_id, transaction_uuid) do nothing
    returning true into v_inserted;
  if v_inserted is null then
    select * into v_row from casino_transactions t where t.provider_id = p_provider and t.transaction_uuid = p_uuid;
    if v_row.request_hash is distinct from p_hash then
      return query select 'RS_ERROR_DUPLICATE_TRANSACTION'::text, (select a.balance from ledger_accounts a where a.id = v_cash),
        v_cash, false;
    else
      return query select v_row.answer_status, v_row.answer_balance, v_cash, false;
    end if;
    return;
  end if;

  if p_kind = 'bet' then
    -- A rollback of this bet came first (a tombstone): the late bet is refused.
    if exists (select 1 from casino_transactions t where t.provider_id = p_provider and t.kind = 'rollback'
               and t.reference_uuid = p_uuid) then
      v_status := 'RS_ERROR_DUPLICATE_TRANSACTION';
    else
      v_move := -p_amount;
    end if;
  else
    select * into v_bet from casino_transactions t
      where t.provider_id = p_provider and t.transaction_uuid = p_reference and t.kind = 'bet' for update;
    if p_kind = 'win' then
      if v_bet.transaction_uuid is null or v_bet.user_id <> p_user or v_bet.rolled_back then
        v_status := 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      else
        v_move := p_amount;
      end if;
    elsif v_bet.transaction_uuid is not null and v_bet.user_id <> p_user then
      v_status := 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
    elsif v_bet.transaction_uuid is not null and not v_bet.rolled_back then
      -- Reverses the bet's debit exactly once; a bet never seen leaves this row as its tombstone.
      update casino_transactions t set rolled_back = true
        where t.provider_id = p_provider and t.transaction_uuid = p_reference;
      if not v_bet.is_free then
        v_move := v_bet.amount;
      end if;
    end if;
  end if;

  if v_status = 'RS_OK' and v_move <> 0 then
    v_clearing := ledger_system_account('casino_clearing', p_currency);
    begin
      perform ledger_post('casino_' || p_kind, 'casino:' || p_provider || ':' || p_uuid, p_hash,
        jsonb_build_array(
          jsonb_build_object('account_id', v_cash, 'amount', v_move),
          jsonb_build_object('account_id', v_clearing, 'amount', -v_move)),
        jsonb_build_object('provider', p_provider, 'game', p_game, 'round', p_round,
          'transaction_uuid', p_uuid, 'reference', p_reference),
        p_at);
    exception when sqlstate 'FL402' then
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    end;
  end if;

  select a.balance into v_balance from ledger_accounts a where a.id = v_cash;
  if v_status <> 'RS_OK' then
    delete from casino_transactions t where t.provider_id = p_provider and t.transaction_uuid = p_uuid;
  else
    update casino_transactions t set answer_balance = v_balance
      where t.provider_id = p_provider and t.transaction_uuid = p_uuid;
  end if;
  return query select v_status, v_balance, v_cash, v_status = 'RS_OK' and v_move <> 0;
end;
$$;

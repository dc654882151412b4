-- Bonus money in the casino and free spins (issues 21 and 22, ADR 0064).
-- 1. A casino bet takes the player's cash first and the shortfall from the active bonus whose rules let
--    casino stakes count (casinoWeight > 0), within its maximum bet; its wins and rollbacks go back in the
--    same proportion (the bonus share to the bonus while it runs, to cash once it converted, to the house
--    once it expired or was refused). The wallet answers the playable balance: cash + that bonus.
-- 2. Free spins: a campaign of kind 'freespins' grants N spins of one studio slot at a fixed bet. The grant
--    is a bonus row (amount 0 at first, so it holds the bonus account as any bonus does) with its spins in
--    bonus_free_spins; each free bet (amount 0, reward_uuid) uses one spin once; its wins are credited to
--    the bonus and raise its amount and wagering requirement by the campaign's multiplier.

alter table bonus_campaigns drop constraint bonus_campaigns_kind_check;
alter table bonus_campaigns add constraint bonus_campaigns_kind_check
  check (kind in ('welcome', 'reload', 'promo', 'freespins'));
alter table bonus_campaigns drop constraint bonus_campaigns_promo_code;
alter table bonus_campaigns
  -- A promo campaign has a code; a free-spins campaign may have one (activated like a promo code).
  add constraint bonus_campaigns_promo_code check ((kind = 'promo') <= (promo_code is not null)
    and (promo_code is null or kind in ('promo', 'freespins'))),
  -- The slot (a studio game slug), how many spins and the bet of each in US cents (converted per currency).
  add column spin_game text,
  add column spin_count integer check (spin_count between 1 and 1000),
  add column spin_bet_cents integer check (spin_bet_cents between 1 and 100000),
  add constraint bonus_campaigns_spins check ((kind = 'freespins') = (spin_game is not null)
    and (spin_game is null) = (spin_count is null) and (spin_game is null) = (spin_bet_cents is null));

-- A free-spins bonus starts at 0 and grows by its spins' wins.
alter table bonuses drop constraint bonuses_amount_check;
alter table bonuses add constraint bonuses_amount_check check (amount >= 0);

create table bonus_free_spins (
  bonus_id bigint primary key references bonuses(id),
  -- What the provider's free bets name (reward_uuid): random, public only to the player's game.
  reward_uuid text not null unique,
  provider_id text not null,
  -- The platform's game code, '<provider>:<slug>'.
  game_id text not null,
  bet_amount bigint not null check (bet_amount > 0),
  spins_total integer not null check (spins_total > 0),
  spins_used integer not null default 0,
  constraint bonus_free_spins_used check (spins_used between 0 and spins_total)
);

-- Grants a free-spins bonus once per cause; 'busy' when the bonus account carries an active bonus.
create function bonus_freespins_grant(
  p_user bigint, p_campaign integer, p_cause text, p_currency integer, p_bet bigint, p_rules jsonb,
  p_expires timestamptz, p_now timestamptz
) returns table (r_bonus_id bigint, r_outcome text) language plpgsql as $$
declare
  c bonus_campaigns;
  v_account bigint;
  v_id bigint;
begin
  select id into v_id from bonuses where cause = p_cause;
  if v_id is not null then
    return query select v_id, 'replayed'::text;
    return;
  end if;
  select * into c from bonus_campaigns where id = p_campaign and kind = 'freespins';
  if not found then
    raise exception 'free-spins campaign not found' using errcode = 'FL404';
  end if;
  v_account := ledger_player_account(p_user, p_currency, 'player_bonus');
  perform 1 from ledger_accounts where id = v_account for no key update;
  if exists (select 1 from bonuses where account_id = v_account and status = 'active') then
    return query select null::bigint, 'busy'::text;
    return;
  end if;
  insert into bonuses (user_id, campaign_id, cause, status, currency_id, account_id, amount, wager_required, rules,
                       after_bet_id, granted_at, expires_at)
    values (p_user, p_campaign, p_cause, 'active', p_currency, v_account, 0, 0, p_rules,
            coalesce((select max(id) from bets where user_id = p_user), 0), p_now, p_expires)
    on conflict (cause) do nothing
    returning id into v_id;
  if v_id is null then
    return query select (select id from bonuses where cause = p_cause), 'replayed'::text;
    return;
  end if;
  insert into bonus_free_spins (bonus_id, reward_uuid, provider_id, game_id, bet_amount, spins_total)
    values (v_id, replace(gen_random_uuid()::text, '-', ''), 'fairline-studio', 'fairline-studio:' || c.spin_game,
            p_bet, c.spin_count);
  return query select v_id, 'granted'::text;
end;
$$;

-- Promo activation (0031) also activates a free-spins campaign's code: then p_amount is the bet of a spin.
create or replace function bonus_promo_activate(
  p_user bigint, p_campaign integer, p_currency integer, p_amount bigint, p_required bigint,
  p_rules jsonb, p_expires timestamptz, p_now timestamptz
) returns table (r_bonus_id bigint, r_outcome text) language plpgsql as $$
declare
  c bonus_campaigns;
  v_cause text := 'promo:' || p_campaign || ':' || p_user;
  v_id bigint;
  v_outcome text;
begin
  select * into c from bonus_campaigns where id = p_campaign and kind in ('promo', 'freespins')
    and promo_code is not null for update;
  if not found then
    raise exception 'promo campaign not found' using errcode = 'FL404';
  end if;
  select id into v_id from bonuses where cause = v_cause;
  if v_id is not null then
    return query select v_id, 'used'::text;
    return;
  end if;
  if c.max_activations is not null and c.activations >= c.max_activations then
    return query select null::bigint, 'exhausted'::text;
    return;
  end if;
  if c.kind = 'freespins' then
    select g.r_bonus_id, g.r_outcome into v_id, v_outcome
      from bonus_freespins_grant(p_user, p_campaign, v_cause, p_currency, p_amount, p_rules, p_expires, p_now) g;
  else
    select g.r_bonus_id, g.r_outcome into v_id, v_outcome
      from bonus_grant(p_user, p_campaign, v_cause, p_currency, p_amount, p_required, p_rules, p_expires, p_now) g;
  end if;
  if v_outcome = 'replayed' then
    return query select v_id, 'used'::text;
    return;
  end if;
  if v_outcome = 'busy' then
    return query select null::bigint, 'busy'::text;
    return;
  end if;
  update bonus_campaigns set activations = activations + 1 where id = p_campaign;
  return query select v_id, 'granted'::text;
end;
$$;

-- What a casino bet took from the bonus account (and which bonus), and a free bet's reward.
alter table casino_transactions
  add column bonus_amount bigint not null default 0 check (bonus_amount >= 0),
  add column bonus_id bigint references bonuses(id),
  add column reward_uuid text;
create index casino_transactions_bonus_rounds on casino_transactions (provider_id, round)
  where kind = 'bet' and bonus_id is not null;

-- The bonus a casino stake may draw on now: active, unexpired, its rules counting casino stakes.
create function casino_stake_bonus(p_user bigint, p_currency integer, p_at timestamptz)
returns bigint language sql stable as $$
  select b.id from bonuses b
  where b.user_id = p_user and b.currency_id = p_currency and b.status = 'active' and b.expires_at > p_at
    and coalesce((b.rules->>'casinoWeight')::int, 0) > 0
  order by b.id limit 1
$$;

-- What the game may stake: cash plus the casino-usable bonus's balance.
create function casino_playable_balance(p_user bigint, p_currency integer, p_at timestamptz)
returns bigint language sql stable as $$
  select coalesce((select a.balance from ledger_accounts a
                   where a.owner_id = p_user and a.currency_id = p_currency and a.kind = 'player_cash'), 0)
       + coalesce((select a.balance from bonuses b join ledger_accounts a on a.id = b.account_id
                   where b.id = casino_stake_bonus(p_user, p_currency, p_at)), 0)
$$;

-- Where a bonus share goes back to: the bonus account while the bonus runs, cash once it converted,
-- the house (bonus_cost) once it expired or was refused.
create function casino_bonus_destination(p_bonus bigint, p_cash bigint) returns bigint language plpgsql as $$
declare
  b bonuses;
begin
  select * into b from bonuses where id = p_bonus for update;
  if b.status = 'active' then
    return b.account_id;
  elsif b.status = 'converted' then
    return p_cash;
  end if;
  return ledger_system_account('bonus_cost', b.currency_id);
end;
$$;

drop function casino_wallet_apply(text, text, text, text, bigint, integer, bigint, boolean, text, text, boolean,
  text, timestamptz);

-- 0033's statement with the bonus split and free spins. Answers the playable balance (what the game
-- shows), the cash balance and account (the header's push) and whether this call moved money.
create function casino_wallet_apply(
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
    v_legs := jsonb_build_array(jsonb_build_object('account_id', v_clearing, 'amount', -(v_move + v_bonus_move)));
    if v_move <> 0 then
      v_legs := v_legs || jsonb_build_object('account_id', v_cash, 'amount', v_move);
    end if;
    if v_bonus_move <> 0 then
      v_legs := v_legs || jsonb_build_object('account_id', v_bonus_to, 'amount', v_bonus_move);
    end if;
    begin
      perform ledger_post('casino_' || p_kind, 'casino:' || p_provider || ':' || p_uuid, p_hash, v_legs,
        jsonb_build_object('provider', p_provider, 'game', p_game, 'round', p_round,
          'transaction_uuid', p_uuid, 'reference', p_reference, 'bonus_amount', abs(v_bonus_move),
          'bonus_id', v_bonus_id),
        p_at);
    exception when sqlstate 'FL402' then
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    end;
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

-- Bonuses (issue 22, ADR 0039): campaigns as data, granted bonuses on the player's bonus account,
-- wagering progress from settled bets, conversion to real money or removal exactly once.
-- Every money change is one statement (a function below) that posts through ledger_post, so the
-- bonus row and its ledger transaction commit together or not at all.

create table bonus_campaigns (
  id serial primary key,
  code text not null unique,
  -- null: every brand; countries and currencies null: every one.
  brand_id integer references brands(id) on delete cascade,
  kind text not null check (kind in ('welcome', 'reload')),
  -- The spec's bonus type (sport 0, casino 1, …): the welcome choice made at registration names it.
  bonus_type smallint not null,
  product text not null check (product in ('sport', 'casino')),
  names jsonb not null,
  countries text[],
  currency_ids integer[],
  -- Percent of the deposit, capped at max_usd US dollars (converted per currency, whole units).
  percent integer not null check (percent > 0 and percent <= 1000),
  max_usd integer not null check (max_usd > 0),
  min_deposit_usd integer not null default 0 check (min_deposit_usd >= 0),
  -- Wagering: bonus × multiplier in qualifying stakes; odds in thousandths (1.50 → 1500).
  wager_multiplier integer not null check (wager_multiplier >= 0),
  min_odds_single integer not null default 1000,
  min_odds_leg integer not null default 1000,
  min_odds_express integer not null default 1000,
  sport_weight integer not null default 100 check (sport_weight between 0 and 100),
  casino_weight integer not null default 0 check (casino_weight between 0 and 100),
  max_bet_usd integer check (max_bet_usd > 0),
  valid_days integer not null check (valid_days > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  is_enabled boolean not null default true,
  created_at timestamptz not null default now()
);

create table bonuses (
  id bigserial primary key,
  user_id bigint not null references users(id),
  campaign_id integer not null references bonus_campaigns(id),
  -- What granted it ('deposit:<payment id>'): a replayed cause never grants twice.
  cause text not null unique,
  status text not null check (status in ('active', 'converted', 'expired', 'refused')),
  currency_id integer not null,
  account_id bigint not null references ledger_accounts(id),
  amount bigint not null check (amount > 0),
  wager_required bigint not null check (wager_required >= 0),
  wagered bigint not null default 0 check (wagered >= 0),
  -- The wagering rules as granted (a later campaign change does not move the goalposts).
  rules jsonb not null,
  -- Only bets placed after the grant count: bets with a higher id than this.
  after_bet_id bigint not null default 0,
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  closed_at timestamptz,
  -- What the close moved: converted to cash, or removed back to the house.
  closed_amount bigint,
  grant_tx_id bigint references ledger_transactions(id),
  close_tx_id bigint references ledger_transactions(id)
);
-- One active bonus per bonus account: its balance is that bonus's remaining money.
create unique index bonuses_one_active on bonuses (account_id) where status = 'active';
create index bonuses_user on bonuses (user_id, granted_at desc);
create index bonuses_due on bonuses (expires_at) where status = 'active';

-- Each settled bet counts once per bonus.
create table bonus_wagers (
  bonus_id bigint not null references bonuses(id),
  bet_id bigint not null,
  amount bigint not null check (amount >= 0),
  created_at timestamptz not null default now(),
  primary key (bonus_id, bet_id)
);

-- Grants a bonus once per cause: the bonus row and the ledger move bonus_cost → player_bonus commit
-- together. Answers the bonus and whether this call granted it; 'busy' when the account already
-- carries an active bonus (nothing is written).
create function bonus_grant(
  p_user bigint, p_campaign integer, p_cause text, p_currency integer, p_amount bigint, p_required bigint,
  p_rules jsonb, p_expires timestamptz, p_now timestamptz
) returns table (r_bonus_id bigint, r_outcome text) language plpgsql as $$
declare
  v_account bigint;
  v_id bigint;
  v_tx bigint;
begin
  select id into v_id from bonuses where cause = p_cause;
  if v_id is not null then
    return query select v_id, 'replayed'::text;
    return;
  end if;
  v_account := ledger_player_account(p_user, p_currency, 'player_bonus');
  perform 1 from ledger_accounts where id = v_account for no key update;
  if exists (select 1 from bonuses where account_id = v_account and status = 'active') then
    return query select null::bigint, 'busy'::text;
    return;
  end if;
  insert into bonuses (user_id, campaign_id, cause, status, currency_id, account_id, amount, wager_required, rules,
                       after_bet_id, granted_at, expires_at)
    values (p_user, p_campaign, p_cause, 'active', p_currency, v_account, p_amount, p_required, p_rules,
            coalesce((select max(id) from bets where user_id = p_user), 0), p_now, p_expires)
    on conflict (cause) do nothing
    returning id into v_id;
  if v_id is null then
    return query select (select id from bonuses where cause = p_cause), 'replayed'::text;
    return;
  end if;
  select tx_id into v_tx from ledger_post(
    'bonus_granted', 'bonus:grant:' || v_id, 'bonus:grant:' || v_id || ':' || p_amount,
    jsonb_build_array(
      jsonb_build_object('account_id', ledger_system_account('bonus_cost', p_currency), 'amount', -p_amount),
      jsonb_build_object('account_id', v_account, 'amount', p_amount)),
    jsonb_build_object('bonus_id', v_id, 'campaign_id', p_campaign), p_now);
  update bonuses set grant_tx_id = v_tx where id = v_id;
  return query select v_id, 'granted'::text;
end;
$$;

-- Counts one settled bet toward an active bonus's wagering, once (the bonus row is locked, so two
-- settlements racing add up). Answers the wagered total, the requirement and the status.
create function bonus_add_wager(p_bonus bigint, p_bet bigint, p_amount bigint, p_now timestamptz)
returns table (r_wagered bigint, r_required bigint, r_status text, r_counted boolean) language plpgsql as $$
declare
  b bonuses;
  v_counted boolean := false;
begin
  select * into b from bonuses where id = p_bonus for update;
  if not found then
    raise exception 'bonus not found' using errcode = 'FL404';
  end if;
  if b.status = 'active' and b.expires_at > p_now and p_bet > b.after_bet_id then
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

-- Closes an active bonus exactly once: 'converted' moves what is left on the bonus account to the
-- player's cash; 'expired' and 'refused' give it back to the house (bonus_cost). p_user, when given,
-- must own the bonus (a player's refusal). Answers the status after and whether this call closed it.
create function bonus_close(p_bonus bigint, p_outcome text, p_user bigint, p_now timestamptz)
returns table (r_status text, r_closed boolean, r_amount bigint, r_user bigint) language plpgsql as $$
declare
  b bonuses;
  v_left bigint;
  v_to bigint;
  v_tx bigint;
begin
  if p_outcome not in ('converted', 'expired', 'refused') then
    raise exception 'unknown bonus outcome %', p_outcome using errcode = '22023';
  end if;
  select * into b from bonuses where id = p_bonus and (p_user is null or user_id = p_user) for update;
  if not found then
    raise exception 'bonus not found' using errcode = 'FL404';
  end if;
  if b.status <> 'active' then
    return query select b.status, false, coalesce(b.closed_amount, 0::bigint), b.user_id;
    return;
  end if;
  if p_outcome = 'converted' and b.wagered < b.wager_required then
    raise exception 'bonus % has not met its wagering', p_bonus using errcode = 'FL409';
  end if;
  select balance into v_left from ledger_accounts where id = b.account_id for no key update;
  if v_left > 0 then
    v_to := case when p_outcome = 'converted'
                 then ledger_player_account(b.user_id, b.currency_id, 'player_cash')
                 else ledger_system_account('bonus_cost', b.currency_id) end;
    select tx_id into v_tx from ledger_post(
      'bonus_' || p_outcome, 'bonus:close:' || b.id, 'bonus:close:' || b.id || ':' || p_outcome || ':' || v_left,
      jsonb_build_array(
        jsonb_build_object('account_id', b.account_id, 'amount', -v_left),
        jsonb_build_object('account_id', v_to, 'amount', v_left)),
      jsonb_build_object('bonus_id', b.id), p_now);
  end if;
  update bonuses set status = p_outcome, closed_at = p_now, closed_amount = coalesce(v_left, 0), close_tx_id = v_tx
    where id = b.id;
  return query select p_outcome, true, coalesce(v_left, 0::bigint), b.user_id;
end;
$$;

-- Casino stakes count toward a bonus too (its rules' casino weight, ADR 0039): each wallet bet once
-- per bonus, by the provider's transaction id; a rolled-back bet stops counting.
create table bonus_casino_wagers (
  bonus_id bigint not null references bonuses(id),
  ref text not null,
  amount bigint not null check (amount >= 0),
  created_at timestamptz not null default now(),
  primary key (bonus_id, ref)
);

-- Counts a casino stake (taken after the grant) toward an active bonus once; the totals after.
create function bonus_add_casino_wager(p_bonus bigint, p_ref text, p_amount bigint, p_now timestamptz)
returns table (r_wagered bigint, r_required bigint, r_status text, r_counted boolean) language plpgsql as $$
declare
  b bonuses;
  v_counted boolean := false;
begin
  select * into b from bonuses where id = p_bonus for update;
  if not found then
    raise exception 'bonus not found' using errcode = 'FL404';
  end if;
  if b.status = 'active' and b.expires_at > p_now and b.granted_at <= p_now then
    insert into bonus_casino_wagers (bonus_id, ref, amount, created_at) values (p_bonus, p_ref, p_amount, p_now)
      on conflict do nothing;
    if found then
      update bonuses set wagered = wagered + p_amount where id = p_bonus returning wagered into b.wagered;
      v_counted := true;
    end if;
  end if;
  return query select b.wagered, b.wager_required, b.status, v_counted;
end;
$$;

-- A rolled-back casino stake stops counting toward the bonuses it counted for while they run.
create function bonus_remove_casino_wager(p_ref text) returns void language plpgsql as $$
declare
  w record;
begin
  for w in
    delete from bonus_casino_wagers cw using bonuses b
    where cw.ref = p_ref and b.id = cw.bonus_id and b.status = 'active'
    returning cw.bonus_id, cw.amount
  loop
    update bonuses set wagered = greatest(0, wagered - w.amount) where id = w.bonus_id;
  end loop;
end;
$$;

-- Player protection (issue 20, docs/decisions/0028-responsible-gambling.md): loss and wager limits,
-- the session-time limit, reality checks, time-outs and self-exclusions the player sets, and the flag
-- that keeps a protected player out of marketing. Times are the app's responsible-gambling clock (the
-- simulated clock bets are stamped with), passed in as p_now, never the database's now().

-- A block is a block whoever stored it: the player in the office, or the operator (set_by 'operator',
-- the default of the rows written before this migration). A session that reached its time limit
-- blocks play the same way until the rest of its 24 hours ran out. bet_may_bet (0011) already refuses
-- bets while any rg_blocks row runs, so these kinds stop bets inside the placing statement too.
alter table rg_blocks drop constraint rg_blocks_kind_check;
alter table rg_blocks add constraint rg_blocks_kind_check check (kind in ('timeout', 'self_exclusion', 'session_limit'));
alter table rg_blocks add column set_by text not null default 'operator' check (set_by in ('player', 'operator'));

-- Marketing suppression: set when a time-out or self-exclusion starts; mail and promotions skip the player.
alter table users add column marketing_suppressed boolean not null default false;

-- Loss (stakes less returns) and wager (stakes) limits per period, in the registration currency; the
-- deposit limits' rule: a decrease applies at once, an increase or a removal after 24 hours.
create table rg_limits (
  user_id bigint not null references users(id),
  kind text not null check (kind in ('loss', 'wager')),
  period text not null check (period in ('24h', '7d', '1m')),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz not null,
  primary key (user_id, kind, period)
);

-- Sets (p_amount) or removes (null) one loss or wager limit, the row locked, under decrease-now,
-- increase-after-24-hours (deposit_limit_set's rule, with its deposit_limit_effective). Setting the amount
-- in force again cancels a waiting increase or removal.
create function rg_limit_set(p_user bigint, p_kind text, p_period text, p_amount bigint, p_now timestamptz)
returns void language plpgsql as $$
declare
  r rg_limits;
  v_current bigint;
begin
  select * into r from rg_limits where user_id = p_user and kind = p_kind and period = p_period for update;
  v_current := case when found
    then deposit_limit_effective(r.amount, r.pending_amount, r.pending_effective_at, p_now) end;
  if p_amount is not null and (v_current is null or p_amount <= v_current) then
    insert into rg_limits (user_id, kind, period, amount, updated_at) values (p_user, p_kind, p_period, p_amount, p_now)
      on conflict (user_id, kind, period) do update
      set amount = excluded.amount, pending_amount = null, pending_effective_at = null, updated_at = p_now;
  elsif v_current is null then
    delete from rg_limits where user_id = p_user and kind = p_kind and period = p_period;
  else
    update rg_limits
      set amount = v_current, pending_amount = p_amount, pending_effective_at = p_now + interval '24 hours', updated_at = p_now
      where user_id = p_user and kind = p_kind and period = p_period;
  end if;
end;
$$;

-- The session-time limit in minutes, with the same waiting rule for a raise or a removal.
create table rg_session_limits (
  user_id bigint primary key references users(id),
  minutes integer check (minutes > 0),
  pending_minutes integer check (pending_minutes > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz not null
);

-- Reality checks: the player's interval (null = off).
create table rg_reality_checks (
  user_id bigint primary key references users(id),
  interval_minutes integer check (interval_minutes between 15 and 120),
  updated_at timestamptz not null
);

-- Each login session as player protection sees it: when it began on the protection clock and when the
-- player last answered a reality check. Kept in the database, so every tab and instance agrees.
create table rg_sessions (
  session_id text primary key,
  user_id bigint not null references users(id),
  started_at timestamptz not null,
  reality_ack_at timestamptz
);
create index rg_sessions_user on rg_sessions (user_id, started_at desc);

-- Sets (p_minutes) or removes (null) the session-time limit, the row locked: a lower limit applies at
-- once, a higher one or a removal after 24 hours; setting the limit in force cancels a waiting change.
create function rg_session_limit_set(p_user bigint, p_minutes integer, p_now timestamptz)
returns void language plpgsql as $$
declare
  r rg_session_limits;
  v_current integer;
begin
  select * into r from rg_session_limits where user_id = p_user for update;
  v_current := case when found
    then deposit_limit_effective(r.minutes, r.pending_minutes, r.pending_effective_at, p_now) end;
  if p_minutes is not null and (v_current is null or p_minutes <= v_current) then
    insert into rg_session_limits (user_id, minutes, updated_at) values (p_user, p_minutes, p_now)
      on conflict (user_id) do update
      set minutes = excluded.minutes, pending_minutes = null, pending_effective_at = null, updated_at = p_now;
  elsif v_current is null then
    delete from rg_session_limits where user_id = p_user;
  else
    update rg_session_limits
      set minutes = v_current, pending_minutes = p_minutes, pending_effective_at = p_now + interval '24 hours',
          updated_at = p_now
      where user_id = p_user;
  end if;
end;
$$;

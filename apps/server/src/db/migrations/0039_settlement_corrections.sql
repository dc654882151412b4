-- Staff corrections of a finished game's settlement (issue 24 §2 risk; ADR 0054): void one market of
-- the game, or resettle the game on a corrected result. The settler computes the new leg results and
-- bet outcomes; settlement_correction_apply then applies them in ONE statement: the game's result
-- row locked (racing corrections of a game queue here), the idempotency key claimed, every bet checked
-- to be as planned, the legs written, each settled bet corrected through resettle_bet (0007, the one
-- correcting settlement: a house ↔ player transaction of the difference keyed settle:<bet>:<version>),
-- the correction and its staff audit row stored. A bet the player's balance cannot cover (FL402) is
-- flagged needs_review as the settler's own corrections do; nothing else is partial.

-- Markets voided by staff: applyGameResult settles their legs void whatever the result says.
create table market_voids (
  const_id bigint not null,
  market_group integer not null,
  correction_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (const_id, market_group)
);

create table settlement_corrections (
  id bigserial primary key,
  idempotency_key text not null unique,
  request_hash text not null,
  const_id bigint not null,
  action text not null check (action in ('void', 'resettle')),
  market_group integer,
  reason text not null,
  staff_id bigint references staff_users(id),
  staff_email text,
  -- game_results.version before and after (every correction moves it by one).
  from_version integer not null,
  to_version integer not null,
  -- What the request answered: replayed as is for the same key.
  answer jsonb not null,
  created_at timestamptz not null default now()
);
create index settlement_corrections_game on settlement_corrections (const_id, id desc);

-- The results page overlays corrected results (version > 1) on the engine's.
create index game_results_corrected on game_results (const_id) where version > 1;

-- p: {key, hash, const_id, action, market_group, expected_version, result (jsonb|null), legs: [{bet_id, idx,
-- result}], bets: [{bet_id, status, version, new_status, new_payout, settle, review}], staff_id, staff_email,
-- ip, reason, audit_action, before, after, counts}. Answers r_state 'replayed' (the key's first answer),
-- 'conflict' (the key was used for another request), 'stale' (the game or a bet changed since the plan:
-- nothing written, plan again) or 'applied' with the bets corrected (r_moves) and flagged (r_review).
create function settlement_correction_apply(p jsonb, p_now timestamptz)
returns table (r_state text, r_answer jsonb, r_moves jsonb, r_review jsonb, r_correction bigint)
language plpgsql as $$
declare
  c settlement_corrections;
  v_version integer;
  v_bet jsonb;
  b bets;
  v_row record;
  v_moves jsonb := '[]'::jsonb;
  v_review jsonb := '[]'::jsonb;
  v_id bigint;
  v_answer jsonb;
begin
  select * into c from settlement_corrections where idempotency_key = p->>'key';
  if found then
    return query select case when c.request_hash = p->>'hash' then 'replayed' else 'conflict' end,
      c.answer, '[]'::jsonb, '[]'::jsonb, c.id;
    return;
  end if;
  select version into v_version from game_results where const_id = (p->>'const_id')::bigint for update;
  if not found or v_version <> (p->>'expected_version')::integer then
    return query select 'stale', null::jsonb, '[]'::jsonb, '[]'::jsonb, null::bigint;
    return;
  end if;
  -- A racing request with the same key got the lock first: answer its result.
  select * into c from settlement_corrections where idempotency_key = p->>'key';
  if found then
    return query select case when c.request_hash = p->>'hash' then 'replayed' else 'conflict' end,
      c.answer, '[]'::jsonb, '[]'::jsonb, c.id;
    return;
  end if;
  for v_bet in select * from jsonb_array_elements(p->'bets') loop
    select * into b from bets where id = (v_bet->>'bet_id')::bigint for update;
    if not found or b.status <> v_bet->>'status' or b.settled_version <> (v_bet->>'version')::integer then
      return query select 'stale', null::jsonb, '[]'::jsonb, '[]'::jsonb, null::bigint;
      return;
    end if;
  end loop;

  update game_results set version = v_version + 1, result = case when jsonb_typeof(p->'result') = 'object' then p->'result' else result end, updated_at = p_now
    where const_id = (p->>'const_id')::bigint;
  update bet_legs l set result = v.result
    from jsonb_to_recordset(p->'legs') as v(bet_id bigint, idx smallint, result text)
    where l.bet_id = v.bet_id and l.idx = v.idx;
  v_answer := jsonb_build_object('from_version', v_version, 'to_version', v_version + 1, 'counts', p->'counts');
  insert into settlement_corrections (idempotency_key, request_hash, const_id, action, market_group, reason,
                                      staff_id, staff_email, from_version, to_version, answer, created_at)
  values (p->>'key', p->>'hash', (p->>'const_id')::bigint, p->>'action', (p->>'market_group')::integer, p->>'reason',
          (p->>'staff_id')::bigint, p->>'staff_email', v_version, v_version + 1, v_answer, p_now)
  returning id into v_id;
  if p->>'action' = 'void' then
    insert into market_voids (const_id, market_group, correction_id, created_at)
    values ((p->>'const_id')::bigint, (p->>'market_group')::integer, v_id, p_now) on conflict do nothing;
  end if;

  for v_bet in select * from jsonb_array_elements(p->'bets')
      where (value->>'settle')::boolean or (value->>'review')::boolean loop
    if (v_bet->>'review')::boolean then
      -- A settled advance bet, or one undecided now, is reviewed by an operator (ADR 0006), never re-settled here.
      update bets set needs_review = true where id = (v_bet->>'bet_id')::bigint;
      v_review := v_review || jsonb_build_array((v_bet->>'bet_id')::bigint);
      continue;
    end if;
    begin
      select * into v_row from resettle_bet((v_bet->>'bet_id')::bigint, (v_bet->>'version')::integer + 1,
        v_bet->>'new_status', (v_bet->>'new_payout')::bigint, p_now);
      if v_row.r_user is not null then
        v_moves := v_moves || jsonb_build_array(jsonb_build_object('bet_id', (v_bet->>'bet_id')::bigint,
          'user_id', v_row.r_user, 'account_id', v_row.r_account, 'balance', v_row.r_balance, 'delta', v_row.r_delta,
          'status', v_bet->>'new_status', 'payout', (v_bet->>'new_payout')::bigint));
      end if;
    exception when sqlstate 'FL402' then
      update bets set needs_review = true where id = (v_bet->>'bet_id')::bigint;
      v_review := v_review || jsonb_build_array((v_bet->>'bet_id')::bigint);
    end;
  end loop;

  v_answer := v_answer || jsonb_build_object('corrected', jsonb_array_length(v_moves), 'needs_review', v_review,
    'net_minor', (select coalesce(jsonb_object_agg(cur, amount), '{}'::jsonb) from (
      select b2.currency_id::text as cur, sum((m->>'delta')::bigint) as amount
      from jsonb_array_elements(v_moves) m join bets b2 on b2.id = (m->>'bet_id')::bigint group by b2.currency_id) s));
  update settlement_corrections set answer = v_answer where id = v_id;
  insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
  values ((p->>'staff_id')::bigint, p->>'staff_email', p->>'audit_action', 'game:' || (p->>'const_id'),
          p->'before', (p->'after') || jsonb_build_object('correction_id', v_id, 'bets_corrected',
            jsonb_array_length(v_moves), 'bets_needing_review', jsonb_array_length(v_review),
            'net_to_players_minor', v_answer->'net_minor'),
          p->>'reason', p->>'ip');
  return query select 'applied', v_answer, v_moves, v_review, v_id;
end;
$$;

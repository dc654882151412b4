-- place_bets without a text round trip per call (issue 5): 0012's function gathered its work rows as
-- anonymous records and stored them in a place_bets_work[] variable. PL/pgSQL has no cast from record[]
-- to it, so each of the two assignments went through text: every bet's row, with its bet, legs and
-- answer JSON, was printed (record_out, escape_json) and parsed again (record_in, json_lex). Profiled
-- with perf, that was about a fifth of the database's time per bet. The rows are now built as
-- place_bets_work directly (row(w.*)::place_bets_work); nothing else changes.
-- Measured (bench/README.md): place_bets called directly, 2 clients × 4 bets, 4,600-4,780 → 5,660-5,760
-- bets/s; HTTP MakeBetWeb at 8 clients 2,400 → 3,150 bets/s.
create or replace function place_bets(p_bets jsonb)
returns table (r_i integer, r_code text, r_bet_id bigint, r_replayed boolean, r_balance bigint, r_currency integer,
               r_answer jsonb, r_created_at timestamptz)
language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  v_work place_bets_work[];
  v_accounts bigint[];
  v_balances bigint[];
  v_left bigint[];
  v_short integer[] := '{}';
  v_k integer;
  c record;
begin
  -- 1. One read for every bet: session, replay, may-bet and accounts, judged into a code.
  select array_agg(row(w.*)::place_bets_work order by w.i) into v_work from (
    select x.i, x.u, x.g, x.h, x.src, x.st, x.s, x.b, x.l, x.a, x.n,
           case
             when x.ses is not null and not exists (
               select 1 from sessions where id = x.ses and user_id = x.u and closed_at is null and expires_at > now())
               then 'FL401'
             when pb.id is not null then case when pb.request_hash = x.h then 'replay' else 'FL409' end
             when x.src is null or x.src not in ('player_cash', 'player_bonus') or x.s is null
                  or x.s not in ('open', 'bid') or x.st is null or x.st <= 0 then 'FL400'
             when m.r_active is not true or m.r_blocked then 'FL403'
             when sa.id is null or oa.id is null then 'FLRETRY'
             when x.b ? 'currency_id' and (x.b->>'currency_id')::integer is distinct from a.currency_id then 'FL412'
           end,
           pb.id, pb.request_hash, pb.balance_after, pb.currency_id, pb.answer, pb.created_at,
           a.currency_id, sa.id, oa.id
      from jsonb_to_recordset(p_bets) as x(i integer, u bigint, g text, h text, src text, st bigint, s text,
                                            b jsonb, l jsonb, a jsonb, n timestamptz, ses text)
      -- Lookups by key, one bet at a time (limit 1 keeps each a parameterised index scan: the planner
      -- cannot know a batch holds a few dozen rows, and would hash whole tables otherwise).
      left join lateral (select * from bets where user_id = x.u and bet_guid = x.g limit 1) pb on true
      left join lateral (select * from bet_may_bet(x.u, x.n) limit 1) m on true
      left join lateral (select * from ledger_accounts where owner_id = x.u and is_active limit 1) a on true
      left join lateral (select * from ledger_accounts
                          where owner_id = x.u and currency_id = a.currency_id and kind = x.src limit 1) sa on true
      left join lateral (select * from ledger_accounts
                          where owner_id = x.u and currency_id = a.currency_id and kind = 'open_stakes' limit 1) oa on true
  ) w;

  -- 2. Every player row the bets move, locked in id order; the balances as locked.
  select array_agg(id order by id), array_agg(balance order by id) into v_accounts, v_balances from (
    select acc.id, acc.balance from ledger_accounts acc
     where acc.id = any (array(select w.src_id from unnest(v_work) w where w.code is null
                               union select w.open_id from unnest(v_work) w where w.code is null))
     order by acc.id for no key update
  ) locked;

  -- 3. Which bets do not fit: judged in the batch's order, each against what the bets before it left,
  --    as if placed one by one (only walked when some source cannot take all of its bets).
  if exists (select 1 from unnest(v_work) w join unnest(v_accounts, v_balances) as t(id, balance) on t.id = w.src_id
              where w.code is null group by t.id, t.balance having sum(w.st) > t.balance) then
    v_left := v_balances;
    for c in select w.i, w.st, w.src_id from unnest(v_work) w where w.code is null order by w.i loop
      v_k := array_position(v_accounts, c.src_id);
      if c.st <= v_left[v_k] then
        v_left[v_k] := v_left[v_k] - c.st;
      else
        v_short := v_short || c.i;
      end if;
    end loop;
  end if;

  -- 4. The bets that fit, each with its transaction, entries, row and legs.
  with balance as (
    select * from unnest(v_accounts, v_balances) as t(id, balance)
  ), fitting as materialized (
    select w.*, 'bet:' || w.u || ':' || w.g as key, nextval('bets_id_seq'::regclass) as bet_id
      from unnest(v_work) w where w.code is null and w.i <> all(v_short)
  ), tx as (
    insert into ledger_transactions as t (kind, idempotency_key, request_hash, metadata, created_at)
      select case when f.s = 'bid' then 'bet_bid_reserved' else 'bet_placed' end,
             f.key, f.h, jsonb_build_object('bet_id', f.bet_id), f.n
        from fitting f order by f.i
      on conflict (idempotency_key) do nothing
      returning t.id, t.idempotency_key
  ), placed as materialized (
    select f.*, tx.id as tx_id,
           balance.balance - sum(f.st) over (partition by f.src_id order by f.i) as balance_after
      from fitting f
      join tx on tx.idempotency_key = f.key
      join balance on balance.id = f.src_id
  ), moved as (
    update ledger_accounts acc set balance = acc.balance + d.delta, updated_at = now()
      from (select id, sum(delta) as delta from (
              select p.src_id as id, -p.st as delta from placed p
              union all select p.open_id, p.st from placed p) m
            group by id) d
     where acc.id = d.id
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select p.tx_id, p.src_id, -p.st, p.n from placed p
      union all select p.tx_id, p.open_id, p.st, p.n from placed p
  ), bet as (
    insert into bets (id, user_id, bet_guid, request_hash, vid, system_sizes, kind, status, currency_id, source_account_id,
                      original_stake, stake, potential_return, odds_total, is_express_boost, anti_express_margin,
                      promo_code, promo_boost_percent, auto_bet_cf, placed_tx_id, balance_after, answer, created_at)
    select p.bet_id, p.u, p.g, p.h, (p.b->>'vid')::smallint,
           (select array_agg(x::integer) from jsonb_array_elements_text(
             case when jsonb_typeof(p.b->'system_sizes') = 'array' then p.b->'system_sizes' else '[]'::jsonb end) x),
           p.b->>'kind', p.s, p.currency, p.src_id, p.st, p.st, (p.b->>'potential_return')::bigint,
           (p.b->>'odds_total')::integer, coalesce((p.b->>'is_express_boost')::boolean, false),
           (p.b->>'anti_express_margin')::numeric, p.b->>'promo_code', (p.b->>'promo_boost_percent')::numeric,
           (p.b->>'auto_bet_cf')::integer, p.tx_id, p.balance_after, p.a, p.n
      from placed p
  ), legs as (
    insert into bet_legs (bet_id, idx, game_id, const_id, sport_id, champ_id, start_at, type, market_group, param,
                          player_id, odds, kind, is_banker, labels, extra)
    select p.bet_id, (leg->>'idx')::smallint, (leg->>'game_id')::bigint, (leg->>'const_id')::bigint, (leg->>'sport_id')::integer,
           (leg->>'champ_id')::integer, to_timestamp((leg->>'start_ms')::bigint / 1000.0), (leg->>'type')::integer,
           (leg->>'market_group')::integer, (leg->>'param')::numeric, coalesce((leg->>'player_id')::bigint, 0),
           (leg->>'odds')::integer, leg->>'kind', coalesce((leg->>'is_banker')::boolean, false),
           coalesce(leg->'labels', '{}'::jsonb), coalesce(leg->'extra', '{}'::jsonb)
      from placed p, jsonb_array_elements(p.l) leg
  )
  select array_agg(row(w.*)::place_bets_work order by w.i) into v_work from (
    select w.i, w.u, w.g, w.h, w.src, w.st, w.s, w.b, w.l, w.a, w.n,
           case when w.code is not null then w.code
                when p.bet_id is not null then null
                when f.bet_id is not null then 'conflict'  -- fitted, but its guid's transaction exists
                else 'FL402' end,
           coalesce(p.bet_id, w.prior_id), w.prior_hash, coalesce(p.balance_after, w.prior_balance),
           coalesce(p.currency, w.prior_currency), w.prior_answer, w.prior_at, w.currency, w.src_id, w.open_id
      from unnest(v_work) w
      left join placed p on p.i = w.i
      left join fitting f on f.i = w.i
  ) w;

  -- 5. Answers. A bet that fitted but met its guid's transaction was placed by a racing request (of
  --    another batch or instance) that has committed by now: this statement sees it, as place_bet does.
  return query
    select w.i,
           case when w.code = 'conflict' then
                  case when pb.id is null or pb.request_hash <> w.h then 'FL409' else 'replay' end
                else w.code end,
           case when w.code = 'conflict' then pb.id else w.prior_id end,
           coalesce(w.code in ('replay', 'conflict'), false),
           case when w.code = 'conflict' then pb.balance_after else w.prior_balance end,
           case when w.code = 'conflict' then pb.currency_id else w.prior_currency end,
           case when w.code = 'conflict' then pb.answer when w.code = 'replay' then w.prior_answer end,
           case when w.code = 'conflict' then pb.created_at when w.code = 'replay' then w.prior_at else w.n end
      from unnest(v_work) w
      left join lateral (select * from bets where w.code = 'conflict' and user_id = w.u and bet_guid = w.g limit 1) pb on true
     order by w.i;
end;
$$;

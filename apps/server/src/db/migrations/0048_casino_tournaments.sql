-- Casino tournaments (issue 21 §4, ADR 0065): recurring series per brand, the tournaments made from
-- them (each a copy of its definition, so editing a series never changes one that already started),
-- and the standings frozen once at the end with each prize's payment state. Prizes move bonus_cost →
-- the winner's cash, one ledger transaction keyed casino_tournament_prize:<tournament>:<player>.

create table casino_tournament_series (
  id bigserial primary key,
  brand_id integer not null references brands(id),
  code text not null unique,
  -- A daily series starts at UTC midnight + offset; a weekly one on Monday, UTC midnight + offset.
  recurrence text not null check (recurrence in ('daily', 'weekly')),
  start_offset_minutes integer not null default 0 check (start_offset_minutes >= 0),
  duration_minutes integer not null check (duration_minutes > 0),
  definition jsonb not null,
  is_enabled boolean not null default true,
  created_at timestamptz not null default now()
);

create table casino_tournaments (
  id bigserial primary key,
  brand_id integer not null references brands(id),
  series_id bigint references casino_tournament_series(id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  definition jsonb not null,
  -- Set once, by casino_tournament_close, when the standings were frozen.
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint casino_tournaments_period check (ends_at > starts_at),
  constraint casino_tournaments_occurrence unique (series_id, starts_at)
);
create index casino_tournaments_brand on casino_tournaments (brand_id, ends_at desc);
create index casino_tournaments_open on casino_tournaments (ends_at) where closed_at is null;

-- The final standings: one row per qualified player. status: none (no prize), due (to pay), held
-- (player protection stops the payment for now; retried), paid (tx_id holds the ledger transaction).
create table casino_tournament_places (
  tournament_id bigint not null references casino_tournaments(id),
  user_id bigint not null references users(id),
  place integer not null check (place >= 1),
  score bigint not null,
  rounds integer not null,
  reached_at timestamptz not null,
  currency_id integer not null,
  prize bigint not null default 0 check (prize >= 0),
  status text not null check (status in ('none', 'due', 'held', 'paid')),
  held_reason text,
  tx_id bigint references ledger_transactions(id),
  paid_at timestamptz,
  primary key (tournament_id, user_id),
  constraint casino_tournament_places_place unique (tournament_id, place),
  constraint casino_tournament_places_paid check ((status = 'paid') = (tx_id is not null))
);
create index casino_tournament_places_unpaid on casino_tournament_places (tournament_id) where status in ('due', 'held');

-- Scoring reads real-money bets by time through casino_transactions_created (migration 0036).

-- Freezes a tournament's standings once: the row lock makes a second caller (another instance, a
-- retry) wait and then find it closed. p_places: [{user_id, place, score, rounds, reached_at,
-- currency_id, prize}]. Returns whether this call closed it.
create function casino_tournament_close(p_tournament bigint, p_places jsonb, p_at timestamptz)
returns boolean language plpgsql as $$
declare
  v_closed timestamptz;
begin
  select closed_at into v_closed from casino_tournaments where id = p_tournament for update;
  if not found or v_closed is not null then
    return false;
  end if;
  insert into casino_tournament_places (tournament_id, user_id, place, score, rounds, reached_at, currency_id, prize, status)
    select p_tournament, (e->>'user_id')::bigint, (e->>'place')::integer, (e->>'score')::bigint,
      (e->>'rounds')::integer, (e->>'reached_at')::timestamptz, (e->>'currency_id')::integer,
      (e->>'prize')::bigint, case when (e->>'prize')::bigint > 0 then 'due' else 'none' end
    from jsonb_array_elements(p_places) e;
  update casino_tournaments set closed_at = p_at where id = p_tournament;
  return true;
end;
$$;

-- The back office's casino desks (ADR 0072): staff create, edit and cancel tournaments, and change the
-- jackpot's contribution rate and each pool's seed.

-- A cancelled tournament never starts: the players' pages, the live boards and the end sweep skip it.
-- Only one that had not started can be cancelled (the desk checks it in the statement that cancels).
alter table casino_tournaments add column cancelled_at timestamptz;
alter table casino_tournaments add column cancel_reason text;
-- Who made a one-off tournament on the desk (null: the seed or a series).
alter table casino_tournaments add column created_by text;
-- The desk's create key: a repeated create (a double click, a retry after a lost answer) makes one tournament.
alter table casino_tournaments add column desk_key text unique;
alter table casino_tournaments add column updated_at timestamptz;
alter table casino_tournaments add constraint casino_tournaments_cancelled
  check ((cancelled_at is null) = (cancel_reason is null));
alter table casino_tournaments add constraint casino_tournaments_not_closed_and_cancelled
  check (cancelled_at is null or closed_at is null);
drop index casino_tournaments_open;
create index casino_tournaments_open on casino_tournaments (ends_at) where closed_at is null and cancelled_at is null;

-- The jackpot's live settings: one row. contribution_bp: basis points of every settled real stake of a
-- contributing game that feed the pool (0.1 % to 0.7 %: with the largest seed allowed every contributing game
-- keeps a house edge, ADR 0072). The settle statement reads it, so a change applies from the next round settled.
create table studio_jackpot_settings (
  id integer primary key check (id = 1),
  contribution_bp integer not null check (contribution_bp between 10 and 70),
  updated_at timestamptz not null,
  updated_by text
);
insert into studio_jackpot_settings (id, contribution_bp, updated_at) values (1, 50, now());

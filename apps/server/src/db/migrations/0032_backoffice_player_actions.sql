-- Acting on a player from the back office (issue 24 §2, docs/decisions/0045-backoffice-player-actions.md):
-- staff notes, the suspicious-activity flag, and operator RG blocks that compliance can lift.

-- Staff notes on a player: append-only, like staff_audit (a wrong note is corrected by a new one).
create table player_notes (
  id bigserial primary key,
  user_id bigint not null references users (id),
  staff_id bigint not null references staff_users (id),
  staff_email text not null,
  text text not null check (length(text) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index player_notes_user on player_notes (user_id, created_at desc, id desc);

create function refuse_player_note_change() returns trigger language plpgsql as $$
begin
  raise exception 'player_notes is append-only';
end;
$$;
create trigger player_notes_append_only before update or delete on player_notes
  for each row execute function refuse_player_note_change();
create trigger player_notes_no_truncate before truncate on player_notes
  for each statement execute function refuse_player_note_change();

-- The suspicious-activity flag: one row while a player is flagged; clearing deletes it (the staff
-- audit log keeps who set and cleared it, when and why).
create table player_flags (
  user_id bigint primary key references users (id),
  reason text not null,
  staff_id bigint not null references staff_users (id),
  staff_email text not null,
  flagged_at timestamptz not null default now()
);

-- An operator block is lifted by ending it now: every reader (bet_may_bet, the protection state)
-- already asks only for `until > now`. The original end and the reasons stay on the row.
alter table rg_blocks add column reason text;
alter table rg_blocks add column lifted_at timestamptz;
alter table rg_blocks add column lift_reason text;

-- Favourites, issue 23 section 1 (docs/decisions/0035-favorites.md): the games (by line id),
-- championships and teams a player keeps. One row per item; the order is the order of adding.
create table favorites (
  user_id bigint not null references users(id) on delete cascade,
  kind text not null check (kind in ('game', 'champ', 'team')),
  item_id bigint not null,
  added_at timestamptz not null default now(),
  primary key (user_id, kind, item_id)
);

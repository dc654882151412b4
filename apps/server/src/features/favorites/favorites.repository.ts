// The SQL of favourites (table favorites, migration 0026): one row per kept game, championship or team.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** How a kind is stored. */
export type StoredKind = 'game' | 'champ' | 'team';

/** The ids a player keeps of one kind, in the order they were added. */
export async function readFavoriteIds(database: Database, userId: number, kind: StoredKind): Promise<number[]> {
  const rows = await database.query<{ item_id: unknown }>(
    'select item_id from favorites where user_id = $1 and kind = $2 order by added_at, item_id',
    [userId, kind],
  );
  return rows.map((r) => asNumber(r.item_id));
}

/** Adds ids (those already kept stay as they were); a new row goes after the ones before it. */
export async function addFavoriteIds(database: Database, userId: number, kind: StoredKind, ids: readonly number[]) {
  if (ids.length === 0) return;
  await database.query(
    `insert into favorites (user_id, kind, item_id, added_at)
     select $1, $2, item, now() + (ord * interval '1 microsecond')
       from unnest($3::bigint[]) with ordinality as t(item, ord)
     on conflict (user_id, kind, item_id) do nothing`,
    [userId, kind, ids],
  );
}

export async function removeFavoriteIds(database: Database, userId: number, kind: StoredKind, ids: readonly number[]) {
  if (ids.length === 0) return;
  await database.query('delete from favorites where user_id = $1 and kind = $2 and item_id = any($3::bigint[])', [
    userId,
    kind,
    ids,
  ]);
}

export async function clearFavorites(database: Database, userId: number, kind: StoredKind) {
  await database.query('delete from favorites where user_id = $1 and kind = $2', [userId, kind]);
}

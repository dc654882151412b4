// The SQL of casino favourites (table favorite_casino_games, migration 0028): one row per starred game.
import type { Database } from '../../infra/db';

/** The casino game ids a player keeps, in the order they were added. */
export async function readCasinoFavoriteIds(database: Database, userId: number): Promise<string[]> {
  const rows = await database.query<{ game_id: string }>(
    'select game_id from favorite_casino_games where user_id = $1 order by added_at, game_id',
    [userId],
  );
  return rows.map((r) => r.game_id);
}

/** Adds ids (those already kept stay as they were); a new row goes after the ones before it. */
export async function addCasinoFavoriteIds(database: Database, userId: number, ids: readonly string[]) {
  if (ids.length === 0) return;
  await database.query(
    `insert into favorite_casino_games (user_id, game_id, added_at)
     select $1, item, now() + (ord * interval '1 microsecond')
       from unnest($2::text[]) with ordinality as t(item, ord)
     on conflict (user_id, game_id) do nothing`,
    [userId, ids],
  );
}

/** Removes ids (all of the player's when `ids` is null). */
export async function removeCasinoFavoriteIds(database: Database, userId: number, ids: readonly string[] | null) {
  if (ids === null) {
    await database.query('delete from favorite_casino_games where user_id = $1', [userId]);
    return;
  }
  if (ids.length === 0) return;
  await database.query('delete from favorite_casino_games where user_id = $1 and game_id = any($2::text[])', [
    userId,
    ids,
  ]);
}

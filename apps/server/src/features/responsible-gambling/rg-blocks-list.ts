import type { Database } from '../../infra/db';

/** A player's blocks, latest first (the back office's player page), each with whether it runs at `now`. */
export async function listPlayerBlocks(database: Pick<Database, 'query'>, userId: number, now: Date, limit = 20) {
  const rows = await database.query(
    'select kind, until, set_by, created_at from rg_blocks where user_id = $1 order by created_at desc, id desc limit $2',
    [userId, limit],
  );
  return rows.map((r) => {
    const until = new Date(r.until as string);
    return {
      kind: String(r.kind),
      until: until.toISOString(),
      set_by: String(r.set_by),
      created_at: new Date(r.created_at as string).toISOString(),
      running: until.getTime() > now.getTime(),
    };
  });
}

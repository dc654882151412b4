import type { Database } from '../../infra/db';

const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** A player's blocks, latest first (the back office's player page), each with whether it runs at `now`. */
export async function listPlayerBlocks(database: Pick<Database, 'query'>, userId: number, now: Date, limit = 20) {
  const rows = await database.query(
    `select id, kind, until, set_by, created_at, reason, lifted_at, lift_reason
     from rg_blocks where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return rows.map((r) => {
    const until = new Date(r.until as string);
    return {
      id: Number(r.id),
      kind: String(r.kind),
      until: until.toISOString(),
      set_by: String(r.set_by),
      created_at: new Date(r.created_at as string).toISOString(),
      running: until.getTime() > now.getTime(),
      reason: (r.reason as string | null) ?? null,
      lifted_at: isoOrNull(r.lifted_at),
      lift_reason: (r.lift_reason as string | null) ?? null,
    };
  });
}

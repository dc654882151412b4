import type { Database } from './db';

/**
 * Counts one action against a limit in the database (so every server process shares it); false,
 * and nothing recorded, when the limit is already reached within the window.
 */
export async function hitRateLimit(
  database: Database,
  input: { bucket: string; key: string; limit: number; windowMs: number },
): Promise<boolean> {
  const rows = await database.query(
    `with recent as (
       select count(*)::int as n from auth_rate_events
       where bucket = $1 and key = $2 and at > now() - $4 * interval '1 millisecond'
     )
     insert into auth_rate_events (bucket, key) select $1, $2 from recent where recent.n < $3 returning id`,
    [input.bucket, input.key, input.limit, input.windowMs],
  );
  return rows.length > 0;
}

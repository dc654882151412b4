// Reads of player accounts for the back office (issue 24): search by id, e-mail, phone or name, and
// one player's profile. Staff permissions are checked by the caller.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

export interface PlayerSummary {
  id: number;
  brand_id: number;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string;
  currency_id: number;
  status: string;
  created_at: string;
}

const COLUMNS = 'id, brand_id, email, phone, first_name, last_name, country, currency_id, status, created_at';

const toSummary = (r: Record<string, unknown>): PlayerSummary => ({
  id: asNumber(r.id),
  brand_id: Number(r.brand_id),
  email: (r.email as string | null) ?? null,
  phone: (r.phone as string | null) ?? null,
  first_name: (r.first_name as string | null) ?? null,
  last_name: (r.last_name as string | null) ?? null,
  country: String(r.country),
  currency_id: Number(r.currency_id),
  status: String(r.status),
  created_at: new Date(r.created_at as string).toISOString(),
});

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/**
 * A query that looks like an IP address (or its start: "10.0.0." or "2001:db8:") finds the players
 * whose sessions came from it: a LIKE prefix, or '' when the text is no address.
 */
function ipPrefix(text: string): string {
  if (!/^[0-9a-f.:]{3,45}$/i.test(text) || !/[.:]/.test(text) || !/\d/.test(text)) return '';
  return `${escapeLike(text.toLowerCase())}%`;
}

/** What the search sorts by (a whitelisted column name from the staff API, ADR 0051) and which way. */
export interface PlayerSort {
  by: 'created_at' | 'id' | 'email' | 'name' | 'country';
  dir?: 'asc' | 'desc' | undefined;
}
// Sort keys map to SQL here only: the request's value never reaches the statement as text.
const ORDER: Record<PlayerSort['by'], string> = {
  created_at: 'created_at',
  id: 'id',
  email: 'lower(email)',
  name: "lower(coalesce(last_name, '') || ' ' || coalesce(first_name, ''))",
  country: 'country',
};

/**
 * Players matching a query: an exact id, or a substring of the e-mail, the phone's digits or the
 * name (first, last or both), or the start of an IP address one of their sessions came from; newest
 * first unless `sort` says otherwise, with the total for paging.
 */
export async function searchPlayers(
  db: Query,
  q: string,
  offset: number,
  limit: number,
  sort: PlayerSort = { by: 'created_at' },
): Promise<{ items: PlayerSummary[]; total: number }> {
  // Registration time reads newest first by default; names, e-mails and countries A to Z.
  const dir = sort.dir ?? (sort.by === 'created_at' || sort.by === 'id' ? 'desc' : 'asc');
  const text = q.trim();
  const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
  const like = `%${escapeLike(text.toLowerCase())}%`;
  const digits = text.replace(/\D/g, '');
  const rows = await db.query(
    `select ${COLUMNS}, count(*) over () as total from users
     where $1 = '' or id = $2 or lower(email) like $3
        or ($4 <> '' and regexp_replace(coalesce(phone, ''), '\\D', '', 'g') like '%' || $4 || '%')
        or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like $3
        or ($7 <> '' and id in (select user_id from sessions where ip like $7))
     order by ${ORDER[sort.by]} ${dir} nulls last, id ${dir} limit $5 offset $6`,
    [text, id, like, digits.length >= 3 ? digits : '', limit, offset, ipPrefix(text)],
  );
  return { total: rows[0] ? asNumber(rows[0].total) : 0, items: rows.map(toSummary) };
}

/** One player's profile (null when there is no such player). */
export async function playerProfile(db: Query, userId: number) {
  const [row] = await db.query(
    `select ${COLUMNS}, birth_date, email_verified_at, phone_verified_at, totp_enabled, marketing_suppressed
     from users where id = $1`,
    [userId],
  );
  if (!row) return null;
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return {
    ...toSummary(row),
    birth_date: row.birth_date === null ? null : (iso(row.birth_date)?.slice(0, 10) ?? null),
    email_verified: row.email_verified_at !== null,
    phone_verified: row.phone_verified_at !== null,
    totp_enabled: row.totp_enabled === true,
    marketing_suppressed: row.marketing_suppressed === true,
  };
}

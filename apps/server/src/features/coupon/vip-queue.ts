import { currencyById } from '@fairline/shared/lookups/currencies';
import type { VIP_SORTS } from '@fairline/shared/wire/backoffice';
import type { Database } from '../../infra/db';
import { type SortDir, sortedBy } from '../../infra/sql-order';
import { asNumber } from '../../infra/sql-values';

type VipSort = (typeof VIP_SORTS)[number];
// The desk's sort names and their SQL (ADR 0051): a request's text never reaches the statement.
const VIP_ORDER: Record<VipSort, string> = {
  id: 'id',
  created_at: 'created_at',
  expires_at: 'expires_at',
  stake: 'stake',
  user_id: 'user_id',
  status: 'status',
};

/** VIP bet requests of every player for the back office (awaiting ones first by expiry unless `sort`), with the total. */
export async function listVipQueue(
  database: Pick<Database, 'query'>,
  input: {
    status?: string | undefined;
    sort?: VipSort | undefined;
    dir?: SortDir | undefined;
    offset: number;
    limit: number;
    id?: number;
  },
) {
  const order = input.sort
    ? sortedBy(VIP_ORDER, input.sort, input.dir, 'id')
    : `(status = 'awaiting') desc, expires_at, id`;
  const rows = await database.query(
    `select id, user_id, status, stake, currency_id, coalesce((coupon->>'vid')::integer, 0) as vid,
            coalesce(jsonb_array_length(coupon->'events'), 0) as events, created_at, expires_at, closed_at,
            accepted_stake, bet_id, count(*) over () as total
     from vip_bet_requests where currency_id is not null and ($1::text is null or status = $1)
       and ($4::bigint is null or id = $4)
     order by ${order} limit $2 offset $3`,
    [input.status ?? null, input.limit, input.offset, input.id ?? null],
  );
  const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map((r) => ({
      id: asNumber(r.id),
      user_id: asNumber(r.user_id),
      status: String(r.status),
      stake_minor: asNumber(r.stake),
      currency_id: Number(r.currency_id),
      currency: currencyById(Number(r.currency_id))?.code ?? '',
      vid: Number(r.vid),
      events: Number(r.events),
      created_at: iso(r.created_at) ?? '',
      expires_at: iso(r.expires_at) ?? '',
      closed_at: iso(r.closed_at),
      accepted_stake_minor: r.accepted_stake === null ? null : asNumber(r.accepted_stake),
      bet_id: r.bet_id === null ? null : asNumber(r.bet_id),
    })),
  };
}

/** One request as the queue lists it, or undefined. */
export async function findVipRequest(database: Pick<Database, 'query'>, id: number) {
  return (await listVipQueue(database, { id, offset: 0, limit: 1 })).items[0];
}

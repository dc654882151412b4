// One player's deposits and withdrawals for the back office's player page (ADR 0045 "The player
// page's records"), newest first, paged on the server along payments_user_created. A withdrawal the
// desk approved but did not pay yet reads `approved`, as on the withdrawal desk (ADR 0051).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { PlayerPayment } from '@fairline/shared/wire/backoffice-player-records';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export interface PlayerPaymentsQuery {
  userId: number;
  kind?: PlayerPayment['kind'] | undefined;
  offset: number;
  limit: number;
}

export async function listPlayerPayments(
  db: Query,
  q: PlayerPaymentsQuery,
): Promise<{ total: number; items: PlayerPayment[] }> {
  const rows = await db.query(
    `select public_id, kind, amount, currency_id, status, approved_at, method, method_code, provider, reason,
            created_at, settled_at, count(*) over () as total
     from payments where user_id = $1 and ($2::text is null or kind = $2)
     order by created_at desc, id desc limit $3 offset $4`,
    [q.userId, q.kind ?? null, q.limit, q.offset],
  );
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map((r) => {
      const currencyId = Number(r.currency_id);
      const approved = r.kind === 'withdrawal' && r.status === 'requested' && r.approved_at;
      return {
        payment_id: String(r.public_id),
        kind: r.kind as PlayerPayment['kind'],
        amount_minor: asNumber(r.amount),
        currency_id: currencyId,
        currency: currencyById(currencyId)?.code ?? String(currencyId),
        status: approved ? 'approved' : String(r.status),
        method: (r.method as string | null) ?? (r.method_code as string | null) ?? String(r.provider),
        reason: (r.reason as string | null) ?? null,
        created_at: iso(r.created_at) ?? '',
        settled_at: iso(r.settled_at),
      };
    }),
  };
}

import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { AccountHistory, AccountHistoryItem } from '@fairline/shared/wire/responsible-gambling';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';

/** At most this many rows answer; 12 months of a heavy player's bets stay under it in the demo. */
const MAX_ROWS = 5000;

interface HistoryRow {
  at: Date | string;
  type: AccountHistoryItem['type'];
  ref: string;
  status: string;
  amount: unknown;
  result: unknown;
  currency_id: number;
}

const decimalOf = (amount: number, currencyId: number) =>
  fromMinor(minor(amount), currencyById(currencyId)?.minorDigits ?? 2);

/**
 * The player's account history of the last 12 months (bets, casino rounds and payments, newest first) and the
 * lifetime net deposits (credited deposits less paid and requested withdrawals) per currency.
 */
export async function getAccountHistory(database: Database, userId: number, now: Date): Promise<AccountHistory> {
  const from = new Date(now.getTime());
  from.setUTCMonth(from.getUTCMonth() - 12);
  const rows = await database.query<HistoryRow>(
    `select * from (
       select b.created_at as at, 'bet' as type, b.id::text as ref, b.status, b.original_stake as amount,
              case when b.status in ('won', 'lost', 'void', 'sold') then b.payout + b.cashout_paid - b.original_stake end as result,
              b.currency_id
         from bets b where b.user_id = $1 and b.created_at > $2
       union all
       select min(c.created_at), 'casino_round', c.provider_id || ':' || c.round,
              case when bool_or(c.round_closed) then 'closed' else 'open' end,
              coalesce(sum(c.amount) filter (where c.kind = 'bet' and not c.rolled_back), 0),
              case when bool_or(c.round_closed) then
                coalesce(sum(c.amount) filter (where c.kind = 'win'), 0)
                - coalesce(sum(c.amount) filter (where c.kind = 'bet' and not c.rolled_back), 0) end,
              min(c.currency_id)
         from casino_transactions c where c.user_id = $1 and c.created_at > $2 and c.kind <> 'rollback'
        group by c.provider_id, c.round
       union all
       select p.created_at, p.kind, p.public_id, p.status, p.amount, null, p.currency_id
         from payments p where p.user_id = $1 and p.created_at > $2
     ) h order by at desc limit $3`,
    [userId, from, MAX_ROWS],
  );
  const net = await database.query<{ currency_id: number; amount: unknown }>(
    `select currency_id,
       sum(case when kind = 'deposit' then amount else -amount end) as amount
       from payments
      where user_id = $1 and ((kind = 'deposit' and status = 'credited') or (kind = 'withdrawal' and status in ('requested', 'paid')))
      group by currency_id order by currency_id`,
    [userId],
  );
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    net_deposits: net.map((n) => ({
      currency: currencyById(n.currency_id)?.code ?? String(n.currency_id),
      currencyId: n.currency_id,
      amount: decimalOf(asNumber(n.amount), n.currency_id),
    })),
    items: rows.map((r) => {
      const result = asNumberOrNull(r.result);
      return {
        at: new Date(r.at).toISOString(),
        type: r.type,
        ref: r.ref,
        status: r.status,
        amount: decimalOf(asNumber(r.amount), r.currency_id),
        result: result === null ? null : decimalOf(result, r.currency_id),
        currency: currencyById(r.currency_id)?.code ?? String(r.currency_id),
      };
    }),
  };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The history as CSV (RFC 4180), one row per item. */
export function historyCsv(history: AccountHistory): string {
  const head = ['date', 'type', 'reference', 'status', 'amount', 'result', 'currency'];
  const lines = history.items.map((i) =>
    [i.at, i.type, i.ref, i.status, i.amount, i.result, i.currency].map(csvCell).join(','),
  );
  return `${[head.join(','), ...lines].join('\r\n')}\r\n`;
}

// The dashboard's numbers (docs/decisions/0049-backoffice-dashboard.md): SQL aggregates over the
// ledger, bets, payments and the desks' tables, each a range scan on an index of migration 0036.
// Money is grouped by currency and never summed across currencies.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { DashboardAnswer, DashboardCurrencyRow } from '@fairline/shared/wire/backoffice-dashboard';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** Ledger transaction kinds whose house-revenue postings are the sportsbook's GGR. */
export const SPORTSBOOK_GGR_KINDS = ['bet_settled', 'bet_resettled', 'bet_sold', 'advance_written_off'] as const;

type Metric = 'sb_bets' | 'sb_ggr' | 'casino' | 'deposits' | 'withdrawals' | 'open_bets' | 'pending_withdrawals';
interface MetricRow {
  metric: Metric;
  currency_id: number;
  n: unknown;
  a: unknown;
  b: unknown;
}

// One statement, one row per (metric, currency): $1 from (inclusive), $2 to (exclusive).
const MONEY_SQL = `
  select 'sb_bets' as metric, currency_id, count(*) as n, sum(original_stake) as a, 0 as b
    from bets where created_at >= $1 and created_at < $2 and status not in ('bid', 'cancelled')
    group by currency_id
  union all
  select 'sb_ggr', a.currency_id, count(*), sum(e.amount), 0
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id and e.created_at >= $1 and e.created_at < $2
    join ledger_transactions t on t.id = e.transaction_id
    where a.owner_id is null and a.kind = 'house_revenue' and t.kind in (${SPORTSBOOK_GGR_KINDS.map((k) => `'${k}'`).join(', ')})
    group by a.currency_id
  union all
  select 'casino', a.currency_id, count(*),
         coalesce(sum(e.amount) filter (where t.kind in ('casino_bet', 'casino_rollback')), 0), sum(e.amount)
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id and e.created_at >= $1 and e.created_at < $2
    join ledger_transactions t on t.id = e.transaction_id
    where a.owner_id is null and a.kind = 'casino_clearing' and t.kind like 'casino\\_%'
    group by a.currency_id
  union all
  select case when kind = 'deposit' then 'deposits' else 'withdrawals' end, currency_id, count(*), sum(amount), 0
    from payments
    where settled_at >= $1 and settled_at < $2
      and ((kind = 'deposit' and status = 'credited') or (kind = 'withdrawal' and status = 'paid'))
    group by kind, currency_id
  union all
  select 'open_bets', currency_id, count(*), sum(stake), sum(potential_return)
    from bets where status = 'open' group by currency_id
  union all
  select 'pending_withdrawals', currency_id, count(*), sum(amount), 0
    from payments where status = 'requested' group by currency_id`;

// Players and the desks' waiting work. Active: a bet (or auto-bet order), an accepted casino
// transaction or a session started in the period.
const COUNTS_SQL = `
  select
    (select count(*) from users where created_at >= $1 and created_at < $2) as new_players,
    (select count(*) from (
        select user_id from bets where created_at >= $1 and created_at < $2
        union
        select user_id from casino_transactions where created_at >= $1 and created_at < $2 and answer_status = 'RS_OK'
        union
        select user_id from sessions where created_at >= $1 and created_at < $2
      ) active) as active_players,
    (select count(*) from vip_bet_requests where status = 'awaiting') as pending_vip_requests,
    (select count(*) from support_tickets where status = 'open') as open_tickets`;

function emptyRow(currencyId: number): DashboardCurrencyRow {
  return {
    currency_id: currencyId,
    currency: currencyById(currencyId)?.code ?? String(currencyId),
    sportsbook: { bets: 0, turnover_minor: 0, ggr_minor: 0 },
    casino: { turnover_minor: 0, ggr_minor: 0 },
    deposits: { count: 0, sum_minor: 0 },
    withdrawals: { count: 0, sum_minor: 0 },
    open_bets: { count: 0, stake_minor: 0, potential_return_minor: 0 },
    pending_withdrawals: { count: 0, sum_minor: 0 },
  };
}

function apply(row: DashboardCurrencyRow, m: MetricRow): void {
  const n = asNumber(m.n);
  const a = asNumber(m.a ?? 0);
  const b = asNumber(m.b ?? 0);
  switch (m.metric) {
    case 'sb_bets':
      row.sportsbook.bets = n;
      row.sportsbook.turnover_minor = a;
      return;
    case 'sb_ggr':
      row.sportsbook.ggr_minor = a;
      return;
    case 'casino':
      row.casino = { turnover_minor: a, ggr_minor: b };
      return;
    case 'deposits':
    case 'withdrawals':
      row[m.metric] = { count: n, sum_minor: a };
      return;
    case 'open_bets':
      row.open_bets = { count: n, stake_minor: a, potential_return_minor: b };
      return;
    case 'pending_withdrawals':
      row.pending_withdrawals = { count: n, sum_minor: a };
      return;
  }
}

/** The dashboard of [from, to), every currency with activity (or only `currencyId`), ordered by currency id. */
export async function readDashboard(
  database: Database,
  from: Date,
  to: Date,
  currencyId?: number,
): Promise<Omit<DashboardAnswer, 'took_ms'>> {
  const metrics = await database.query<MetricRow>(MONEY_SQL, [from.toISOString(), to.toISOString()]);
  const [counts] = await database.query<Record<string, unknown>>(COUNTS_SQL, [from.toISOString(), to.toISOString()]);
  const rows = new Map<number, DashboardCurrencyRow>();
  for (const m of metrics) {
    const id = asNumber(m.currency_id);
    if (currencyId !== undefined && id !== currencyId) continue;
    let row = rows.get(id);
    if (!row) {
      row = emptyRow(id);
      rows.set(id, row);
    }
    apply(row, m);
  }
  if (currencyId !== undefined && !rows.has(currencyId)) rows.set(currencyId, emptyRow(currencyId));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    new_players: asNumber(counts?.new_players ?? 0),
    active_players: asNumber(counts?.active_players ?? 0),
    pending_vip_requests: asNumber(counts?.pending_vip_requests ?? 0),
    open_tickets: asNumber(counts?.open_tickets ?? 0),
    currencies: [...rows.values()].sort((x, y) => x.currency_id - y.currency_id),
  };
}

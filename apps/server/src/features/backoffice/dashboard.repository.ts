// The dashboard's numbers (docs/decisions/0049-backoffice-dashboard.md): SQL aggregates over the
// ledger, bets, payments and the desks' tables, each a range scan on an index of migration 0036,
// grouped by brand and currency (ADR 0056). Money is never summed across currencies; the totals add up
// the brands' exact integer aggregates.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { DashboardAnswer, DashboardCurrencyRow } from '@fairline/shared/wire/backoffice-dashboard';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** Ledger transaction kinds whose house-revenue postings are the sportsbook's GGR. */
export const SPORTSBOOK_GGR_KINDS = ['bet_settled', 'bet_resettled', 'bet_sold', 'advance_written_off'] as const;

type Metric = 'sb_bets' | 'sb_ggr' | 'casino' | 'deposits' | 'withdrawals' | 'open_bets' | 'pending_withdrawals';
interface MetricRow {
  metric: Metric;
  brand_id: number | null;
  currency_id: number;
  n: unknown;
  a: unknown;
  b: unknown;
}

// The brand of a ledger entry is the brand of the player whose account is in the same transaction
// (every settlement and casino posting moves one player's money against the house).
const PLAYER_BRAND = `left join lateral (
      select u.brand_id from ledger_entries pe join ledger_accounts pa on pa.id = pe.account_id
        join users u on u.id = pa.owner_id
      where pe.transaction_id = e.transaction_id limit 1) p on true`;

// One statement, one row per (metric, brand, currency): $1 from (inclusive), $2 to (exclusive), $3 the
// brand (null: every brand).
const MONEY_SQL = `select * from (
  select 'sb_bets' as metric, u.brand_id, bt.currency_id, count(*) as n, sum(bt.original_stake) as a, 0 as b
    from bets bt join users u on u.id = bt.user_id
    where bt.created_at >= $1 and bt.created_at < $2 and bt.status not in ('bid', 'cancelled')
    group by u.brand_id, bt.currency_id
  union all
  select 'sb_ggr', p.brand_id, a.currency_id, count(*), sum(e.amount), 0
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id and e.created_at >= $1 and e.created_at < $2
    join ledger_transactions t on t.id = e.transaction_id
    ${PLAYER_BRAND}
    where a.owner_id is null and a.kind = 'house_revenue' and t.kind in (${SPORTSBOOK_GGR_KINDS.map((k) => `'${k}'`).join(', ')})
    group by p.brand_id, a.currency_id
  union all
  select 'casino', p.brand_id, a.currency_id, count(*),
         coalesce(sum(e.amount) filter (where t.kind in ('casino_bet', 'casino_rollback')), 0), sum(e.amount)
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id and e.created_at >= $1 and e.created_at < $2
    join ledger_transactions t on t.id = e.transaction_id
    ${PLAYER_BRAND}
    where a.owner_id is null and a.kind = 'casino_clearing' and t.kind like 'casino\\_%'
    group by p.brand_id, a.currency_id
  union all
  select case when pm.kind = 'deposit' then 'deposits' else 'withdrawals' end, u.brand_id, pm.currency_id, count(*),
         sum(pm.amount), 0
    from payments pm join users u on u.id = pm.user_id
    where pm.settled_at >= $1 and pm.settled_at < $2
      and ((pm.kind = 'deposit' and pm.status = 'credited') or (pm.kind = 'withdrawal' and pm.status = 'paid'))
    group by pm.kind, u.brand_id, pm.currency_id
  union all
  select 'open_bets', u.brand_id, bt.currency_id, count(*), sum(bt.stake), sum(bt.potential_return)
    from bets bt join users u on u.id = bt.user_id where bt.status = 'open' group by u.brand_id, bt.currency_id
  union all
  select 'pending_withdrawals', u.brand_id, pm.currency_id, count(*), sum(pm.amount), 0
    from payments pm join users u on u.id = pm.user_id where pm.status = 'requested'
    group by u.brand_id, pm.currency_id
) m where $3::int is null or m.brand_id = $3`;

// Players per brand. Active: a bet (or auto-bet order), an accepted casino transaction or a session
// started in the period.
const PLAYERS_SQL = `select brand_id, sum(new_players) as new_players, sum(active_players) as active_players from (
    select brand_id, count(*) as new_players, 0 as active_players
      from users where created_at >= $1 and created_at < $2 group by brand_id
    union all
    select u.brand_id, 0, count(*) from (
        select user_id from bets where created_at >= $1 and created_at < $2
        union
        select user_id from casino_transactions where created_at >= $1 and created_at < $2 and answer_status = 'RS_OK'
        union
        select user_id from sessions where created_at >= $1 and created_at < $2
      ) active join users u on u.id = active.user_id
      group by u.brand_id
  ) x where $3::int is null or brand_id = $3 group by brand_id`;

// The desks' waiting work now, of the brand's players ($1 null: every brand).
const WAITING_SQL = `select
    (select count(*) from vip_bet_requests v join users u on u.id = v.user_id
      where v.status = 'awaiting' and ($1::int is null or u.brand_id = $1)) as pending_vip_requests,
    (select count(*) from support_tickets s join users u on u.id = s.user_id
      where s.status = 'open' and ($1::int is null or u.brand_id = $1)) as open_tickets`;

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

/** Adds one SQL aggregate to a currency row (a total row gets every brand's share). */
function add(row: DashboardCurrencyRow, m: MetricRow): void {
  const n = asNumber(m.n);
  const a = asNumber(m.a ?? 0);
  const b = asNumber(m.b ?? 0);
  switch (m.metric) {
    case 'sb_bets':
      row.sportsbook.bets += n;
      row.sportsbook.turnover_minor += a;
      return;
    case 'sb_ggr':
      row.sportsbook.ggr_minor += a;
      return;
    case 'casino':
      row.casino.turnover_minor += a;
      row.casino.ggr_minor += b;
      return;
    case 'deposits':
    case 'withdrawals':
    case 'pending_withdrawals':
      row[m.metric].count += n;
      row[m.metric].sum_minor += a;
      return;
    case 'open_bets':
      row.open_bets.count += n;
      row.open_bets.stake_minor += a;
      row.open_bets.potential_return_minor += b;
      return;
  }
}

/** Currency rows keyed by currency id, made on first use. */
class CurrencyRows {
  readonly rows = new Map<number, DashboardCurrencyRow>();
  of(currencyId: number): DashboardCurrencyRow {
    let row = this.rows.get(currencyId);
    if (!row) {
      row = emptyRow(currencyId);
      this.rows.set(currencyId, row);
    }
    return row;
  }
  sorted(): DashboardCurrencyRow[] {
    return [...this.rows.values()].sort((x, y) => x.currency_id - y.currency_id);
  }
}

/**
 * The dashboard of [from, to): every currency with activity (or only `currencyId`), ordered by currency
 * id, in all and per brand; `brandId` narrows every figure to that brand's players.
 */
export async function readDashboard(
  database: Database,
  from: Date,
  to: Date,
  filter: { currencyId?: number | undefined; brandId?: number | undefined } = {},
): Promise<Omit<DashboardAnswer, 'took_ms'>> {
  const period = [from.toISOString(), to.toISOString(), filter.brandId ?? null];
  const metrics = await database.query<MetricRow>(MONEY_SQL, period);
  const players = await database.query<Record<string, unknown>>(PLAYERS_SQL, period);
  const [waiting] = await database.query<Record<string, unknown>>(WAITING_SQL, [filter.brandId ?? null]);
  const brands = await database.query<{ id: number; slug: string; name: string }>(
    'select id, slug, name from brands order by id',
  );
  const totals = new CurrencyRows();
  const perBrand = new Map<number, CurrencyRows>();
  for (const m of metrics) {
    const currencyId = asNumber(m.currency_id);
    if (filter.currencyId !== undefined && currencyId !== filter.currencyId) continue;
    add(totals.of(currencyId), m);
    if (m.brand_id === null) continue;
    const brandId = asNumber(m.brand_id);
    const rows = perBrand.get(brandId) ?? new CurrencyRows();
    perBrand.set(brandId, rows);
    add(rows.of(currencyId), m);
  }
  if (filter.currencyId !== undefined) totals.of(filter.currencyId);
  const playersOf = new Map(players.map((p) => [asNumber(p.brand_id), p]));
  const inScope = brands.filter((b) => filter.brandId === undefined || Number(b.id) === filter.brandId);
  const brandRows = inScope.map((b) => {
    const p = playersOf.get(Number(b.id));
    return {
      brand_id: Number(b.id),
      slug: b.slug,
      name: b.name,
      new_players: asNumber(p?.new_players ?? 0),
      active_players: asNumber(p?.active_players ?? 0),
      currencies: perBrand.get(Number(b.id))?.sorted() ?? [],
    };
  });
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    brand_id: filter.brandId ?? null,
    new_players: brandRows.reduce((sum, b) => sum + b.new_players, 0),
    active_players: brandRows.reduce((sum, b) => sum + b.active_players, 0),
    pending_vip_requests: asNumber(waiting?.pending_vip_requests ?? 0),
    open_tickets: asNumber(waiting?.open_tickets ?? 0),
    currencies: totals.sorted(),
    brands: brandRows,
    brand_options: brands.map((b) => ({ id: Number(b.id), slug: b.slug, name: b.name })),
  };
}

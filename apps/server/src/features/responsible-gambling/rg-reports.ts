// Compliance reports of player protection (issue 24 §2 compliance, ADR 0054): players at or near a
// deposit, loss or wager limit in its current window, and players in a running time-out or
// self-exclusion (their own or the operator's). Counted as the money actions count them (rg-rules).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { RgLimitPeriod } from '@fairline/shared/wire/responsible-gambling';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { convertForLimit, usedOf } from './rg-rules';

type Query = Pick<Database, 'query'>;

export type ReportLimitKind = 'deposit' | 'loss' | 'wager';

export interface LimitReportRow {
  user_id: number;
  email: string | null;
  phone: string | null;
  account_status: string;
  kind: ReportLimitKind;
  period: RgLimitPeriod;
  currency_id: number;
  limit_minor: number;
  used_minor: number;
  used_percent: number;
}

export interface LimitReportFilter {
  kind?: ReportLimitKind | undefined;
  period?: RgLimitPeriod | undefined;
  userId?: number | undefined;
  /** Rows whose use is at least this share of the limit, in percent (80: near, 100: at or over). */
  minPercent: number;
  sort?: 'used_percent' | 'used_minor' | 'limit_minor' | 'user_id' | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

type Play = { c: number; s: number | string; l: number | string };

/** Every limit in force with its window's use, at or above `minPercent` (default: the fullest first). */
export async function limitsReport(db: Query, filter: LimitReportFilter, now: Date): Promise<LimitReportRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `with lim as (
       select user_id, 'deposit'::text as kind, period,
              deposit_limit_effective(amount, pending_amount, pending_effective_at, $1) as amount
       from deposit_limits
       union all
       select user_id, kind, period, deposit_limit_effective(amount, pending_amount, pending_effective_at, $1)
       from rg_limits
     )
     select l.user_id, l.kind, l.period, l.amount, u.currency_id, u.email, u.phone, u.status,
       case when l.kind = 'deposit' then (
         select coalesce(sum(p.limit_amount), 0) from payments p
         where p.user_id = l.user_id and p.kind = 'deposit' and p.status = 'credited'
           and p.settled_at > $1 - deposit_limit_window(l.period) and p.settled_at <= $1) end as deposited,
       case when l.kind <> 'deposit' then (
         select coalesce(json_agg(json_build_object('c', x.currency_id, 's', x.staked, 'l', x.lost)), '[]'::json)
         from (select y.currency_id, sum(y.staked) as staked, sum(y.lost) as lost from (
             select b.currency_id, b.original_stake as staked, b.original_stake - b.payout - b.cashout_paid as lost
             from bets b where b.user_id = l.user_id and b.status <> 'cancelled'
               and b.created_at > $1 - deposit_limit_window(l.period)
             union all
             select c.currency_id, case when c.kind = 'bet' then c.amount else 0 end,
               case when c.kind = 'bet' then c.amount else -c.amount end
             from casino_transactions c
             where c.user_id = l.user_id and c.kind in ('bet', 'win') and not c.rolled_back and not c.is_free
               and c.created_at > $1 - deposit_limit_window(l.period)
           ) y group by y.currency_id) x) end as plays
     from lim l join users u on u.id = l.user_id
     where l.amount is not null and ($2::text is null or l.kind = $2) and ($3::text is null or l.period = $3)
       and ($4::bigint is null or l.user_id = $4)`,
    [now, filter.kind ?? null, filter.period ?? null, filter.userId ?? null],
  );
  const out: LimitReportRow[] = [];
  for (const r of rows) {
    const currency = currencyById(Number(r.currency_id));
    const kind = String(r.kind) as ReportLimitKind;
    const limit = asNumber(r.amount);
    let used = asNumber(r.deposited ?? 0);
    if (kind !== 'deposit' && currency) {
      let staked = 0;
      let lost = 0;
      for (const p of (r.plays ?? []) as Play[]) {
        const from = currencyById(Number(p.c)) ?? currency;
        staked += convertForLimit(Number(p.s), from, currency);
        lost += Math.sign(Number(p.l)) * convertForLimit(Math.abs(Number(p.l)), from, currency);
      }
      used = usedOf(kind, { staked, lost });
    }
    const percent = limit > 0 ? Math.floor((used * 10_000) / limit) / 100 : 0;
    if (percent < filter.minPercent) continue;
    out.push({
      user_id: asNumber(r.user_id),
      email: (r.email as string | null) ?? null,
      phone: (r.phone as string | null) ?? null,
      account_status: String(r.status),
      kind,
      period: String(r.period) as RgLimitPeriod,
      currency_id: Number(r.currency_id),
      limit_minor: limit,
      used_minor: used,
      used_percent: percent,
    });
  }
  const by = filter.sort ?? 'used_percent';
  const sign = (filter.dir ?? (by === 'user_id' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  return out.sort((a, b) => sign * (a[by] - b[by]) || a.user_id - b.user_id || a.kind.localeCompare(b.kind));
}

export interface BlockReportRow {
  user_id: number;
  email: string | null;
  phone: string | null;
  kind: 'timeout' | 'self_exclusion';
  set_by: 'player' | 'operator';
  started_at: string;
  until: string;
  reason: string | null;
}

export interface BlockReportFilter {
  kind?: 'timeout' | 'self_exclusion' | undefined;
  setBy?: 'player' | 'operator' | undefined;
  userId?: number | undefined;
  sort?: keyof typeof BLOCK_ORDER | undefined;
  dir?: 'asc' | 'desc' | undefined;
  offset: number;
  limit: number;
}

const BLOCK_ORDER = { until: 'b.until', started_at: 'b.created_at', user_id: 'b.user_id' } as const;

/** Time-outs and self-exclusions running at `now` (default: the latest end first), a page and the total. */
export async function blocksReport(db: Query, filter: BlockReportFilter, now: Date) {
  const by = filter.sort ?? 'until';
  const dir = filter.dir ?? (by === 'user_id' ? 'asc' : 'desc');
  const rows = await db.query<Record<string, unknown>>(
    `select b.user_id, u.email, u.phone, b.kind, b.set_by, b.created_at, b.until, b.reason, count(*) over () as total
     from rg_blocks b join users u on u.id = b.user_id
     where b.until > $1 and b.kind in ('timeout', 'self_exclusion')
       and ($2::text is null or b.kind = $2) and ($3::text is null or b.set_by = $3) and ($4::bigint is null or b.user_id = $4)
     order by ${BLOCK_ORDER[by]} ${dir}, b.id ${dir} limit $5 offset $6`,
    [now, filter.kind ?? null, filter.setBy ?? null, filter.userId ?? null, filter.limit, filter.offset],
  );
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map(
      (r): BlockReportRow => ({
        user_id: asNumber(r.user_id),
        email: (r.email as string | null) ?? null,
        phone: (r.phone as string | null) ?? null,
        kind: r.kind as BlockReportRow['kind'],
        set_by: r.set_by as BlockReportRow['set_by'],
        started_at: new Date(r.created_at as string).toISOString(),
        until: new Date(r.until as string).toISOString(),
        reason: (r.reason as string | null) ?? null,
      }),
    ),
  };
}

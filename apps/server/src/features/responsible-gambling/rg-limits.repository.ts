import type { RgLimitKind, RgLimitPeriod } from '@fairline/shared/wire/responsible-gambling';
import { RG_LIMIT_PERIODS } from '@fairline/shared/wire/responsible-gambling';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** One period's limit as it stands at `now` (a due increase counts as in force), minor units. */
export interface LimitRow {
  period: RgLimitPeriod;
  effective: number | null;
  pendingAmount: number | null;
  pendingEffectiveAt: Date | null;
}

/** Stakes and stakes-less-returns of the bets placed inside one period's window, in one currency. */
export interface UsageRow {
  period: RgLimitPeriod;
  currencyId: number;
  staked: number;
  lost: number;
}

/** The player's loss or wager limits for every period, in period order. */
export async function readLimits(database: Query, userId: number, kind: RgLimitKind, now: Date): Promise<LimitRow[]> {
  const rows = await database.query<{
    period: RgLimitPeriod;
    effective: unknown;
    pending_amount: unknown;
    pending_effective_at: Date | string | null;
  }>(
    `select p.period,
       deposit_limit_effective(l.amount, l.pending_amount, l.pending_effective_at, $2) as effective,
       case when l.pending_effective_at > $2 then l.pending_amount end as pending_amount,
       case when l.pending_effective_at > $2 then l.pending_effective_at end as pending_effective_at
     from unnest($3::text[]) with ordinality as p(period, n)
     left join rg_limits l on l.user_id = $1 and l.kind = $4 and l.period = p.period
     order by p.n`,
    [userId, now, [...RG_LIMIT_PERIODS], kind],
  );
  return rows.map((r) => ({
    period: r.period,
    effective: asNumberOrNull(r.effective),
    pendingAmount: asNumberOrNull(r.pending_amount),
    pendingEffectiveAt: r.pending_effective_at ? new Date(r.pending_effective_at) : null,
  }));
}

/**
 * Bets placed inside each period's window (up to now: none is stamped later), by currency: the
 * sportsbook's and the casino's. A bet still open counts its whole stake as lost until it settles; a
 * cancelled auto-bet order counts nothing. A casino stake counts from its debit (a rollback takes it
 * back, a free spin stakes nothing) and a casino win is a return.
 */
export async function readUsage(database: Query, userId: number, now: Date): Promise<UsageRow[]> {
  const rows = await database.query<{ period: RgLimitPeriod; currency_id: number; staked: unknown; lost: unknown }>(
    `with plays as (
       select b.currency_id, b.created_at, b.original_stake as staked,
         b.original_stake - b.payout - b.cashout_paid as lost
       from bets b where b.user_id = $1 and b.status <> 'cancelled'
       union all
       select c.currency_id, c.created_at,
         case when c.kind = 'bet' then c.amount else 0 end,
         case when c.kind = 'bet' then c.amount else -c.amount end
       from casino_transactions c
       where c.user_id = $1 and c.kind in ('bet', 'win') and not c.rolled_back and not c.is_free
     )
     select p.period, x.currency_id, sum(x.staked) as staked, sum(x.lost) as lost
     from unnest($3::text[]) as p(period)
     join plays x on x.created_at > $2::timestamptz - deposit_limit_window(p.period)
     group by p.period, x.currency_id`,
    [userId, now, [...RG_LIMIT_PERIODS]],
  );
  return rows.map((r) => ({
    period: r.period,
    currencyId: r.currency_id,
    staked: asNumber(r.staked),
    lost: asNumber(r.lost),
  }));
}

/** Sets or removes one limit under decrease-now, increase-after-24-hours (rg_limit_set). */
export async function writeLimit(
  database: Query,
  input: { userId: number; kind: RgLimitKind; period: RgLimitPeriod; amount: number | null; now: Date },
): Promise<void> {
  await database.query('select rg_limit_set($1, $2, $3, $4, $5)', [
    input.userId,
    input.kind,
    input.period,
    input.amount,
    input.now,
  ]);
}

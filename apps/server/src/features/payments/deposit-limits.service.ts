import { type Currency, currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitChange,
  type DepositLimitPeriod,
  type DepositLimits,
} from '@fairline/shared/wire/cashier';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';
import { parsePaymentAmount } from './amounts';

interface LimitSqlRow {
  period: DepositLimitPeriod;
  effective: unknown;
  pending_amount: unknown;
  pending_effective_at: Date | string | null;
  deposited: unknown;
}

async function limitCurrency(database: Pick<Database, 'query'>, userId: number): Promise<Currency> {
  const [row] = await database.query<{ currency_id: number }>('select currency_id from users where id = $1', [userId]);
  const currency = row && currencyById(row.currency_id);
  if (!currency) throw new AppError('NOT_FOUND', 'User is not found');
  return currency;
}

/** The user's limits as they stand at `now` (a due increase counts as in force). */
export async function getDepositLimits(
  database: Pick<Database, 'query'>,
  userId: number,
  now: Date,
): Promise<DepositLimits> {
  const currency = await limitCurrency(database, userId);
  const rows = await database.query<LimitSqlRow>(
    `select p.period,
       deposit_limit_effective(l.amount, l.pending_amount, l.pending_effective_at, $2) as effective,
       case when l.pending_effective_at > $2 then l.pending_amount end as pending_amount,
       case when l.pending_effective_at > $2 then l.pending_effective_at end as pending_effective_at,
       (select coalesce(sum(d.limit_amount), 0) from payments d
         where d.user_id = $1 and d.kind = 'deposit' and d.status = 'credited'
           and d.settled_at > $2 - deposit_limit_window(p.period) and d.settled_at <= $2) as deposited
     from unnest($3::text[]) with ordinality as p(period, n)
     left join deposit_limits l on l.user_id = $1 and l.period = p.period
     order by p.n`,
    [userId, now, [...DEPOSIT_LIMIT_PERIODS]],
  );
  const decimal = (v: number) => fromMinor(minor(v), currency.minorDigits);
  return {
    currency: currency.code,
    currencyId: currency.id,
    limits: rows.map((r) => {
      const effective = asNumberOrNull(r.effective);
      const deposited = asNumber(r.deposited);
      const pendingAt = r.pending_effective_at ? new Date(r.pending_effective_at).toISOString() : null;
      const pending = asNumberOrNull(r.pending_amount);
      return {
        period: r.period,
        amount: effective === null ? null : decimal(effective),
        has_pending: pendingAt !== null,
        pending_amount: pending === null ? null : decimal(pending),
        pending_effective_at: pendingAt,
        deposited: decimal(deposited),
        remaining: effective === null ? null : decimal(Math.max(0, effective - deposited)),
      };
    }),
  };
}

/**
 * Sets or removes limits: a new or lower limit applies at once, a higher one or a removal after
 * 24 hours. Each change is one locked statement in the database and is audited.
 */
export async function setDepositLimits(
  database: Database,
  userId: number,
  changes: readonly DepositLimitChange[],
  now: Date,
  ip?: string,
): Promise<DepositLimits> {
  const currency = await limitCurrency(database, userId);
  const parsed = changes.map((c) => ({
    period: c.period,
    amount: c.amount === null ? null : parsePaymentAmount(c.amount, currency),
  }));
  for (const change of parsed) {
    await database.query('select deposit_limit_set($1, $2, $3, $4)', [userId, change.period, change.amount, now]);
  }
  await audit(database, {
    actor: `user:${userId}`,
    action: 'rg.deposit_limits.changed',
    subject: `user:${userId}`,
    ip,
    details: { currency: currency.code, changes: parsed },
  });
  return getDepositLimits(database, userId, now);
}

import { type Currency, currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor, toMinor } from '@fairline/shared/money/minor';
import type { RgLimitKind, RgLimitPeriod, RgLimits } from '@fairline/shared/wire/responsible-gambling';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { tellMoneyLimitsChanged } from '../messages/messages.service';
import { readLimits, readUsage, writeLimit } from './rg-limits.repository';
import { convertForLimit, limitBreach, usedOf } from './rg-rules';

type Query = Pick<Database, 'query'>;

/** The registration currency: every limit is set and counted in it. */
export async function limitCurrency(database: Query, userId: number): Promise<Currency> {
  const [row] = await database.query<{ currency_id: number }>('select currency_id from users where id = $1', [userId]);
  const currency = row && currencyById(row.currency_id);
  if (!currency) throw new AppError('NOT_FOUND', 'User is not found');
  return currency;
}

/** Each period's limit with what the bets inside its window used, in the registration currency's minor units. */
async function limitsWithUse(database: Query, userId: number, kind: RgLimitKind, now: Date, currency: Currency) {
  const [limits, usage] = await Promise.all([
    readLimits(database, userId, kind, now),
    readUsage(database, userId, now),
  ]);
  return limits.map((limit) => {
    let staked = 0;
    let lost = 0;
    for (const u of usage.filter((row) => row.period === limit.period)) {
      const from = currencyById(u.currencyId) ?? currency;
      staked += convertForLimit(u.staked, from, currency);
      lost += Math.sign(u.lost) * convertForLimit(Math.abs(u.lost), from, currency);
    }
    return { ...limit, used: usedOf(kind, { staked, lost }) };
  });
}

/** The loss or wager limits as they stand at `now`, with the current windows' use. */
export async function getRgLimits(database: Query, userId: number, kind: RgLimitKind, now: Date): Promise<RgLimits> {
  const currency = await limitCurrency(database, userId);
  const rows = await limitsWithUse(database, userId, kind, now, currency);
  const decimal = (v: number) => fromMinor(minor(v), currency.minorDigits);
  return {
    kind,
    currency: currency.code,
    currencyId: currency.id,
    limits: rows.map((r) => ({
      period: r.period,
      amount: r.effective === null ? null : decimal(r.effective),
      has_pending: r.pendingEffectiveAt !== null,
      pending_amount: r.pendingAmount === null ? null : decimal(r.pendingAmount),
      pending_effective_at: r.pendingEffectiveAt?.toISOString() ?? null,
      used: decimal(r.used),
      remaining: r.effective === null ? null : decimal(Math.max(0, r.effective - r.used)),
    })),
  };
}

const AMOUNT = /^\d{1,12}(?:\.\d{1,8})?$/;

/** A typed decimal amount as minor units of the currency, or a 400 naming the field. */
export function parseLimitAmount(value: number | string, currency: Currency): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const [, fraction = ''] = text.split('.');
  if (!AMOUNT.test(text) || fraction.length > currency.minorDigits) {
    throw new AppError('VALIDATION', 'Invalid amount', { validationErrors: { amount: 'Invalid amount' } });
  }
  const amount = toMinor(text, currency.minorDigits);
  if (amount <= 0)
    throw new AppError('VALIDATION', 'Invalid amount', { validationErrors: { amount: 'Invalid amount' } });
  return amount;
}

/**
 * Sets or removes loss or wager limits: a new or lower limit applies at once, a higher one or a
 * removal after 24 hours; setting the amount in force again cancels a waiting change. Audited.
 */
export async function setRgLimits(
  database: Database,
  input: {
    userId: number;
    kind: RgLimitKind;
    changes: readonly { period: RgLimitPeriod; amount: number | string | null }[];
    now: Date;
    ip?: string;
  },
): Promise<RgLimits> {
  const currency = await limitCurrency(database, input.userId);
  const parsed = input.changes.map((c) => ({
    period: c.period,
    amount: c.amount === null ? null : parseLimitAmount(c.amount, currency),
  }));
  for (const change of parsed) {
    await writeLimit(database, { userId: input.userId, kind: input.kind, ...change, now: input.now });
  }
  await audit(database, {
    actor: `user:${input.userId}`,
    action: `rg.${input.kind}_limits.changed`,
    subject: `user:${input.userId}`,
    ip: input.ip,
    details: { currency: currency.code, changes: parsed },
  });
  const limits = await getRgLimits(database, input.userId, input.kind, input.now);
  await tellMoneyLimitsChanged(
    database,
    input.userId,
    limits,
    parsed.map((c) => c.period),
  );
  return limits;
}

/** The loss or wager period a stake of `stake` (minor units of `currencyId`) would break, or null. */
export async function stakeBreach(
  database: Query,
  input: { userId: number; kind: RgLimitKind; stake: number; currencyId: number | undefined; now: Date },
): Promise<RgLimitPeriod | null> {
  const currency = await limitCurrency(database, input.userId);
  const from = (input.currencyId !== undefined && currencyById(input.currencyId)) || currency;
  const rows = await limitsWithUse(database, input.userId, input.kind, input.now, currency);
  if (rows.every((r) => r.effective === null)) return null;
  return limitBreach(rows, convertForLimit(input.stake, from, currency));
}

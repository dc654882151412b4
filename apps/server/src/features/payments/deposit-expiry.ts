import { expireDepositRows } from './payments.repository';
import type { PaymentsContext } from './payments-deps';

/** How long a started deposit waits for its provider's word before it expires (ADR 0027). */
export const DEPOSIT_EXPIRY_MS = 30 * 60_000;
/** How often the leader looks for deposits that are due. */
export const DEPOSIT_EXPIRY_SWEEP_MS = 60_000;
/** Deposits one statement expires; a sweep repeats until none is left. */
const EXPIRY_BATCH = 500;

/**
 * Expires every deposit left pending longer than the expiry time (the sweep); answers how many this
 * call expired. Each batch is one statement, so a deposit expires once however many sweeps run.
 */
export async function expireDueDeposits(ctx: PaymentsContext): Promise<number> {
  const now = ctx.now();
  const before = new Date(now.getTime() - ctx.depositExpiryMs);
  let total = 0;
  for (;;) {
    const expired = await expireDepositRows(ctx.database, before, now, EXPIRY_BATCH);
    total += expired.length;
    if (expired.length < EXPIRY_BATCH) return total;
  }
}

/**
 * Expires one deposit now if its time is up, so a provider's page opened after the deadline but
 * before the next sweep already says so; answers whether this call expired it.
 */
export async function expireDepositIfDue(ctx: PaymentsContext, publicId: string): Promise<boolean> {
  const now = ctx.now();
  const before = new Date(now.getTime() - ctx.depositExpiryMs);
  return (await expireDepositRows(ctx.database, before, now, 1, publicId)).length > 0;
}

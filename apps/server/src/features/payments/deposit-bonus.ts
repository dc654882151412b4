// A credited deposit's bonus (ADR 0039 "Exactly once", migration 0053): the bonus engine decides it after
// the deposit committed, and the decision is marked on the deposit. A decision that failed (the engine
// threw: a crash, a lost connection) leaves the mark empty, and the leader's sweep asks again — the
// engine's grant is keyed by the deposit, so asking twice never grants twice.
import { grantDepositBonus } from '../bonuses/bonuses.service';
import { depositsWithoutBonusDecision, isFirstCreditedDeposit, markBonusChecked } from './payments.repository';
import type { PaymentsContext } from './payments-deps';

/** How far back the sweep looks, and how long it leaves a fresh deposit to its own callback. */
const RETRY_WINDOW_MS = 7 * 86_400_000;
const RETRY_AFTER_MS = 60_000;
const RETRY_BATCH = 50;

interface CreditedDeposit {
  publicId: string;
  userId: number;
  amount: number;
  currencyId: number;
}

/** Asks the bonus engine for the deposit's bonus and marks it decided unless the engine failed. */
export async function decideDepositBonus(ctx: PaymentsContext, deposit: CreditedDeposit): Promise<string> {
  const { outcome } = await grantDepositBonus(ctx.database, {
    userId: deposit.userId,
    depositId: deposit.publicId,
    amount: deposit.amount,
    currencyId: deposit.currencyId,
    isFirstDeposit: await isFirstCreditedDeposit(ctx.database, deposit.userId, deposit.publicId),
  });
  if (outcome !== 'failed') await markBonusChecked(ctx.database, deposit.publicId, ctx.now());
  return outcome;
}

/** The leader's pass: credited deposits of the last week whose bonus was never decided. Answers how many it decided. */
export async function retryDepositBonuses(ctx: PaymentsContext): Promise<number> {
  const now = ctx.now().getTime();
  const due = await depositsWithoutBonusDecision(
    ctx.database,
    new Date(now - RETRY_WINDOW_MS),
    new Date(now - RETRY_AFTER_MS),
    RETRY_BATCH,
  );
  let decided = 0;
  for (const deposit of due) if ((await decideDepositBonus(ctx, deposit)) !== 'failed') decided += 1;
  return decided;
}

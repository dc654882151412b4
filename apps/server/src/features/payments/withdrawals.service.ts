import { randomBytes } from 'node:crypto';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { assertVerified } from '../verification/verification.service';
import { findCashAccount, requestHashOf } from '../wallet/wallet.service';
import { parsePaymentAmount } from './amounts';
import { assertWithinMethodLimits, chooseMethod } from './methods.service';
import { loadPaymentAccess } from './payment-access';
import { blockedError, needVerifyError } from './payment-errors';
import { findPayment, finishWithdrawalRow, requestWithdrawalRow } from './payments.repository';
import type { PaymentsContext } from './payments-deps';

export interface RequestWithdrawalInput {
  amount: number | string;
  accountId: number;
  /** The client's key for this request: a retry with it books nothing twice. */
  idempotencyKey?: string | undefined;
  /** The method to be paid with; absent: the first the brand offers in the account's currency. */
  method?: string | undefined;
  ip?: string;
}

/**
 * Books a withdrawal request: player cash → pending withdrawal, refused atomically when the balance
 * is short. There is deliberately no way for the player to cancel it: only the operator decides.
 */
export async function requestWithdrawal(ctx: PaymentsContext, userId: number, input: RequestWithdrawalInput) {
  const now = ctx.now();
  const access = await loadPaymentAccess(ctx.database, userId, now);
  if (access.deduceBlocked) throw blockedError('Withdrawals');
  if (access.needVerify) throw needVerifyError();
  // Money leaves only to a verified identity (issue 20, ADR 0029).
  await assertVerified(ctx.database, userId);
  const account = await findCashAccount(ctx.database, userId, input.accountId);
  const currency = account && currencyById(account.currencyId);
  if (!account || !currency) throw notFound('Account');
  const amount = parsePaymentAmount(input.amount, currency);
  const method = await chooseMethod(ctx, userId, 'withdrawal', currency, input.method);
  assertWithinMethodLimits(amount, method, currency, 'withdrawal');
  const result = await requestWithdrawalRow(ctx.database, {
    userId,
    accountId: account.id,
    amount,
    clientKey: input.idempotencyKey ?? randomBytes(16).toString('hex'),
    requestHash: requestHashOf({ account: account.id, amount, method: method.code }),
    publicId: `wd_${randomBytes(16).toString('hex')}`,
    provider: method.provider,
    methodCode: method.code,
    now,
  });
  if (!result.replayed) {
    await audit(ctx.database, {
      actor: `user:${userId}`,
      action: 'payments.withdrawal.requested',
      subject: `payment:${result.publicId}`,
      ip: input.ip,
      details: { amount, currency: currency.code, method: method.code },
    });
  }
  return { withdrawal_id: result.publicId, status: result.status };
}

/**
 * The operator's decision. Paid: the provider sends the money (keyed by the withdrawal id) and
 * pending → clearing; rejected: pending → player cash. Deciding the same way twice changes nothing.
 */
export async function finishWithdrawal(
  ctx: PaymentsContext,
  withdrawalId: string,
  decision: 'paid' | 'rejected',
  reason: string | null,
  actor: string,
) {
  const payment = await findPayment(ctx.database, withdrawalId, 'withdrawal');
  const currency = payment && currencyById(payment.currencyId);
  if (!payment || !currency) throw notFound('Withdrawal');
  if (decision === 'paid' && payment.status === 'requested') {
    // The provider that the player chose pays it out; withdrawals booked before methods used the card sandbox.
    const provider = ctx.providers.get(payment.provider) ?? ctx.provider;
    await provider.requestPayout({ withdrawalId, amount: payment.amount, currencyCode: currency.code });
  }
  const result = await finishWithdrawalRow(ctx.database, payment.id, decision === 'paid', reason, ctx.now());
  if (result.changed) {
    await audit(ctx.database, {
      actor,
      action: `payments.withdrawal.${decision}`,
      subject: `payment:${withdrawalId}`,
      details: { user: payment.userId, amount: payment.amount, reason },
    });
  }
  return { withdrawal_id: withdrawalId, status: result.status };
}

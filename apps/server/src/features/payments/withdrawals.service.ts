import { randomBytes } from 'node:crypto';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { assertVerified } from '../verification/verification.service';
import { findCashAccount, requestHashOf, withLedgerErrors } from '../wallet/wallet.service';
import { parsePaymentAmount } from './amounts';
import { approveWithdrawalRow } from './desk.repository';
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

const decidedError = (status: string) =>
  new AppError('CONFLICT', `The withdrawal is already ${status}`, { errorCode: 'withdrawal_decided' });

/**
 * A staff member's review of a requested withdrawal (ADR 0051): approved, it may be paid; the money
 * stays pending and it may still be rejected. Approving it again changes nothing.
 */
export async function approveWithdrawal(ctx: PaymentsContext, withdrawalId: string, staffId: number, actor: string) {
  const payment = await findPayment(ctx.database, withdrawalId, 'withdrawal');
  if (!payment) throw notFound('Withdrawal');
  if (payment.status !== 'requested') throw decidedError(payment.status);
  const { changed } = await withLedgerErrors(
    () => approveWithdrawalRow(ctx.database, withdrawalId, staffId, ctx.now()),
    'Withdrawal',
  );
  if (changed) {
    await audit(ctx.database, {
      actor,
      action: 'payments.withdrawal.approved',
      subject: `payment:${withdrawalId}`,
      details: { user: payment.userId, amount: payment.amount },
    });
  }
  return { withdrawal_id: withdrawalId, status: 'approved' as const, user_id: payment.userId, changed };
}

/**
 * The operator's decision. Paid (only once approved): the provider sends the money (keyed by the
 * withdrawal id) and pending → clearing; rejected: pending → player cash. Deciding the same way twice
 * changes nothing.
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
  if (payment.status !== 'requested' && payment.status !== decision) throw decidedError(payment.status);
  if (decision === 'paid' && payment.status === 'requested' && !payment.approvedAt) {
    throw new AppError('CONFLICT', 'The withdrawal must be approved before it is paid', {
      errorCode: 'withdrawal_not_approved',
    });
  }
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
  // What the desk called it before: an approved withdrawal is still `requested` in the table.
  const before = payment.status === 'requested' && payment.approvedAt ? 'approved' : payment.status;
  return {
    withdrawal_id: withdrawalId,
    status: result.status,
    user_id: payment.userId,
    changed: result.changed,
    before,
  };
}

import { randomBytes } from 'node:crypto';
import { currencyByCode, currencyById } from '@fairline/shared/lookups/currencies';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { checkMoneyAction } from '../responsible-gambling/responsible-gambling.service';
import { ensureAccounts, findCashAccountByCurrency } from '../wallet/wallet.service';
import { convertForLimit, parsePaymentAmount } from './amounts';
import { decideDepositBonus } from './deposit-bonus';
import { expireDepositIfDue } from './deposit-expiry';
import { assertWithinMethodLimits, chooseMethod } from './methods.service';
import { loadPaymentAccess } from './payment-access';
import { blockedError } from './payment-errors';
import { findPayment, insertDeposit, type SettleResult, settleDepositRow } from './payments.repository';
import type { PaymentsContext } from './payments-deps';
import type { DepositOutcome } from './provider';

export interface StartDepositInput {
  amount: number | string;
  currencyId: number;
  /** Language of the office page the player returns to. */
  lang: string;
  /** The method chosen; absent: the first the brand offers in the currency. */
  method?: string | undefined;
  ip?: string;
}

/**
 * Starts a deposit: the player must be allowed to deposit, hold an account in the currency, pick a
 * method their brand offers in it, stay within its minimum and maximum and within their deposit
 * limits (checked again, atomically, when the provider confirms). A refusal writes nothing.
 */
export async function startDeposit(ctx: PaymentsContext, userId: number, input: StartDepositInput) {
  const now = ctx.now();
  if ((await loadPaymentAccess(ctx.database, userId, now)).rechargeBlocked) throw blockedError('Deposits');
  const currency = currencyById(input.currencyId);
  if (!currency)
    throw new AppError('VALIDATION', 'Unknown currency', { validationErrors: { currency_id: 'Unknown currency' } });
  await ensureAccounts(ctx.database, userId);
  const accountId = await findCashAccountByCurrency(ctx.database, userId, currency.id);
  if (accountId === undefined) {
    throw new AppError('BAD_REQUEST', 'Open an account in this currency first', { errorCode: 'no_account' });
  }
  const amount = parsePaymentAmount(input.amount, currency);
  const method = await chooseMethod(ctx, userId, 'deposit', currency, input.method);
  assertWithinMethodLimits(amount, method, currency, 'deposit');
  const provider = ctx.providers.get(method.provider) ?? ctx.provider;
  const [user] = await ctx.database.query<{ currency_id: number }>('select currency_id from users where id = $1', [
    userId,
  ]);
  const limitCurrency = currencyById(user?.currency_id ?? currency.id) ?? currency;
  const limitAmount = convertForLimit(amount, currency, limitCurrency);
  // Player protection decides (ADR 0028): a block, the operator's or the player's, or a deposit limit.
  await checkMoneyAction(ctx.database, userId, 'deposit', limitAmount, { currencyId: limitCurrency.id, now });

  const depositId = `dep_${randomBytes(16).toString('hex')}`;
  await insertDeposit(ctx.database, {
    publicId: depositId,
    userId,
    provider: provider.name,
    methodCode: method.code,
    amount,
    currencyId: currency.id,
    accountId,
    limitAmount,
    returnLang: input.lang,
    now,
  });
  const { redirectUrl } = await provider.createDeposit({
    depositId,
    amount,
    currencyCode: currency.code,
    lang: input.lang,
  });
  await audit(ctx.database, {
    actor: `user:${userId}`,
    action: 'payments.deposit.started',
    subject: `payment:${depositId}`,
    ip: input.ip,
    details: { amount, currency: currency.code, method: method.code },
  });
  return { deposit_id: depositId, redirect_url: redirectUrl };
}

/**
 * Applies a verified provider statement once. The amount and currency must be the deposit's; a
 * replay answers the first outcome; the same provider id with another body is refused (409).
 */
export async function settleDeposit(
  ctx: PaymentsContext,
  outcome: DepositOutcome,
): Promise<SettleResult & { deposit_id: string }> {
  const payment = await findPayment(ctx.database, outcome.depositId, 'deposit');
  if (!payment) throw notFound('Deposit');
  if (payment.providerTxId === null && outcome.result === 'succeeded') {
    const currency = currencyByCode(outcome.currencyCode);
    if (currency?.id !== payment.currencyId || outcome.amount !== payment.amount) {
      throw new AppError('BAD_REQUEST', 'The amount or currency differs from the deposit', {
        errorCode: 'amount_mismatch',
      });
    }
  }
  const result = await settleDepositRow(ctx.database, {
    publicId: payment.publicId,
    providerTxId: outcome.providerTxId,
    requestHash: outcome.requestHash,
    result: outcome.result,
    method: outcome.method,
    now: ctx.now(),
  });
  if (!result.replayed && result.status === 'credited') {
    // After the deposit committed: its welcome or reload bonus, once per deposit (ADR 0039); a step that
    // fails here is asked again by the leader's sweep.
    await decideDepositBonus(ctx, payment);
  }
  if (!result.replayed) {
    await audit(ctx.database, {
      actor: `provider:${payment.provider}`,
      action: `payments.deposit.${result.status}`,
      subject: `payment:${payment.publicId}`,
      details: {
        user: payment.userId,
        amount: payment.amount,
        provider_tx_id: outcome.providerTxId,
        reason: result.reason,
        // A provider's word after the deposit expired still settles it (ADR 0027); the audit says so.
        ...(payment.status === 'expired' ? { after_expiry: true } : {}),
      },
    });
  }
  return { deposit_id: payment.publicId, ...result };
}

/**
 * The deposit as a provider's hosted page shows it, with the brand the player returns to. A deposit
 * whose time ran out expires here and then, rather than waiting for the next sweep (ADR 0027).
 */
export async function depositForPage(ctx: PaymentsContext, depositId: string, provider: string) {
  let payment = await findPayment(ctx.database, depositId, 'deposit');
  // Each provider's page serves only its own deposits.
  if (!payment || payment.provider !== provider) throw notFound('Deposit');
  if (payment.status === 'pending' && (await expireDepositIfDue(ctx, payment.publicId))) {
    payment = { ...payment, status: 'expired' };
  }
  const currency = currencyById(payment.currencyId);
  if (!currency) throw notFound('Currency');
  const [brand] = await ctx.database.query<{ name: string }>(
    'select b.name from users u join brands b on b.id = u.brand_id where u.id = $1',
    [payment.userId],
  );
  return { payment, currency, merchant: brand?.name ?? 'the site' };
}

import { depositAnswer, depositRequest, withdrawalAnswer, withdrawalRequest } from '@fairline/shared/wire/cashier';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/auth.service';
import { providerCallbackRoute } from './callback.routes';
import { DEPOSIT_EXPIRY_MS } from './deposit-expiry';
import { startDeposit } from './deposits.service';
import { methodRoutes } from './methods.routes';
import { assertProviderEnabled, NO_PROVIDER } from './no-provider';
import { officePaymentRoutes } from './office-payments.routes';
import type { PaymentsContext, PaymentsDeps } from './payments-deps';
import { sandboxPageRoutes } from './sandbox.routes';
import { createSandboxProvider, SANDBOX_CALLBACK_PATH } from './sandbox-provider';
import { staffPaymentDeskRoutes } from './staff-desk.routes';
import { walletPageRoutes } from './wallet.routes';
import { createSandboxWalletProvider, WALLET_CALLBACK_PATH } from './wallet-provider';
import { requestWithdrawal } from './withdrawals.service';

/**
 * Payments: deposits through the provider's hosted page and signed callback, withdrawals that the
 * operator pays or rejects, the office's recharge/deduce data, payment sources and deposit limits.
 * Answers the context the routes work with, for the feature's timers.
 */
export async function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps): Promise<PaymentsContext> {
  const sandboxSecret = deps.sandboxSecret;
  const cardProvider = sandboxSecret === null ? NO_PROVIDER : createSandboxProvider(sandboxSecret);
  const walletProvider = sandboxSecret === null ? NO_PROVIDER : createSandboxWalletProvider(sandboxSecret);
  const enabled = [cardProvider, walletProvider].filter((p) => p !== NO_PROVIDER);
  const ctx: PaymentsContext = {
    database: deps.database,
    provider: cardProvider,
    providers: new Map(enabled.map((p) => [p.name, p])),
    now: deps.now ?? (() => new Date()),
    depositExpiryMs: deps.depositExpiryMs ?? DEPOSIT_EXPIRY_MS,
  };
  const preHandler = deps.auth ?? requireUser;
  // Refused before anything is written: a deposit or withdrawal no provider could complete.
  const withProvider = [preHandler, async () => assertProviderEnabled(ctx.provider)];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/payments/deposit',
    {
      preHandler: withProvider,
      schema: {
        tags: ['payments'],
        summary: 'Start a deposit; the browser then goes to redirect_url (the provider’s page)',
        description:
          'Refused (403) when deposits are blocked (error_code blocked) or the deposit limits would be exceeded (deposit_limit); ' +
          '400 when the amount is outside the method’s minimum or maximum in the currency (method_min, method_max), ' +
          'the method is not offered (unknown_method) or none serves the currency (no_method); ' +
          '503 payments_unavailable when no payment provider is enabled.',
        body: depositRequest,
        response: { 200: depositAnswer },
      },
    },
    async (req) =>
      startDeposit(ctx, userOf(req).id, {
        amount: req.body.amount,
        currencyId: req.body.currency_id,
        lang: req.body.lang,
        method: req.body.method,
        ip: req.ip,
      }),
  );

  r.post(
    '/web-api/payments/withdraw',
    {
      preHandler: withProvider,
      schema: {
        tags: ['payments'],
        summary: 'Request a withdrawal from one of the user’s main accounts',
        description:
          'Moves the amount from the account to pending withdrawal at once (refused when the balance is short). ' +
          'The amount must be within the chosen method’s limits in the account’s currency (400 method_min / method_max). ' +
          'The operator then pays or rejects it; the player cannot cancel a pending withdrawal. ' +
          '503 payments_unavailable when no payment provider is enabled.',
        body: withdrawalRequest,
        response: { 200: withdrawalAnswer },
      },
    },
    async (req) =>
      requestWithdrawal(ctx, userOf(req).id, {
        amount: req.body.amount,
        accountId: req.body.account_id,
        idempotencyKey: req.body.idempotency_key,
        method: req.body.method,
        ip: req.ip,
      }),
  );

  staffPaymentDeskRoutes(app, ctx);
  officePaymentRoutes(app, ctx, preHandler);
  methodRoutes(app, ctx, preHandler);
  // The sandbox providers' callbacks and hosted pages exist only while the sandbox is on.
  if (sandboxSecret === null) return ctx;

  await providerCallbackRoute(app, ctx, {
    path: SANDBOX_CALLBACK_PATH,
    provider: cardProvider,
    summary: 'The sandbox card provider’s signed deposit callback',
    description:
      'Headers x-timestamp (unix seconds, ±5 min) and x-signature = hex HMAC-SHA256(secret, timestamp + "." + raw body). ' +
      'Idempotent by provider_tx_id: a replay answers the same, the same id with another body is refused (409).',
  });
  await providerCallbackRoute(app, ctx, {
    path: WALLET_CALLBACK_PATH,
    provider: walletProvider,
    summary: 'The sandbox e-wallet’s signed deposit callback',
    description:
      'Body: transaction_id, order_id (our deposit id), result approved | rejected | cancelled, amount_minor, currency, wallet. ' +
      'Headers x-wallet-timestamp and x-wallet-signature, signed like the card sandbox. Idempotent by transaction_id.',
  });
  await app.register(async (scope) => sandboxPageRoutes(scope, ctx, sandboxSecret));
  await app.register(async (scope) => walletPageRoutes(scope, ctx, sandboxSecret));
  return ctx;
}

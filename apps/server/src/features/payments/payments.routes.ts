import { depositAnswer, depositRequest, withdrawalAnswer, withdrawalRequest } from '@fairline/shared/wire/cashier';
import { sandboxCallbackAnswer } from '@fairline/shared/wire/payment-provider';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyAsObjectJsonParser } from '../../plugins/json-body';
import { requireUser, userOf } from '../auth/auth.service';
import { adminRoutes } from './admin.routes';
import { settleDeposit, startDeposit } from './deposits.service';
import { assertProviderEnabled, NO_PROVIDER } from './no-provider';
import { officePaymentRoutes } from './office-payments.routes';
import type { PaymentsContext, PaymentsDeps } from './payments-deps';
import { sandboxPageRoutes } from './sandbox.routes';
import { createSandboxProvider, SANDBOX_CALLBACK_PATH } from './sandbox-provider';
import { requestWithdrawal } from './withdrawals.service';

const CALLBACK_BODY_LIMIT = 16_384;

/**
 * Payments: deposits through the provider's hosted page and signed callback, withdrawals that the
 * operator pays or rejects, the office's recharge/deduce data, payment sources and deposit limits.
 */
export async function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const sandboxSecret = deps.sandboxSecret;
  const ctx: PaymentsContext = {
    database: deps.database,
    provider: sandboxSecret === null ? NO_PROVIDER : createSandboxProvider(sandboxSecret),
    now: deps.now ?? (() => new Date()),
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
        ip: req.ip,
      }),
  );

  adminRoutes(app, ctx, deps.adminToken);
  officePaymentRoutes(app, ctx, preHandler);
  // The sandbox's callback and hosted page exist only while the sandbox provider is on.
  if (sandboxSecret === null) return;

  await app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    const parseJson = emptyAsObjectJsonParser(scope);
    // The signature covers the exact bytes sent, so this route keeps the raw body beside the parsed one.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (req, body, done) => {
        rawBodies.set(req, body as string);
        parseJson(req, body as string, done);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      SANDBOX_CALLBACK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'The sandbox provider’s signed deposit callback',
          description:
            'Headers x-timestamp (unix seconds, ±5 min) and x-signature = hex HMAC-SHA256(secret, timestamp + "." + raw body). ' +
            'Idempotent by provider_tx_id: a replay answers the same, the same id with another body is refused (409).',
          response: { 200: sandboxCallbackAnswer },
        },
      },
      async (req) => {
        const outcome = ctx.provider.verifyCallback({
          rawBody: rawBodies.get(req) ?? '',
          headers: req.headers,
          now: ctx.now(),
        });
        const result = await settleDeposit(ctx, outcome);
        return { deposit_id: result.deposit_id, status: result.status, reason: result.reason };
      },
    );
  });

  await app.register(async (scope) => sandboxPageRoutes(scope, ctx, sandboxSecret));
}

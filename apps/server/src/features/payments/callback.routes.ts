import { sandboxCallbackAnswer } from '@fairline/shared/wire/payment-provider';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keepRawJsonBodies } from '../../plugins/json-body';
import { settleDeposit } from './deposits.service';
import type { PaymentsContext } from './payments-deps';
import type { PaymentProvider } from './provider';

const CALLBACK_BODY_LIMIT = 16_384;

export interface CallbackRouteOptions {
  path: string;
  provider: PaymentProvider;
  summary: string;
  description: string;
}

/**
 * A provider's deposit callback: the provider verifies its own signature and words (the interface's
 * verifyCallback), the cashier settles the outcome once. The signature covers the exact bytes sent,
 * so this scope keeps the raw body beside the parsed one.
 */
export async function providerCallbackRoute(app: FastifyInstance, ctx: PaymentsContext, opts: CallbackRouteOptions) {
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope, CALLBACK_BODY_LIMIT);
    scope.withTypeProvider<ZodTypeProvider>().post(
      opts.path,
      {
        schema: {
          tags: ['payments'],
          summary: opts.summary,
          description: opts.description,
          response: { 200: sandboxCallbackAnswer },
        },
      },
      async (req) => {
        const outcome = opts.provider.verifyCallback({
          rawBody: rawBodyOf(req),
          headers: req.headers,
          now: ctx.now(),
        });
        const result = await settleDeposit(ctx, outcome);
        return { deposit_id: result.deposit_id, status: result.status, reason: result.reason };
      },
    );
  });
}

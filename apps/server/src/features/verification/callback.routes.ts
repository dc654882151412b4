import { kycCallbackAnswer } from '@fairline/shared/wire/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keepRawJsonBodies } from '../../plugins/json-body';
import { decideVerification } from './decisions.service';
import type { VerificationProvider } from './provider';
import type { VerificationContext } from './verification-context';

const CALLBACK_BODY_LIMIT = 8192;

/**
 * A verification provider's decision callback: the provider checks its own signature (the
 * interface's verifyCallback) over the exact bytes sent, kept beside the parsed body; the decision is
 * then applied once.
 */
export async function verificationCallbackRoute(
  app: FastifyInstance,
  ctx: VerificationContext,
  opts: { path: string; provider: VerificationProvider },
) {
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope, CALLBACK_BODY_LIMIT);
    scope.withTypeProvider<ZodTypeProvider>().post(
      opts.path,
      {
        schema: {
          tags: ['verification'],
          summary: `The ${opts.provider.name} verification provider’s signed decision callback`,
          description:
            'Headers x-kyc-timestamp (unix seconds, ±5 min) and x-kyc-signature = hex HMAC-SHA256(secret, ' +
            'timestamp + "." + raw body). Body: event_id, session_id, result approved | rejected, reason, ' +
            'document_birth_date. Idempotent by event_id: a replay answers the same, the same id with another ' +
            'body is refused (409 event_conflict), as is a second decision of a session (409 already_decided).',
          response: { 200: kycCallbackAnswer },
        },
      },
      async (req) => {
        const outcome = opts.provider.verifyCallback({
          rawBody: rawBodyOf(req),
          headers: req.headers,
          now: ctx.now(),
        });
        return decideVerification(ctx, opts.provider.name, outcome);
      },
    );
  });
}

import {
  CASINO_SIGNATURE_HEADER,
  CASINO_TIMESTAMP_HEADER,
  type CasinoWalletAnswer,
  casinoBalanceRequest,
  casinoBetRequest,
  casinoRollbackRequest,
  casinoUserRequest,
  casinoWalletAnswer,
  casinoWinRequest,
} from '@fairline/shared/wire/casino-wallet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidSignature } from '../../infra/signed-callback';
import { keepRawJsonBodies } from '../../plugins/json-body';
import type { ProviderRegistry } from './providers';
import { applyTransaction, userBalance, userInfo, type WalletContext } from './wallet.service';

/** Where providers call the wallet: `/casino-api/wallet/v1/:provider/<call>`. */
export const WALLET_PREFIX = '/casino-api/wallet/v1';
const CALLBACK_BODY_LIMIT = 16_384;

const params = z.object({ provider: z.string().max(32) });
const answers = { 200: casinoWalletAnswer, 400: casinoWalletAnswer, 500: casinoWalletAnswer };
const SIGNING =
  `Signed: header ${CASINO_TIMESTAMP_HEADER} (Unix seconds, within ±5 min) and ${CASINO_SIGNATURE_HEADER} = hex ` +
  'HMAC-SHA256(provider secret, timestamp + "." + raw body). Amounts are integers in the currency’s minor units. ' +
  'Every answer carries a status: HTTP 200, or 400 with RS_ERROR_WRONG_SYNTAX for a body that is not the ' +
  'call’s JSON, and 500 with RS_ERROR_UNKNOWN when the operator failed (retry).';

const requestUuidOf = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { request_uuid?: unknown }).request_uuid === 'string'
    ? (body as { request_uuid: string }).request_uuid.slice(0, 100)
    : '';

/**
 * The seamless wallet's five calls (docs/domain/casino.md). A callback is checked in this order: the
 * provider and its signature over the exact bytes, then the body's syntax, then the game session.
 */
export async function walletRoutes(app: FastifyInstance, ctx: WalletContext, providers: ProviderRegistry) {
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope, CALLBACK_BODY_LIMIT);
    // Malformed JSON, a body too large or any input the app's guards refuse: the protocol's syntax error, HTTP 400.
    scope.setErrorHandler((err: { statusCode?: number; status?: number }, req, reply) => {
      // Fastify's own errors carry statusCode, the app's (AppError) status.
      const failed = (err.statusCode ?? err.status ?? 500) >= 500;
      if (failed) req.log.error({ err }, 'casino wallet callback failed');
      const status = failed ? 'RS_ERROR_UNKNOWN' : 'RS_ERROR_WRONG_SYNTAX';
      return reply.code(failed ? 500 : 400).send({ status, request_uuid: requestUuidOf(req.body) });
    });

    /** The refusal of a request not signed by a known provider, or of a body not of the call's shape; else null. */
    const refusalOf = (
      req: FastifyRequest<{ Params: { provider: string } }>,
      reply: FastifyReply,
    ): CasinoWalletAnswer | null => {
      const provider = providers.get(req.params.provider);
      const signed =
        provider !== undefined &&
        isValidSignature(
          provider.secret,
          {
            rawBody: rawBodyOf(req),
            signature: req.headers[CASINO_SIGNATURE_HEADER] as string | undefined,
            timestamp: req.headers[CASINO_TIMESTAMP_HEADER] as string | undefined,
          },
          new Date(),
        );
      if (!signed) return { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: requestUuidOf(req.body) };
      if (!req.validationError) return null;
      reply.code(400);
      return { status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: requestUuidOf(req.body) };
    };

    const route = <S extends z.ZodType>(
      path: string,
      summary: string,
      body: S,
      handle: (providerId: string, body: z.infer<S>) => Promise<CasinoWalletAnswer>,
    ) =>
      scope.withTypeProvider<ZodTypeProvider>().post(
        `${WALLET_PREFIX}/:provider${path}`,
        {
          attachValidation: true,
          schema: { tags: ['casino-wallet'], summary, description: SIGNING, params, body, response: answers },
        },
        async (req, reply) => refusalOf(req, reply) ?? handle(req.params.provider, req.body as z.infer<S>),
      );

    route('/user/info', 'The player of a game session', casinoUserRequest, (p, b) => userInfo(ctx, p, b));
    route('/user/balance', 'The player’s cash balance', casinoBalanceRequest, (p, b) => userBalance(ctx, p, b));
    route('/transaction/bet', 'Debit a stake (idempotent by transaction_uuid)', casinoBetRequest, (p, b) =>
      applyTransaction(ctx, p, { kind: 'bet', body: b }),
    );
    route('/transaction/win', 'Credit a win on a bet', casinoWinRequest, (p, b) =>
      applyTransaction(ctx, p, { kind: 'win', body: b }),
    );
    route(
      '/transaction/rollback',
      'Reverse a bet (a tombstone when it has not arrived)',
      casinoRollbackRequest,
      (p, b) => applyTransaction(ctx, p, { kind: 'rollback', body: b }),
    );
  });
}

// The studio's HTTP surface `/studio-api/v1/…` (contract section 2): called from the game's sandboxed,
// opaque-origin iframe, so CORS `*` without credentials (and the preflight), a bearer studio session,
// and errors `{ error: { code, message } }`.
import {
  STUDIO_API_PREFIX,
  studioActionRequest,
  studioClientSeedRequest,
  studioError,
  studioPlayAnswer,
  studioRotateAnswer,
  studioRound,
  studioRoundParams,
  studioRoundRequest,
  studioSeedsAnswer,
  studioSessionAnswer,
  studioSessionRequest,
} from '@fairline/shared/wire/casino-studio-play';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { crashRoutes } from './crash.routes';
import type { CrashRoom } from './crash-room';
import { freeSpinRoutes } from './free-spins.routes';
import { jackpotRoutes } from './jackpot.routes';
import type { JackpotTicker } from './jackpot-ticker';
import type { StudioContext } from './purse';
import { actOnRound, playRound, roundDetails } from './rounds.service';
import { sessionOf } from './sessions';
import { changeClientSeed, createSession, rotate } from './sessions.service';
import { StudioError } from './studio-errors';

const API_ROOT = '/studio-api';
const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};
/** Every error status the studio answers, all in its one error shape. */
const errors = Object.fromEntries(
  [400, 401, 402, 403, 404, 409, 413, 415, 500, 502].map((code) => [code, studioError]),
);
const AUTH = 'Bearer studio session (`authorization: Bearer <session>` from POST sessions).';

/** `*` for every answer of a studio path: the game runs in an opaque origin and sends no credentials. */
export function allowAnyOrigin(_req: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.header('access-control-allow-origin', '*');
  done();
}

/** Whether a path is the studio's API: its errors take the studio's shape, even the router's own. */
export const isStudioApiPath = (url: string) => url.startsWith(`${API_ROOT}/`);

/** Answers a studio error in the studio's shape (`{ error: { code, message } }`), never cached, open to any origin. */
export function replyStudioError(reply: FastifyReply, error: StudioError) {
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .header('access-control-allow-origin', '*')
    .send({ error: { code: error.code, message: error.message } });
}

function toStudioError(err: unknown): StudioError {
  if (err instanceof StudioError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issue = err.validation[0];
    const where = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || (err.validationContext ?? 'request');
    return new StudioError(400, 'BAD_REQUEST', `Invalid ${where}: ${issue?.message ?? 'invalid value'}`);
  }
  if (err instanceof AppError && err.status < 500) {
    const [field, problem] = Object.entries(err.options.validationErrors ?? {})[0] ?? [];
    return new StudioError(err.status, 'BAD_REQUEST', field ? `${err.message}: ${field}: ${problem}` : err.message);
  }
  const status = (err as { statusCode?: number; status?: number }).statusCode ?? (err as { status?: number }).status;
  if (status !== undefined && status >= 400 && status < 500) {
    return new StudioError(status, 'BAD_REQUEST', (err as Error).message || 'Bad request');
  }
  return new StudioError(500, 'INTERNAL', 'The studio failed: try again');
}

const bearerOf = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{16,100})$/.exec(header) : null;
  return match?.[1];
};

export async function studioApiRoutes(
  app: FastifyInstance,
  ctx: StudioContext,
  crash: CrashRoom,
  jackpot: JackpotTicker,
) {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', allowAnyOrigin);
      scope.setErrorHandler((err, req, reply) => {
        const error = toStudioError(err);
        if (error.status >= 500) req.log.error({ err }, 'studio request failed');
        return replyStudioError(reply, error);
      });
      scope.setNotFoundHandler((req, reply) =>
        reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No ${req.method} ${req.url.split('?')[0]}` } }),
      );
      scope.options('/*', { schema: { hide: true } }, async (_req, reply) =>
        reply.code(204).headers(CORS_HEADERS).send(),
      );

      const api = scope.withTypeProvider<ZodTypeProvider>();
      const session = (req: FastifyRequest) => sessionOf(ctx.database, bearerOf(req), ctx.now());
      const v1 = STUDIO_API_PREFIX.slice(API_ROOT.length);
      const tags = ['casino-studio'];

      api.post(
        `${v1}/sessions`,
        {
          schema: {
            tags,
            summary: 'Open a studio session: a real launch (token, user, game) or demo fun money',
            body: studioSessionRequest,
            response: { 200: studioSessionAnswer, ...errors },
          },
        },
        async (req) => createSession(ctx, req.body),
      );
      api.post(
        `${v1}/seeds/client`,
        {
          schema: {
            tags,
            summary: 'Set the client seed (a pair already played on is rotated)',
            description: AUTH,
            body: studioClientSeedRequest,
            response: { 200: studioSeedsAnswer, ...errors },
          },
        },
        async (req) => ({ seeds: await changeClientSeed(ctx, await session(req), req.body.client_seed) }),
      );
      api.post(
        `${v1}/seeds/rotate`,
        {
          schema: {
            tags,
            summary: 'Reveal the server seed and commit a new one',
            description: AUTH,
            response: { 200: studioRotateAnswer, ...errors },
          },
        },
        async (req) => rotate(ctx, await session(req)),
      );
      api.post(
        `${v1}/rounds`,
        {
          schema: {
            tags,
            summary: 'Play a round (mines and blackjack open one)',
            description: `${AUTH} Amounts in minor units; a real round calls the wallet's transaction/bet first.`,
            body: studioRoundRequest,
            response: { 200: studioPlayAnswer, ...errors },
          },
        },
        async (req) => playRound(ctx, await session(req), req.body),
      );
      api.post(
        `${v1}/rounds/:round/actions`,
        {
          schema: {
            tags,
            summary: 'A decision in an open round (mines reveal/cashout, blackjack hit/stand/double/split/insurance)',
            description: AUTH,
            params: studioRoundParams,
            body: studioActionRequest,
            response: { 200: studioPlayAnswer, ...errors },
          },
        },
        async (req) => actOnRound(ctx, await session(req), req.params.round, req.body),
      );
      api.get(
        `${v1}/rounds/:round`,
        {
          schema: {
            tags,
            summary:
              'A round (or a crash bet) with what verifies it (the server seed once rotated, the crash hash once busted); public by its unguessable id',
            params: studioRoundParams,
            response: { 200: studioRound, ...errors },
          },
        },
        async (req) => roundDetails(ctx, req.params.round),
      );
      crashRoutes(scope, v1, crash, session);
      jackpotRoutes(scope, v1, jackpot);
      freeSpinRoutes(scope, v1, ctx, session);
    },
    { prefix: API_ROOT },
  );
}

// The studio's free-spin calls (ADR 0064), inside the studio API's scope (its CORS, bearer sessions and
// error shape): how many spins this session's slot has left, and one spin played.
import { studioFreeSpinAnswer, studioFreeSpinsAnswer } from '@fairline/shared/wire/casino-free-spins';
import { studioError } from '@fairline/shared/wire/casino-studio-play';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { freeSpinsLeft, playFreeSpin } from './free-spins';
import type { StudioContext } from './purse';
import type { StudioSession } from './sessions';

const errors = Object.fromEntries([400, 401, 402, 403, 404, 409, 500, 502].map((code) => [code, studioError]));
const AUTH = 'Bearer studio session (`authorization: Bearer <session>` from POST sessions, a real slot session).';

export function freeSpinRoutes(
  scope: FastifyInstance,
  v1: string,
  ctx: StudioContext,
  session: (req: FastifyRequest) => Promise<StudioSession>,
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['casino-studio'];
  api.get(
    `${v1}/free-spins`,
    {
      schema: {
        tags,
        summary: 'The free spins this session’s slot has left and the bet of each (0 when none)',
        description: AUTH,
        response: { 200: studioFreeSpinsAnswer, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return freeSpinsLeft(ctx, await session(req));
    },
  );
  api.post(
    `${v1}/free-spins`,
    {
      schema: {
        tags,
        summary: 'Play the next free spin: a free bet of amount 0 at the reward’s bet; its win goes to the bonus',
        description: AUTH,
        response: { 200: studioFreeSpinAnswer, ...errors },
      },
    },
    async (req) => playFreeSpin(ctx, await session(req)),
  );
}

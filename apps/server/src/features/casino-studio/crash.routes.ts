// The crash game's HTTP calls (ADR 0058), inside the studio API's scope (its CORS, bearer sessions and
// error shape): a bet in the betting phase, a cash-out in flight, the room's state.
import { crashBetAnswer, crashBetParams, crashBetRequest, crashSnapshot } from '@fairline/shared/wire/casino-crash';
import { studioError } from '@fairline/shared/wire/casino-studio-play';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CrashRoom } from './crash-room';
import type { StudioSession } from './sessions';

const errors = Object.fromEntries([400, 401, 402, 403, 404, 409, 500, 502, 503].map((code) => [code, studioError]));
const AUTH = 'Bearer studio session (`authorization: Bearer <session>` from POST sessions, game `crash` or demo).';

export function crashRoutes(
  scope: FastifyInstance,
  v1: string,
  room: CrashRoom,
  session: (req: FastifyRequest) => Promise<StudioSession>,
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['casino-studio'];
  api.get(
    `${v1}/crash/state`,
    {
      schema: {
        tags,
        summary: 'The crash room now: phase, start time and curve, bets, last rounds with their hashes, the chain',
        description: 'The same as the snapshot of the `/ws` topic `casino:crash:main`; public.',
        response: { 200: crashSnapshot, ...errors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return room.snapshot();
    },
  );
  api.post(
    `${v1}/crash/bets`,
    {
      schema: {
        tags,
        summary: 'Bet on the running round while its betting phase is open (409 BETTING_CLOSED after)',
        description: `${AUTH} A real bet calls the wallet's transaction/bet; one bet per session and round.`,
        body: crashBetRequest,
        response: { 200: crashBetAnswer, ...errors },
      },
    },
    async (req) => room.placeBet(await session(req), req.body),
  );
  api.post(
    `${v1}/crash/bets/:bet/cashout`,
    {
      schema: {
        tags,
        summary: 'Cash out at the multiplier of the server clock on arrival (409 BUSTED when it came after the bust)',
        description: `${AUTH} The win is ⌊stake × multiplier⌋ in minor units, paid by transaction/win.`,
        params: crashBetParams,
        response: { 200: crashBetAnswer, ...errors },
      },
    },
    async (req) => room.cashOut(await session(req), req.params.bet),
  );
}

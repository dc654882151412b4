import { CASINO_RTP, type CasinoGameId, houseEdge } from '@fairline/shared/casino/index';
import { studioGamesAnswer } from '@fairline/shared/wire/casino-studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The studio's games with their published RTP and house edge (ADR 0034), from the shared game maths. */
export function studioRoutes(app: FastifyInstance) {
  const games = (Object.keys(CASINO_RTP) as CasinoGameId[]).map((id) => ({
    id,
    rtp: CASINO_RTP[id].rtp,
    rtp_max: CASINO_RTP[id].rtpMax,
    house_edge: houseEdge(id),
    basis: CASINO_RTP[id].basis,
  }));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web-api/casino/v1/studio/games',
    {
      schema: {
        tags: ['casino'],
        summary: 'Our studio’s games with their published theoretical RTP and house edge',
        response: { 200: studioGamesAnswer },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: games };
    },
  );
}

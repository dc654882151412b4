import { captchaChallenge } from '@fairline/shared/wire/captcha';
import type { FastifyInstance } from 'fastify';
import type { CaptchaService } from './captcha.service';

/** The proof-of-work challenge endpoint of the self-hosted captcha. */
export function captchaRoutes(app: FastifyInstance, { captcha }: { captcha: CaptchaService }) {
  app.get(
    '/puzzle-api/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary:
          'A signed ALTCHA v2 proof-of-work challenge. Solve it and send base64(JSON {challenge, solution}) as `captcha` or header x-captcha-token; each solution is accepted once.',
        response: { 200: captchaChallenge },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
}

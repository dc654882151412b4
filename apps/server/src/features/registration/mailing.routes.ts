import { checkEmail } from '@fairline/shared/validation';
import { mailingAnswer, mailingRequest } from '@fairline/shared/wire/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors';
import type { Database } from '../../infra/db';
import { hitRateLimit } from '../../infra/rate-limit';
import type { SiteConfigService } from '../config/config.service';

const PER_IP = { limit: 20, windowMs: 10 * 60_000 } as const;

/** Stores a newsletter opt-in for the brand; repeating it only updates the language. */
export async function subscribeToMailing(
  database: Database,
  input: { brandId: number; email: string; lang: string; userId?: number },
) {
  await database.query(
    `insert into mailing_subscriptions (brand_id, email, lang, user_id) values ($1, $2, $3, $4)
     on conflict (brand_id, lower(email)) do update set lang = excluded.lang, user_id = coalesce(excluded.user_id, mailing_subscriptions.user_id), updated_at = now()`,
    [input.brandId, input.email, input.lang, input.userId ?? null],
  );
}

/** Newsletter opt-in; the answer is the same whether the address was already subscribed or not. */
export function mailingRoutes(
  app: FastifyInstance,
  { database, sites }: { database: Database; sites: SiteConfigService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/web-api/mailing',
    {
      schema: {
        tags: ['registration'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
        body: mailingRequest,
        response: { 200: mailingAnswer },
      },
    },
    async (req) => {
      const failure = req.body.email === '' ? { key: 'required' } : checkEmail(req.body.email);
      if (failure) throw badRequest('Invalid e-mail', { email: failure.key });
      const site = await sites.resolve(req);
      if (!(await hitRateLimit(database, { bucket: 'mailing-ip', key: req.ip, ...PER_IP }))) {
        throw new AppError('RATE_LIMITED', 'Too many requests, try again later');
      }
      await subscribeToMailing(database, {
        brandId: site.brand.id,
        email: req.body.email,
        lang: req.body.lang.toLowerCase(),
      });
      return { success: true as const };
    },
  );
}

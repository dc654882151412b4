import { consentLogAnswer, consentLogRequest } from '@fairline/shared/wire/public';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cookieAgreements } from '../../db/schema';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';

/** Logs the visitor's cookie consent (the level and when) for the brand. */
export function consentRoutes(app: FastifyInstance, database: Database, sites: SiteConfigService) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/web-api/api-v3/v1/user/agreement-with-cookies/log',
    {
      schema: {
        tags: ['consent'],
        summary: 'Log a cookie-consent agreement',
        body: consentLogRequest,
        response: { 200: consentLogAnswer },
      },
    },
    async (req) => {
      const site = await sites.resolve(req);
      const [row] = await database.db
        .insert(cookieAgreements)
        .values({
          brandId: site.brand.id,
          level: req.body.level,
          visitorId: req.body.visitor_id,
          userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
          ip: req.ip,
        })
        .returning({ id: cookieAgreements.id, createdAt: cookieAgreements.createdAt });
      if (!row) throw new Error('cookie agreement insert returned no row');
      return {
        success: true as const,
        data: { id: row.id, level: req.body.level, agreed_at: row.createdAt.toISOString() },
      };
    },
  );
}

import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';
import { INFORMATION_PAGES } from '@fairline/shared/routing';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { informationPages } from '../../db/schema';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';

const params = z.object({ page: z.string().max(40) });
const query = z.object({ lang: z.string().max(10).default('ru'), brand: z.string().max(40).optional() });

/** Information pages per language (brand-specific text first, then the common one; English as fallback). */
export function informationRoutes(app: FastifyInstance, database: Database, sites: SiteConfigService) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/web-api/information/:page',
      { schema: { tags: ['information'], summary: 'Content of an information page', params, querystring: query } },
      async (req, reply) => {
        const { page } = req.params;
        if (!(INFORMATION_PAGES as readonly string[]).includes(page))
          throw new AppError('NOT_FOUND', `Unknown page: ${page}`);
        const site = await sites.resolve(req, { brand: req.query.brand });
        const rows = await database.db
          .select()
          .from(informationPages)
          .where(
            and(
              eq(informationPages.pageKey, page),
              or(isNull(informationPages.brandId), eq(informationPages.brandId, site.brand.id)),
            ),
          );
        const pick = (lang: string) =>
          rows.find((r) => r.lang === lang && r.brandId === site.brand.id) ??
          rows.find((r) => r.lang === lang && r.brandId === null);
        const row = pick(req.query.lang) ?? pick(FALLBACK_LANGUAGE);
        if (!row) throw new AppError('NOT_FOUND', `Page ${page} has no content`);
        reply.header('cache-control', 'public, max-age=300');
        return {
          data: {
            type: 'information-page',
            id: page,
            attributes: { page, lang: row.lang, title: row.title, blocks: row.blocks },
          },
        };
      },
    );
}

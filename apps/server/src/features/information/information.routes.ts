import { isInformationPageShown } from '@fairline/shared/config';
import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';
import { INFORMATION_PAGES } from '@fairline/shared/routing';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { informationPages } from '../../db/schema';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { authenticate } from '../auth/require-user';
import type { SiteConfigService } from '../config/config.service';

const params = z.object({ page: z.string().max(40) });
const query = z.object({ lang: z.string().max(10).default('ru'), brand: z.string().max(40).optional() });

/**
 * Information pages per language (brand-specific text first, then the common one; English as
 * fallback). A page the brand hides (information.hiddenPages) reads as unknown; the payment page is
 * for logged-in players only where office.isPaymentAuthRequired is on.
 */
export function informationRoutes(app: FastifyInstance, database: Database, sites: SiteConfigService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web-api/information/:page',
    {
      schema: {
        tags: ['information'],
        summary: 'Content of an information page',
        description:
          '404 for a page the brand hides (information.hiddenPages); 401 for the payment page without a session where office.isPaymentAuthRequired is on.',
        params,
        querystring: query,
      },
    },
    async (req, reply) => {
      const { page } = req.params;
      if (!(INFORMATION_PAGES as readonly string[]).includes(page))
        throw new AppError('NOT_FOUND', `Unknown page: ${page}`);
      const site = await sites.resolve(req, { brand: req.query.brand });
      if (!isInformationPageShown(site.settings, page)) throw new AppError('NOT_FOUND', `Unknown page: ${page}`);
      const isForPlayers = page === 'payment' && site.settings.office.isPaymentAuthRequired;
      if (isForPlayers && !(await authenticate(req))) {
        throw new AppError('UNAUTHORIZED', 'Log in to see the payment page');
      }
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
      reply.header('cache-control', isForPlayers ? 'private, max-age=300' : 'public, max-age=300');
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

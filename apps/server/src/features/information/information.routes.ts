import { isInformationPageShown } from '@fairline/shared/config';
import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';
import { isInformationPage } from '@fairline/shared/routing';
import {
  type InformationBlock,
  informationPageAnswer,
  informationPageParams,
  informationPageQuery,
} from '@fairline/shared/wire/public';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { informationPages } from '../../db/schema';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { authenticate } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';

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
        params: informationPageParams,
        querystring: informationPageQuery,
        response: { 200: informationPageAnswer },
      },
    },
    async (req, reply) => {
      const { page } = req.params;
      if (!isInformationPage(page)) throw new AppError('NOT_FOUND', `Unknown page: ${page}`);
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
          type: 'information-page' as const,
          id: page,
          // Stored as seeded (db/seed/information); the answer schema checks each block on the way out.
          attributes: { page, lang: row.lang, title: row.title, blocks: row.blocks as InformationBlock[] },
        },
      };
    },
  );
}

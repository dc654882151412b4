import { siteConfigAnswer, siteConfigQuery } from '@fairline/shared/wire/config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteConfigService } from './config.service';

/** The site configuration of the current brand × country, sanitised into flags and settings. */
export function configRoutes(app: FastifyInstance, service: SiteConfigService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web-api/api/web/site/v1/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Site configuration for the brand (by host; `brand` in dev) and geo country (x-geo-country header)',
        querystring: siteConfigQuery,
        response: { 200: siteConfigAnswer },
      },
    },
    async (req, reply) => {
      const site = await service.resolve(req, req.query);
      reply.header('cache-control', 'private, max-age=60');
      return {
        data: {
          type: 'site-config' as const,
          id: `${site.brand.slug}:${site.geo.countryCode}`,
          attributes: {
            refId: site.brand.refId,
            projectId: site.brand.projectId,
            brand: site.brand.slug,
            brandName: site.brand.name,
            geo: site.geo,
            languages: site.languages,
            defaultLanguage: site.defaultLanguage,
            settings: site.settings,
          },
        },
      };
    },
  );
}

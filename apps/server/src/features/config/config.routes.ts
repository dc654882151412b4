import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteConfigService } from './config.service';

const siteQuery = z.object({
  brand: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'brand slug')
    .optional(),
  country: z.string().max(10).optional(),
});

/** The site configuration of the current brand × country, sanitised into flags and settings. */
export function configRoutes(app: FastifyInstance, service: SiteConfigService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web-api/api/web/site/v1/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Site configuration for the brand (by host; `brand` in dev) and geo country (x-geo-country header)',
        querystring: siteQuery,
      },
    },
    async (req, reply) => {
      const site = await service.resolve(req, req.query);
      reply.header('cache-control', 'private, max-age=60');
      return {
        data: {
          type: 'site-config',
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

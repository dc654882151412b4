import fp from 'fastify-plugin';
import type { PagePart } from '../../plugins/spa';
import { seoRoutes } from './seo.routes';
import { createSeoService, type SeoDeps } from './seo.service';
import { sitemapRoutes } from './sitemap.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SEO head tags of every HTML page (a part of the SPA's page). */
    seo: { headPart: PagePart };
  }
}

/** The SEO feature: the spec's SEO calls, robots.txt, the sitemaps, and the head tags of every page. */
export const seoPlugin = fp<SeoDeps>(
  async (app, deps) => {
    const seo = createSeoService(deps);
    seoRoutes(app, deps.database, deps.sites, seo);
    sitemapRoutes(app, deps.sites, seo);
    app.decorate('seo', { headPart: seo.headPart });
  },
  { name: 'seo' },
);

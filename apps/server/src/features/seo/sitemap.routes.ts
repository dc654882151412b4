// robots.txt and the sitemaps of the request's brand host: an index of one sitemap per language of
// the brand, each listing the pages that exist now (sections, the feeds' sports, leagues and games,
// the information pages the brand shows, results, promotions and the running campaigns' pages), each
// with its hreflang alternates. Registered paths, so the SPA's catch-all never answers them.
import { SUPPORTED_UI_LANGUAGES } from '@fairline/shared/lookups/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { SiteConfigService } from '../config/config.service';
import type { SeoService } from './seo.service';
import { robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap-xml';

const text = (type: string, what: string) => ({ content: { [type]: { schema: z.string().describe(what) } } });
const CACHE = 'public, max-age=600';

export function sitemapRoutes(app: FastifyInstance, sites: SiteConfigService, seo: SeoService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'robots.txt of the brand host',
        response: { 200: text('text/plain', 'robots.txt') },
      },
    },
    async (req, reply) => {
      const site = await sites.resolve(req);
      const origin = await seo.originOf(req, site);
      reply.header('cache-control', CACHE).type('text/plain; charset=utf-8');
      return robotsTxt(origin, site.languages);
    },
  );

  r.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap index: one sitemap per language',
        response: { 200: text('application/xml', 'sitemap index') },
      },
    },
    async (req, reply) => {
      const site = await sites.resolve(req);
      const origin = await seo.originOf(req, site);
      reply.header('cache-control', CACHE).type('application/xml; charset=utf-8');
      return sitemapIndexXml(site.languages.map((lang) => `${origin}/sitemaps/${lang}.xml`));
    },
  );

  r.get(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap of one language of the brand',
        params: z.object({ file: z.string().regex(/^[a-z]{2}(-[a-z]{2})?\.xml$/, 'Expected <language>.xml') }),
        response: { 200: text('application/xml', 'sitemap') },
      },
    },
    async (req, reply) => {
      const lang = req.params.file.replace(/\.xml$/, '');
      const site = await sites.resolve(req);
      const offered = site.languages.includes(lang) && (SUPPORTED_UI_LANGUAGES as readonly string[]).includes(lang);
      if (!offered) throw new AppError('NOT_FOUND', `No sitemap for ${lang}`);
      const entries = await seo.sitemapUrls(req, site, lang);
      reply.header('cache-control', CACHE).type('application/xml; charset=utf-8');
      return urlSetXml(entries);
    },
  );
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isRtl, SUPPORTED_UI_LANGUAGES } from '@fairline/shared/lookups/languages';
import { pathStatus } from '@fairline/shared/routing/page-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the SPA never answers: APIs and server pages. */
const NON_SPA_PREFIXES = [
  '/web-api',
  '/service-api',
  '/translation-api',
  '/seo-module-api',
  '/puzzle-api',
  '/frontend-api',
  '/genfiles',
  '/health',
  '/metrics',
  '/docs',
  '/openapi.json',
  '/ws',
  '/assets',
  '/dev',
];

interface SpaOptions {
  distDir: string;
  /** The request's brand: its default language and the information pages it hides. */
  site(req: FastifyRequest): Promise<{ defaultLanguage: string; hiddenInformationPages: readonly string[] }>;
}

/** Serves the built SPA: hashed assets cached for a year, `index.html` per language with the right `lang`/`dir`. */
export async function registerSpa(app: FastifyInstance, opts: SpaOptions) {
  const dist = resolve(opts.distDir);
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ dist }, 'web build not found: the SPA is not served (run `npm run build`)');
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  const pages = new Map<string, string>(SUPPORTED_UI_LANGUAGES.map((lang) => [lang, renderIndex(template, lang)]));

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(dist, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // Every page path answers the app shell; the status says whether the page exists (shared
  // PAGE_ROUTES), so an unknown path is a real 404 that still shows the not-found page.
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (NON_SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
      return reply.callNotFound();
    }
    const site = await opts.site(req);
    const { lang, status } = pathStatus(path, SUPPORTED_UI_LANGUAGES, site);
    const page = lang ? pages.get(lang) : undefined;
    if (page) return sendPage(reply, page, status);
    const { defaultLanguage } = site;
    if (status === 200) {
      const query = req.url.slice(path.length);
      const rest = path === '/' ? '/' : path;
      return reply.redirect(`/${defaultLanguage}${rest}${query}`, 302);
    }
    return sendPage(reply, pages.get(defaultLanguage) ?? renderIndex(template, defaultLanguage), status);
  });
}

function sendPage(reply: FastifyReply, page: string, status: number) {
  return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
}

/** Sets `lang` and `dir` on the root element so the first paint is already in the right direction. */
export function renderIndex(template: string, lang: string): string {
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  return template.replace(/<html[^>]*>/, `<html lang="${lang}" dir="${dir}">`);
}

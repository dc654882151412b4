import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isRtl, SUPPORTED_UI_LANGUAGES } from '@fairline/shared/lookups/languages';
import { type PageFilters, pathStatus } from '@fairline/shared/routing/page-routes';
import { isServerPath } from '@fairline/shared/routing/server-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deferCode } from './deferred-code';

/** The page a document is being built for. */
export interface PageRequest {
  req: FastifyRequest;
  /** The path without the query, e.g. `/en/line/football`. */
  path: string;
  lang: string;
  /** 200 for a page that exists, 404 for the not-found page. */
  status: number;
}

/** What a part adds to the document: tags in `<head>`, markup inside `#root`, tags before `</body>`. */
export interface PageParts {
  /** A `<title>` here replaces the template's. */
  head?: string;
  root?: string;
  body?: string;
}

/** A contributor to every HTML page (SEO tags, server-rendered first screen, inline state). */
export type PagePart = (page: PageRequest) => Promise<PageParts> | PageParts;

interface SpaOptions {
  distDir: string;
  /** The request's brand: its default language, the information pages and page routes it hides (PageFilters). */
  site(req: FastifyRequest): Promise<{ defaultLanguage: string } & PageFilters>;
  /** Parts added to each page, in order. */
  parts?: readonly PagePart[];
}

/** Serves the built SPA: hashed assets cached for a year, `index.html` per language with the right `lang`/`dir`. */
export async function registerSpa(app: FastifyInstance, opts: SpaOptions) {
  const dist = resolve(opts.distDir);
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ dist }, 'web build not found: the SPA is not served (run `npm run build`)');
    return;
  }
  const template = deferCode(readFileSync(indexPath, 'utf8'));
  const pages = new Map<string, string>(SUPPORTED_UI_LANGUAGES.map((lang) => [lang, renderIndex(template, lang)]));

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside each text file (apps/web/build/precompress.ts): sent as
    // the client accepts them, with `Vary: accept-encoding` on every file (ADR 0023).
    preCompressed: true,
    // The server-rendering bundle (dist/server/, ADR 0026) is the server's own code, never a download.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    // A page's first load fetches some hundred files: their two log lines each were server CPU taken from
    // the browser on the same cores while the page hydrated (ADR 0026, "Stage 6"). Errors still log.
    logLevel: 'warn',
    setHeaders(res, path) {
      const immutable = path.includes(`${join(dist, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // The service worker (or its .br/.gz) is revalidated on every check, so a deploy reaches open apps at once (ADR 0025).
      if (path.startsWith(join(dist, 'sw.js'))) res.header('cache-control', 'no-cache');
    },
  });

  // Every page path answers the app shell; the status says whether the page exists (shared
  // PAGE_ROUTES), so an unknown path is a real 404 that still shows the not-found page.
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (isServerPath(path)) {
      return reply.callNotFound();
    }
    const site = await opts.site(req);
    const { lang, status } = pathStatus(path, SUPPORTED_UI_LANGUAGES, site);
    const page = lang ? pages.get(lang) : undefined;
    if (page && lang) return sendPage(reply, await withParts(page, { req, path, lang, status }), status);
    const { defaultLanguage } = site;
    if (status === 200) {
      const query = req.url.slice(path.length);
      const rest = path === '/' ? '/' : path;
      return reply.redirect(`/${defaultLanguage}${rest}${query}`, 302);
    }
    const fallback = pages.get(defaultLanguage) ?? renderIndex(template, defaultLanguage);
    return sendPage(reply, await withParts(fallback, { req, path, lang: defaultLanguage, status }), status);
  });

  async function withParts(page: string, request: PageRequest): Promise<string> {
    if (!opts.parts?.length) return page;
    const parts = await Promise.all(opts.parts.map((part) => part(request)));
    return composePage(page, parts);
  }
}

/** Puts the parts into a page: head tags before `</head>`, markup into `#root`, tags before `</body>`. */
export function composePage(page: string, parts: readonly PageParts[]): string {
  const head = parts.map((p) => p.head ?? '').join('');
  const root = parts.map((p) => p.root ?? '').join('');
  const body = parts.map((p) => p.body ?? '').join('');
  let out = head.includes('<title>') ? page.replace(/<title>[^<]*<\/title>\s*/, '') : page;
  // Functions as replacements, so a `$` in the content is never read as a pattern.
  if (head) out = out.replace('</head>', () => `${head}</head>`);
  if (root) out = out.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  if (body) out = out.replace('</body>', () => `${body}</body>`);
  return out;
}

function sendPage(reply: FastifyReply, page: string, status: number) {
  return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
}

/** Sets `lang` and `dir` on the root element so the first paint is already in the right direction. */
export function renderIndex(template: string, lang: string): string {
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  return template.replace(/<html[^>]*>/, `<html lang="${lang}" dir="${dir}">`);
}

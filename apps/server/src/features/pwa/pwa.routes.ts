import { webAppManifest } from '@fairline/shared/wire/pwa';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { ResolvedSite } from '../config/config.service';
import { OFFLINE_SCRIPT, renderOfflinePage } from './offline-page';
import { buildManifest } from './pwa.service';
import { ICON_FILES, type IconFile, type IconSets, isIconFile } from './pwa-icons';

interface PwaRouteDeps {
  site(req: FastifyRequest): Promise<ResolvedSite>;
  icons: IconSets;
}

/** A non-JSON answer's declared body: the same string or bytes for every visitor of the brand. */
const body = (types: readonly string[], what: string) => ({
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().describe(what) }])),
});

/** Icons change only with a deploy that redraws them; a day keeps launchers and pages quick. */
const ICON_CACHE = 'public, max-age=86400';

/** The installable app: the brand's manifest, its icons and the page the service worker shows offline. */
export function pwaRoutes(app: FastifyInstance, { site, icons }: PwaRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['pwa'],
        summary: 'Web app manifest of the brand (by host): name, colours, start page, icons',
        response: { 200: webAppManifest },
      },
    },
    async (req, reply) => {
      const manifest = buildManifest(await site(req));
      // Revalidated each time: the brand's name, languages and theme are configuration, not a deploy.
      reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
      return manifest;
    },
  );

  // The declared body is a string (OpenAPI has no bytes in JSON); the icon goes out as its bytes.
  const sendIcon = async (req: FastifyRequest, file: IconFile) => {
    const { brand } = await site(req);
    return icons.icon(brand.slug, file) as unknown as string;
  };
  r.get(
    '/icons/:file',
    {
      schema: {
        tags: ['pwa'],
        summary: 'One icon of the brand (by host), drawn per brand; unknown files answer 404',
        params: z.object({ file: z.string().max(40) }),
        response: { 200: body(['image/png', 'image/svg+xml'], 'The icon') },
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      if (!isIconFile(file)) throw notFound('Icon');
      const body = await sendIcon(req, file);
      return reply.header('cache-control', ICON_CACHE).type(ICON_FILES[file].type).send(body);
    },
  );
  r.get(
    '/apple-touch-icon.png',
    {
      schema: {
        tags: ['pwa'],
        summary: 'The brand’s home-screen icon for iOS (180×180, no transparency)',
        response: { 200: body(['image/png'], 'PNG, 180×180') },
      },
    },
    async (req, reply) => {
      const body = await sendIcon(req, 'apple-touch-icon.png');
      return reply.header('cache-control', ICON_CACHE).type('image/png').send(body);
    },
  );

  r.get(
    '/offline',
    {
      schema: {
        tags: ['pwa'],
        summary: 'The offline page of the brand, every language it offers (the service worker stores it)',
        response: { 200: body(['text/html'], 'The offline page') },
      },
    },
    async (req, reply) => {
      const resolved = await site(req);
      const svg = icons.icon(resolved.brand.slug, 'icon.svg').toString('utf8');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderOfflinePage(resolved, svg));
    },
  );
  r.get(
    '/offline.js',
    {
      schema: {
        tags: ['pwa'],
        summary: 'The offline page’s script (language, Retry)',
        response: { 200: body(['text/javascript'], 'The script') },
      },
    },
    async (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(OFFLINE_SCRIPT),
  );
}

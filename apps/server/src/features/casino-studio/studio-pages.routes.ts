// The studio front end's files (contract section 2): `/studio/v1/:game` is the built `index.html` of
// `<WEB_DIST>/studio/`, `/studio/assets/*` its files, `/studio/art/<slug>.svg` the lobby art. The game runs
// in an opaque-origin iframe, so every answer allows any origin (module scripts are fetched with CORS).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STUDIO_SESSION_GAMES, type StudioSessionGame } from '@fairline/shared/wire/casino-studio-play';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studioArt } from './studio-art';

/** The game page's policy: its own files only, framed only by our own pages. */
export const STUDIO_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'self'";
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isGame = (slug: string): slug is StudioSessionGame => (STUDIO_SESSION_GAMES as readonly string[]).includes(slug);

const gameParams = z.object({ game: z.string().max(64) });
const artParams = z.object({ file: z.string().max(80) });
const text = z.string();

export async function studioPageRoutes(app: FastifyInstance, opts: { webDist: string }) {
  const studioDir = resolve(opts.webDist, 'studio');
  const indexPath = join(studioDir, 'index.html');
  // Read once it exists: a studio built after the server started is picked up on the next request.
  let index: string | undefined;
  const readIndex = () => {
    if (index === undefined && existsSync(indexPath)) index = readFileSync(indexPath, 'utf8');
    return index;
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/studio/v1/:game',
    {
      schema: {
        tags: ['casino-studio'],
        summary: 'The studio’s game page (loaded in the game page’s sandboxed iframe)',
        params: gameParams,
        response: { 200: text, 503: text },
      },
    },
    async (req, reply) => {
      reply.header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
      // An unknown game is the server's ordinary 404 (the same shape as every unknown path).
      if (!isGame(req.params.game)) return reply.callNotFound();
      const html = readIndex();
      if (html === undefined) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The studio front end is not built: run `npm run build` (it writes <WEB_DIST>/studio/index.html).');
      }
      return reply.header('content-security-policy', STUDIO_CSP).type('text/html; charset=utf-8').send(html);
    },
  );

  api.get(
    '/studio/art/:file',
    {
      schema: {
        tags: ['casino-studio'],
        summary: 'A game tile’s art (SVG drawn by the studio)',
        params: artParams,
        response: { 200: text },
      },
    },
    async (req, reply) => {
      reply.header('access-control-allow-origin', '*');
      const slug = req.params.file.replace(/\.svg$/, '');
      if (!req.params.file.endsWith('.svg') || !isGame(slug)) return reply.callNotFound();
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(studioArt(slug));
    },
  );

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: join(studioDir, 'assets'),
      prefix: '/studio/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders(res) {
        res.header('cache-control', IMMUTABLE);
        res.header('access-control-allow-origin', '*');
      },
    });
  });

  // The web app's own static files also list dist/studio/*; whoever serves a studio file, it may be
  // read from the game's opaque origin, and its hashed assets are cached for good.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/studio/')) {
      reply.header('access-control-allow-origin', '*');
      if (req.url.startsWith('/studio/assets/') && reply.statusCode === 200) reply.header('cache-control', IMMUTABLE);
    }
    return payload;
  });
}

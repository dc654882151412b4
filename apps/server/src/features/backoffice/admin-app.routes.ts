// The staff app (apps/admin, built into <WEB_DIST>/admin) under /admin, with a CSP of its own: only
// its own scripts, styles and API, no frames, no framing. The player site never links or loads it.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { staffAppPage } from '@fairline/shared/wire/backoffice';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const isAdminPage = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

export async function adminAppRoutes(app: FastifyInstance, webDist: string) {
  const dir = resolve(webDist, 'admin');
  const indexPath = join(dir, 'index.html');
  let index: string | undefined;
  const readIndex = () => {
    if (index === undefined && existsSync(indexPath)) index = readFileSync(indexPath, 'utf8');
    return index;
  };

  // Whoever answers an /admin path (this route, its assets, or the web build's static files that also
  // list dist/admin/*), the answer carries the staff app's CSP and is never framed or indexed.
  app.addHook('onSend', async (req, reply, payload) => {
    if (isAdminPage(req.url)) {
      reply.header('content-security-policy', ADMIN_CSP);
      reply.header('x-frame-options', 'DENY');
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
    return payload;
  });

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: join(dir, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const html = readIndex();
    // Not built (`npm run build` writes <WEB_DIST>/admin/index.html): the path does not exist, as the
    // player site's pages do not without their build.
    if (html === undefined) {
      req.log.warn({ dir }, 'staff app build not found');
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  const schema = { hide: true, response: { 200: staffAppPage } };
  app.get('/admin', { schema }, page);
  app.get('/admin/*', { schema }, page);
}

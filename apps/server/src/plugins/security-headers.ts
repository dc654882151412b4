import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Content-Security-Policy of every response: no plugins, no base tag, framing only by ourselves. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Sets the security headers (and the request id) on one reply; HSTS only over HTTPS. */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  reply.header('x-request-id', req.id);
}

/** Security headers on every response (ASVS 3.4). */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    applySecurityHeaders(req, reply);
    return payload;
  });
}

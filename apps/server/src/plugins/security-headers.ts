import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The hosts of the hosted captchas a brand may choose (hCaptcha, reCAPTCHA from google.com or
 * recaptcha.net), as their documentation lists them: the widget's script, frames, styles and calls.
 */
const HCAPTCHA_HOSTS = 'https://hcaptcha.com https://*.hcaptcha.com';
const RECAPTCHA_SCRIPTS =
  'https://www.google.com/recaptcha/ https://www.recaptcha.net/recaptcha/ https://www.gstatic.com/recaptcha/';
const RECAPTCHA_FRAMES =
  'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.recaptcha.net/recaptcha/';

/** Content-Security-Policy of every response: no plugins, no base tag, framing only by ourselves. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${HCAPTCHA_HOSTS} ${RECAPTCHA_SCRIPTS}`,
  `style-src 'self' 'unsafe-inline' ${HCAPTCHA_HOSTS}`,
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ws: wss: ${HCAPTCHA_HOSTS}`,
  `frame-src 'self' ${HCAPTCHA_HOSTS} ${RECAPTCHA_FRAMES}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/** Headers of every response, in the order they are set (the feed's fast path sends the same). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** HSTS, sent over HTTPS only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** The request id (Fastify's `genReqId`): the client's `x-request-id` when well formed, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Whether a raw request came over HTTPS: the last `x-forwarded-proto` entry when the proxy is trusted
 * (as Fastify's `request.protocol`), else the socket. For replies made outside a route context
 * (router errors), whose request object ignores `trustProxy`.
 */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? req.headers['x-forwarded-proto'] : undefined;
  if (typeof forwarded === 'string' && forwarded !== '') {
    const comma = forwarded.lastIndexOf(',');
    return (comma === -1 ? forwarded : forwarded.slice(comma + 1)).trim() === 'https';
  }
  return (req.socket as { encrypted?: boolean } | null)?.encrypted === true;
}

/** Sets the security headers (and the request id) on one reply; HSTS only over HTTPS. */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply, https = req.protocol === 'https') {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  reply.header('x-request-id', req.id);
}

/** Security headers on every response (ASVS 3.4). */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    applySecurityHeaders(req, reply);
    return payload;
  });
}

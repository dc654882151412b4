// Sends a cached answer as is: no serialiser, the pre-compressed body when gzip is accepted,
// and 304 when the client already holds this version.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './feed-snapshot';

const GZIP_REFUSED = /gzip\s*;\s*q=0(\.0+)?\s*(,|$)/;

/** Whether an Accept-Encoding header lets us send gzip. */
export function acceptsGzip(header: string | undefined): boolean {
  return header?.includes('gzip') === true && !GZIP_REFUSED.test(header);
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header === '*') return true;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}`;
  });
}

/** `cacheControl` is `private, no-cache` for an answer made for one player (their disallowed sports). */
export function sendAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl = 'no-cache',
): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('vary', 'accept-encoding');
  reply.header('cache-control', cacheControl);
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (acceptsGzip(req.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    return reply.send(answer.gzip);
  }
  return reply.send(answer.body);
}

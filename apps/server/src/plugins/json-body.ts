import type { FastifyInstance, FastifyRequest } from 'fastify';

type JsonParser = (req: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) => void;

/** The JSON media types the app reads: plain JSON and the json-api type of the token calls. */
export const JSON_MEDIA_TYPES = ['application/json', 'application/vnd.api+json'] as const;

/**
 * Fastify's JSON parser (`__proto__` and `constructor.prototype` refused) that reads an empty body as
 * `{}`: clients (ours included, until it stopped) and proxies send `Content-Type: application/json`
 * with no body on calls that take no input, and Fastify's own parser answers those with a 400, which
 * once left logout without effect (issue 16). A body of only whitespace is still invalid JSON.
 */
export function emptyAsObjectJsonParser(app: FastifyInstance): JsonParser {
  const parse = app.getDefaultJsonParser('error', 'error') as JsonParser;
  return (req, body, done) => {
    if (body.length === 0) {
      done(null, {});
      return;
    }
    parse(req, body, done);
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Replaces the root JSON parsers, before any route or scope is registered, so every route inherits
 * them; and reads a call with no body and no body type as `{}` too (what our client sends when a
 * call has no parameters), so "no input" means the same however it is sent. A scope that needs its
 * own JSON parser (a signed callback keeping the raw bytes) wraps `emptyAsObjectJsonParser`.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parser = emptyAsObjectJsonParser(app);
  for (const type of JSON_MEDIA_TYPES) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'string' }, parser);
  }
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.headers['content-type'] === undefined && BODY_METHODS.has(req.method)) {
      req.body = {};
    }
  });
}

/**
 * For a scope of signed callbacks (payments, verification, the casino wallet): JSON is read as the
 * root reads it, and the exact bytes received are kept beside the parsed body, since the signature
 * covers them. Returns the raw body of a request of this scope ('' when it had none).
 */
export function keepRawJsonBodies(scope: FastifyInstance, bodyLimit: number): (req: FastifyRequest) => string {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = emptyAsObjectJsonParser(scope);
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (req, body, done) => {
    rawBodies.set(req, body as string);
    parseJson(req, body as string, done);
  });
  return (req) => rawBodies.get(req) ?? '';
}

// The feed's fast path, in front of Fastify (docs/decisions/0008-feed-fast-path.md): a GET of a
// feed URL whose answer is already cached for the current data version is written straight on the
// Node server, headers and pre-serialised (pre-gzipped) bytes in one write, with exactly the
// status and headers the normal route sends (cached-reply.ts, plugins/security-headers.ts).
// Everything else (a URL not answered yet, a stale answer, an error, another method, a request
// with a body, the app closing) goes to Fastify as before.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { Histogram, Registry } from 'prom-client';
import { isHttps, requestIdOf, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../../plugins/security-headers';
import { acceptsGzip, matchesEtag } from './cached-reply';
import type { CurrentAnswer } from './routes/cached-route';
import { FEED_PREFIX } from './routes/cached-route';

export interface FastPathOptions {
  /** Set when the app registers plugins/security-headers.ts: its headers and the request id. */
  security?: {
    /** Fastify's `trustProxy` as a boolean: then `x-forwarded-proto` tells HTTPS (for HSTS). */
    trustProxy: boolean;
    /** Fastify's `genReqId`, sent back as `x-request-id`. */
    requestId: (req: IncomingMessage) => string;
  };
  /** Records one answer as the metrics plugin's `onResponse` hook does. */
  observe?: (route: string, status: number, seconds: number) => void;
}

export interface FastPathSource {
  currentAnswer: (url: string) => CurrentAnswer | undefined;
  /** True for a request whose answer may be a player's own (a Cookie with the sport-filter marker, ADR 0030). */
  isPersonal?: (cookieHeader: string | undefined) => boolean;
}

/** The server settings Fastify passes its server factory. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The options for the whole app (app.ts): the security headers and request ids of
 * plugins/security-headers.ts, and `http_request_duration_seconds` of plugins/metrics.ts.
 */
export function appFastPathOptions(trustProxy: boolean, metrics: Registry): FastPathOptions {
  const duration = metrics.getSingleMetric('http_request_duration_seconds') as Histogram | undefined;
  return {
    security: { trustProxy, requestId: requestIdOf },
    ...(duration
      ? {
          observe: (route: string, status: number, seconds: number) =>
            duration.observe({ method: 'GET', route, status }, seconds),
        }
      : {}),
  };
}

const SECURITY_PAIRS = Object.entries(SECURITY_HEADERS).flat();
const fastPaths = new WeakMap<Server, FeedFastPath>();

/** The fast path serving this server, if any (tests read its counters). */
export function feedFastPathOf(server: Server): FeedFastPath | undefined {
  return fastPaths.get(server);
}

export class FeedFastPath {
  readonly stats = { answered: 0, notModified: 0 };
  private source: FastPathSource | undefined;
  private options: FastPathOptions = {};

  /** For `Fastify({ serverFactory })`: the server Fastify would make, the fast path first. */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const opts = fastifyOptions as ServerSettings;
    const server = createServer(opts.http ?? {}, (req, res) => {
      if (!this.tryAnswer(req, res)) handler(req, res);
    });
    // What Fastify sets on the server it makes itself (its defaults are filled in by now).
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout ?? 0);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    fastPaths.set(server, this);
    return server;
  };

  /** Starts answering from the feed's cache; stops when the app starts closing (Fastify then sends 503s). */
  attach(app: FastifyInstance, source: FastPathSource, options: FastPathOptions = {}): void {
    this.source = source;
    this.options = options;
    app.addHook('preClose', async () => {
      this.source = undefined;
    });
  }

  /** Answers the request when it may; false leaves it untouched for Fastify. */
  tryAnswer(req: IncomingMessage, res: ServerResponse): boolean {
    const source = this.source;
    const url = req.url;
    if (source === undefined || req.method !== 'GET' || url === undefined) return false;
    if (!url.startsWith(FEED_PREFIX.line) && !url.startsWith(FEED_PREFIX.live)) return false;
    const headers = req.headers;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (headers.cookie !== undefined && source.isPersonal?.(headers.cookie)) return false;
    const start = this.options.observe ? performance.now() : 0;
    let found: CurrentAnswer | undefined;
    let out: string[];
    let body: Buffer | undefined;
    try {
      found = source.currentAnswer(url);
      if (found === undefined) return false;
      // The headers in the order the route, then the security plugin, then Fastify set them.
      const { answer } = found;
      out = ['etag', answer.etag, 'vary', 'accept-encoding', 'cache-control', 'no-cache'];
      if (!matchesEtag(headers['if-none-match'], answer.etag)) {
        out.push('content-type', 'application/json; charset=utf-8');
        if (acceptsGzip(headers['accept-encoding'])) {
          out.push('content-encoding', 'gzip');
          body = answer.gzip;
        } else {
          body = answer.body;
        }
      }
      const security = this.options.security;
      if (security) {
        out.push(...SECURITY_PAIRS);
        if (isHttps(req, security.trustProxy)) out.push('strict-transport-security', STRICT_TRANSPORT_SECURITY);
        out.push('x-request-id', security.requestId(req));
      }
    } catch {
      // Fastify answers it again, its error handler included.
      return false;
    }
    const status = body ? 200 : 304;
    if (body) {
      out.push('content-length', String(body.length));
      res.writeHead(status, out);
      res.end(body);
      this.stats.answered++;
    } else {
      res.writeHead(status, out);
      res.end();
      this.stats.notModified++;
    }
    this.options.observe?.(found.route, status, (performance.now() - start) / 1000);
    return true;
  }
}

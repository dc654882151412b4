import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Answers smaller than this go out as they are: the saving would not pay for the work (ADR 0023). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli's quality for answers compressed per request: 4 compresses JSON about as well as gzip -6 at
 * a fraction of quality 11's CPU (built files are compressed at 11 once, at build time).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** Routes whose answers the plugin leaves alone (see `keepsOwnEncoding`). */
const OWN_ENCODING_PREFIXES = ['/service-api/LineFeed/', '/service-api/LiveFeed/'];

/**
 * Whether a route keeps its own encoding: the WebSocket upgrade (frames are not HTTP bodies), the
 * feeds (pre-gzipped per data version and also sent by the fast path in front of Fastify, which must
 * stay byte-for-byte the same as the route, ADR 0008) and the built files of @fastify/static (sent
 * from their `.br`/`.gz` siblings; the few left are under the threshold or already compressed).
 */
export function keepsOwnEncoding(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  if (route.url === '/ws') return true;
  if (OWN_ENCODING_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return true;
  const config = route.config as { rootPath?: unknown } | undefined;
  return config?.rootPath !== undefined;
}

/**
 * Compresses answers above the threshold (brotli, else gzip, else as they are). Registered before the
 * routes: @fastify/compress adds its hook to each route as the route is added. Request bodies are not
 * inflated (only the answer side is wanted; a compressed body could also pass the body limit).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (keepsOwnEncoding(route)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip', 'identity'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}

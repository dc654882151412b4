// Declares a cached GET feed call once for the feeds it exists in: validate the query, check the
// partner, answer from the snapshot (rebuilding only when the data behind it moved).
//
// Fast path: a URL that was once validated and answered is remembered with its normalised key,
// dependencies and builder, so a repeat of it is answered in `onRequest`, before query parsing.
// Only answered URLs are remembered, so a URL that failed validation or the partner check is
// always validated again. `currentAnswer` lets the server-level fast path (fast-path.ts) answer
// the same URLs before Fastify, when their answer is already cached for the current data version.
import { feedAnswer } from '@fairline/shared/wire/feed';
import type { CommonFeedQuery } from '@fairline/shared/wire/feed-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendAnswer } from '../cached-reply';
import { type CallContext, callContext, type FeedContext } from '../feed-context';
import { presentationOf } from '../feed-query';
import type { CachedAnswer } from '../feed-snapshot';
import type { FeedName } from '../feed-versions';
import { Lru } from '../lru';

export const FEED_PREFIX: Record<FeedName, string> = {
  line: '/service-api/LineFeed/',
  live: '/service-api/LiveFeed/',
};

export interface CachedCall<S extends z.ZodType<CommonFeedQuery>, V extends z.ZodType> {
  name: string;
  feeds: readonly FeedName[];
  schema: S;
  /** The shared schema of the answer's `Value` (OpenAPI, contract tests; the builder must return it). */
  answer: V;
  summary: string;
  /** Version keys the answer depends on. */
  deps: (q: z.infer<S>, feed: FeedName, ctx: FeedContext) => string[];
  build: (call: CallContext, q: z.infer<S>) => z.output<V>;
}

interface KnownUrl {
  /** The route's path, as Fastify names it (the metrics' `route` label). */
  route: string;
  key: string;
  deps: string[];
  build: () => unknown;
}

const knownUrls = new WeakMap<FeedContext, Lru<string, KnownUrl>>();

function knownUrlsOf(ctx: FeedContext): Lru<string, KnownUrl> {
  let urls = knownUrls.get(ctx);
  if (!urls) {
    urls = new Lru(4000);
    knownUrls.set(ctx, urls);
  }
  return urls;
}

/** A cached answer of a known URL and the route that answers it. */
export interface CurrentAnswer {
  answer: CachedAnswer;
  route: string;
}

/**
 * The answer the route would send for this exact URL, when the URL was answered before and its
 * answer is cached for the current data version; undefined otherwise (nothing is built here).
 */
export function currentAnswer(ctx: FeedContext, url: string): CurrentAnswer | undefined {
  const known = knownUrls.get(ctx)?.get(url);
  if (!known) return undefined;
  ctx.snapshot.ensureFresh();
  const answer = ctx.snapshot.current(known.key, known.deps);
  return answer ? { answer, route: known.route } : undefined;
}

export function cachedCall<S extends z.ZodType<CommonFeedQuery>, V extends z.ZodType>(
  app: FastifyInstance,
  ctx: FeedContext,
  def: CachedCall<S, V>,
) {
  const urls = knownUrlsOf(ctx);
  // Cached answers go out as pre-serialised Buffers, which Fastify never serialises, so declaring the
  // answer adds no work to a request; only refusals (the error handler's envelope) are checked with it.
  const response = { 200: feedAnswer(def.answer) };
  const answerKnown = (req: FastifyRequest, reply: FastifyReply, known: KnownUrl) => {
    ctx.snapshot.ensureFresh();
    return sendAnswer(req, reply, ctx.snapshot.answer(known.key, known.deps, known.build));
  };
  const filter = ctx.sportFilter ? { needle: `${ctx.sportFilter.cookie}=` } : undefined;
  /** Built and cached per set of hidden sports (shared by players who hide the same), never remembered by URL. */
  const answerFiltered = (
    req: FastifyRequest,
    reply: FastifyReply,
    known: KnownUrl,
    excluded: ReadonlySet<number>,
    build: () => unknown,
  ) => {
    ctx.snapshot.ensureFresh();
    const key = `${known.key}|-${[...excluded].sort((a, b) => a - b).join(',')}`;
    return sendAnswer(req, reply, ctx.snapshot.answer(key, known.deps, build), 'private, no-cache');
  };
  for (const feed of def.feeds) {
    const route = `${FEED_PREFIX[feed]}${def.name}`;
    // No type provider: the handler reads the query as the schema's output and answers a Buffer.
    app.get(
      route,
      {
        schema: { tags: ['feed'], summary: def.summary, querystring: def.schema, response },
        onRequest: (req, reply, done) => {
          // A player's own answer (ADR 0030) is decided in the handler, after their session is read.
          if (filter && req.headers.cookie?.includes(filter.needle)) return done();
          const known = urls.get(req.url);
          if (!known) return done();
          try {
            answerKnown(req, reply, known);
          } catch (error) {
            // The game or championship may have gone since: the error handler answers as usual.
            urls.delete(req.url);
            done(error as Error);
          }
        },
      },
      async (req, reply) => {
        const q = req.query as z.infer<S>;
        const presentation = presentationOf(q);
        const known: KnownUrl = {
          route,
          key: `${feed}/${def.name}?${JSON.stringify(q)}`,
          deps: def.deps(q, feed, ctx),
          build: () => def.build(callContext(ctx, feed, presentation), q),
        };
        const personal = filter && ctx.sportFilter && req.headers.cookie?.includes(filter.needle);
        const excluded = personal ? await ctx.sportFilter?.excluded(req, feed) : null;
        if (excluded) {
          const build = () => def.build(callContext(ctx, feed, presentation, excluded), q);
          return answerFiltered(req, reply, known, excluded, build);
        }
        const sent = answerKnown(req, reply, known);
        urls.set(req.url, known);
        return sent;
      },
    );
  }
}

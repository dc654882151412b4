// Declares a cached GET feed call once for the feeds it exists in: validate the query, check the
// partner, answer from the snapshot (rebuilding only when the data behind it moved).
//
// Fast path: a URL that was once validated and answered is remembered with its normalised key,
// dependencies and builder, so a repeat of it is answered in `onRequest`, before query parsing.
// Only answered URLs are remembered, so a URL that failed validation or the partner check is
// always validated again. `currentAnswer` lets the server-level fast path (fast-path.ts) answer
// the same URLs before Fastify, when their answer is already cached for the current data version.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendAnswer } from '../cached-reply';
import { type CallContext, callContext, type FeedContext } from '../feed-context';
import { type CommonQuery, presentationOf } from '../feed-query';
import type { CachedAnswer } from '../feed-snapshot';
import type { FeedName } from '../feed-versions';
import { Lru } from '../lru';

export const FEED_PREFIX: Record<FeedName, string> = {
  line: '/service-api/LineFeed/',
  live: '/service-api/LiveFeed/',
};

export interface CachedCall<S extends z.ZodType<CommonQuery>> {
  name: string;
  feeds: readonly FeedName[];
  schema: S;
  summary: string;
  /** Version keys the answer depends on. */
  deps: (q: z.infer<S>, feed: FeedName, ctx: FeedContext) => string[];
  build: (call: CallContext, q: z.infer<S>) => unknown;
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

export function cachedCall<S extends z.ZodType<CommonQuery>>(
  app: FastifyInstance,
  ctx: FeedContext,
  def: CachedCall<S>,
) {
  const urls = knownUrlsOf(ctx);
  const answerKnown = (req: FastifyRequest, reply: FastifyReply, known: KnownUrl) => {
    ctx.snapshot.ensureFresh();
    return sendAnswer(req, reply, ctx.snapshot.answer(known.key, known.deps, known.build));
  };
  for (const feed of def.feeds) {
    const route = `${FEED_PREFIX[feed]}${def.name}`;
    app.withTypeProvider<ZodTypeProvider>().get(
      route,
      {
        schema: { tags: ['feed'], summary: def.summary, querystring: def.schema },
        onRequest: (req, reply, done) => {
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
        const sent = answerKnown(req, reply, known);
        urls.set(req.url, known);
        return sent;
      },
    );
  }
}

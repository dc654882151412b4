// Declares a cached GET feed call once for the feeds it exists in: validate the query, check the
// partner, answer from the snapshot (rebuilding only when the data behind it moved).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendAnswer } from '../cached-reply';
import { type CallContext, callContext, type FeedContext } from '../feed-context';
import { type CommonQuery, presentationOf } from '../feed-query';
import type { FeedName } from '../feed-versions';

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

export function cachedCall<S extends z.ZodType<CommonQuery>>(app: FastifyInstance, ctx: FeedContext, def: CachedCall<S>) {
  for (const feed of def.feeds) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `${FEED_PREFIX[feed]}${def.name}`,
      { schema: { tags: ['feed'], summary: def.summary, querystring: def.schema } },
      async (req, reply) => {
        const q = req.query as z.infer<S>;
        const presentation = presentationOf(q);
        ctx.snapshot.ensureFresh();
        const key = `${feed}/${def.name}?${JSON.stringify(q)}`;
        const answer = ctx.snapshot.answer(key, def.deps(q, feed, ctx), () =>
          def.build(callContext(ctx, feed, presentation), q),
        );
        return sendAnswer(req, reply, answer);
      },
    );
  }
}

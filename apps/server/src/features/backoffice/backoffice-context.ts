import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';

/** The app with zod schemas as its type provider. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the back office's route files share. */
export interface BackofficeContext {
  r: ZodApp;
  app: FastifyInstance;
  database: Database;
  now: () => Date;
  /** Manual adjustments above this many US dollars (converted per currency) need a second person (ADR 0048). */
  adjustmentThresholdUsd: number;
  /** Balance pushes on `user:<id>` after an adjustment posts. */
  pubsub: PubSub | undefined;
}

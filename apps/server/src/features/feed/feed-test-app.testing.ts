// A Fastify app with the same compilers and error handler as app.ts, the feed routes, and a
// trading engine on a manual clock fixed at T0 with a fixed seed.
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { registerErrorHandler } from '../../plugins/error-handler';
import { ManualClock } from '../../trading/clock';
import { TradingEngine } from '../../trading/engine';
import type { MarginConfig } from '../../trading/pricing/margin';
import { feedRoutes } from './feed.routes';

export const T0 = Date.parse('2026-11-22T12:00:00Z');
export const SEED = 20261122;
export const LINE = '/service-api/LineFeed/';
export const LIVE = '/service-api/LiveFeed/';

export type Json = Record<string, unknown> & {
  I: number;
  CI: number;
  E: { T: number; G: number; C: number; CV?: string }[];
};

export async function buildFeedApp(pubsub?: PubSub, margins?: MarginConfig) {
  const clock = new ManualClock(T0);
  const engine = new TradingEngine(SEED, clock, margins);
  const app = Fastify();
  // Every route as registered, with its schemas: the contract test checks each against its answers.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const feed = feedRoutes(app, { engine, clock, tickMs: 0, ...(pubsub ? { pubsub } : {}) });
  await app.ready();
  return { app, clock, engine, feed, routes };
}

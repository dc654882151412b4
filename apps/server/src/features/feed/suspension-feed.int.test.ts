// A staff suspension (ADR 0053) is laid over the engine's offer: the feed's cached answers that show
// the game are rebuilt at once, and the next tick publishes a live game's prices blocked on its topics.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { topics } from '../../infra/pubsub/topics';
import { registerErrorHandler } from '../../plugins/error-handler';
import { ManualClock } from '../../trading/clock';
import { TradingEngine } from '../../trading/engine';
import { type Feed, feedRoutes } from './feed.routes';
import { LINE, SEED, T0 } from './feed-test-app.testing';

const app = Fastify();
const clock = new ManualClock(T0);
const engine = new TradingEngine(SEED, clock);
const pubsub = new MemoryPubSub();
let feed: Feed;

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  feed = feedRoutes(app, { engine, clock, pubsub, tickMs: 0, suspensions: engine.suspensions });
  await app.ready();
});
afterAll(() => app.close());

type Wire = { B?: boolean; G: number };
const mainOutcomes = async (url: string, gameId: number): Promise<Wire[]> => {
  const res = await app.inject(url);
  expect(res.statusCode).toBe(200);
  const value = res.json().Value as { I: number; E: Wire[] }[] | { I: number; E: Wire[] };
  const games = Array.isArray(value) ? value : [value];
  return games.find((g) => g.I === gameId)?.E ?? [];
};

describe('suspensions in the feed', () => {
  it('rebuilds a line list that shows the game: its 1X2 prices blocked, and open again when lifted', async () => {
    const game = engine.listGames(T0, { kind: 'line', sportIds: [1] })[0];
    if (!game) throw new Error('no line game');
    const url = `${LINE}Get1x2_VZip?sports=1&count=500&lng=en`;
    const before = await mainOutcomes(url, game.id);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((o) => !o.B)).toBe(true);
    expect(feed.currentAnswer(url)).toBeDefined();

    engine.suspensions.replace([{ constId: game.constId, marketGroup: 1 }]);
    expect(feed.currentAnswer(url)).toBeUndefined();
    const during = await mainOutcomes(url, game.id);
    expect(during.filter((o) => o.G === 1).every((o) => o.B === true)).toBe(true);

    engine.suspensions.replace([]);
    expect((await mainOutcomes(url, game.id)).every((o) => !o.B)).toBe(true);
  });

  it('publishes a live game’s outcomes blocked on its topic at the next tick', async () => {
    const game = engine.listGames(T0, { kind: 'live' }).find((g) => g.E.some((o) => !o.B));
    if (!game) throw new Error('no live game with open prices');
    const received: { t: string; e?: Wire[] }[] = [];
    pubsub.subscribe(topics.game(game.id), (m) => received.push(m as { t: string; e?: Wire[] }));
    engine.suspensions.replace([{ constId: game.constId, marketGroup: null }]);
    clock.advance(1);
    feed.tick();
    const odds = received.filter((m) => m.t === 'odds').flatMap((m) => m.e ?? []);
    expect(odds.length).toBeGreaterThan(0);
    expect(odds.every((o) => o.B === true)).toBe(true);
    engine.suspensions.replace([]);
  });
});

/**
 * The server side of bench/crash-watchers.mjs: the studio's real crash room (fast rounds) and the real
 * /ws route on an in-process pub/sub, on a fresh in-memory PGlite. Demo players bet in every round and
 * half of them cash out in flight, so the topic carries bets and cash-outs as well as phase changes.
 * Prints `{"ready":port}`; stops on the stdin line `stop`.
 *
 * Env: BETTING_MS (default 1000), RATE_PER_MS (curve growth, default 0.0003), PLAYERS (default 50),
 * DATABASE_URL (PostgreSQL instead of PGlite).
 */
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { migrate } from '../src/db/migrate';
import { casinoStudioPlugin } from '../src/features/casino-studio';
import { realtimePlugin } from '../src/features/realtime';
import { openDatabase } from '../src/infra/db';
import { MemoryPubSub } from '../src/infra/pubsub/memory-pubsub';

const BETTING_MS = Number(process.env.BETTING_MS ?? 1000);
const RATE_PER_MS = Number(process.env.RATE_PER_MS ?? 0.0003);
const PLAYERS = Number(process.env.PLAYERS ?? 50);

// DATABASE_URL (crash-watchers.mjs --pg): PostgreSQL, as in production; else an in-memory PGlite, whose
// queries run on this process's own thread (the demo bets' writes then hold up the frames' flush).
const database = await openDatabase({
  dataDir: 'memory://',
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
await migrate(database);
const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
const pubsub = new MemoryPubSub();
await app.register(casinoStudioPlugin, {
  database,
  transport: { post: async () => ({ status: 500, body: null }) },
  secret: 'bench-secret-bench-secret-bench-secret',
  webDist: '/nonexistent',
  winRetryMs: 0,
  pubsub,
  crash: { bettingMs: BETTING_MS, afterBustMs: 500, ratePerMs: RATE_PER_MS },
});
await app.register(realtimePlugin, { pubsub, snapshot: (topic) => app.crashRoom.snapshotForTopic(topic) });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const sessions: string[] = [];
for (let i = 0; i < PLAYERS; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/studio-api/v1/sessions',
    payload: { demo: true, currency: 'EUR' },
  });
  sessions.push(res.json<{ session: string }>().session);
}
const post = (url: string, session: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${session}` }, payload });

// Each round: every player bets; half cash out at a random moment of the flight.
let lastRound = -1;
const pending = new Set<NodeJS.Timeout>();
const driver = setInterval(async () => {
  const snap = await app.crashRoom.snapshot();
  if (snap.phase !== 'betting' || snap.round === lastRound) return;
  lastRound = snap.round;
  const bets = await Promise.all(sessions.map((s) => post('/studio-api/v1/crash/bets', s, { stake: 100 })));
  bets.forEach((res, i) => {
    const id = res.statusCode === 200 ? res.json<{ bet: { id: string } }>().bet.id : null;
    const session = sessions[i];
    if (!id || !session || i % 2 === 1) return;
    const at = snap.started_at - Date.now() + Math.random() * 3000;
    const timer = setTimeout(
      () => {
        pending.delete(timer);
        void post(`/studio-api/v1/crash/bets/${id}/cashout`, session);
      },
      Math.max(0, at),
    );
    pending.add(timer);
  });
}, 100);

process.stdout.write(`${JSON.stringify({ ready: Number(new URL(address).port), bettingMs: BETTING_MS })}\n`);
createInterface({ input: process.stdin }).on('line', async (line) => {
  if (line.trim() !== 'stop') return;
  clearInterval(driver);
  for (const timer of pending) clearTimeout(timer);
  process.stdout.write(`${JSON.stringify({ stats: app.realtime.stats() })}\n`);
  await app.close();
  await database.close();
  process.exit(0);
});

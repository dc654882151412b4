/**
 * The server side of bench/ws-fanout.mjs: the real /ws route on an in-process pub/sub, plus a
 * publisher of odds changes. Talks to the driver in JSON lines: prints `{"ready":port}`, then one
 * sample a second; starts publishing on the stdin line `start`, stops on `stop`.
 *
 * Env: RATE (changes/s, default 200), GAMES (default 500), PAD (extra bytes per change, default 0);
 * MIN_FLUSH_MS, MAX_FLUSH_MS, FRAMES_PER_S, SLICE_MS, COHORTS override the hub's flush window
 * (flush-window.ts).
 * Each sample also carries the event loop's delay (p99 and max over that second), which shows how
 * long a flush keeps the loop busy. DIAG=1 logs to stderr what stalls it: GC pauses over 10 ms (and
 * a summary per GC kind at `stop`), timer gaps over 50 ms, flush slices and heartbeat ticks over
 * their budget.
 */
import { createHistogram, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { realtimePlugin } from '../src/features/realtime';
import { MemoryPubSub } from '../src/infra/pubsub/memory-pubsub';

const RATE = Number(process.env.RATE ?? 200);
const GAMES = Number(process.env.GAMES ?? 500);
const PAD = 'x'.repeat(Number(process.env.PAD ?? 0));
const flush = {
  minFlushMs: envNumber('MIN_FLUSH_MS'),
  maxFlushMs: envNumber('MAX_FLUSH_MS'),
  framesPerSecond: envNumber('FRAMES_PER_S'),
  sliceMs: envNumber('SLICE_MS'),
  cohorts: envNumber('COHORTS'),
};
const TOPIC = 'feed:sport:1:live';

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
const pubsub = new MemoryPubSub();
await app.register(realtimePlugin, { pubsub, flush });
const realtime = app.realtime;
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const print = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
print({ ready: Number(new URL(address).port) });

let published = 0;
let publisher: NodeJS.Timeout | undefined;
function startPublishing() {
  const startedAt = performance.now();
  publisher = setInterval(() => {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * RATE);
    for (; published < due; published++) {
      const entry: Record<string, unknown> = {
        T: 1 + (published % 3),
        G: 1,
        C: 1.5 + (published % 100) / 100,
        ts: Date.now(),
      };
      if (PAD) entry.x = PAD;
      void pubsub.publish(TOPIC, { t: 'odds', gameId: 1 + (Math.floor(published / 3) % GAMES), e: [entry] });
    }
  }, 5);
}

// The loop's delay: the gap between ticks of a 5 ms timer. Not monitorEventLoopDelay: its reset()
// forgets the previous tick, so a stall that began right after a sample (the old 20 s heartbeat
// fired in the same ms as this 1 s timer) was never recorded.
const LOOP_TICK_MS = 5;
const loopDelay = createHistogram();
let lastTick = performance.now();
setInterval(() => {
  const now = performance.now();
  loopDelay.record(Math.max(1, Math.round((now - lastTick) * 1e6)));
  lastTick = now;
}, LOOP_TICK_MS);
let lastCpu = process.cpuUsage();
let lastAt = performance.now();
setInterval(() => {
  const cpu = process.cpuUsage(lastCpu);
  const now = performance.now();
  const cores = (cpu.user + cpu.system) / 1000 / (now - lastAt);
  lastCpu = process.cpuUsage();
  lastAt = now;
  let buffered = 0;
  for (const ws of app.websocketServer.clients) buffered += ws.bufferedAmount;
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const loop = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
  loopDelay.reset();
  print({
    at: Date.now(),
    rss,
    heapUsed,
    external,
    arrayBuffers,
    buffered,
    cores,
    loop,
    published,
    stats: realtime.stats(),
  });
}, 1000);

if (process.env.DIAG) {
  const t0 = performance.now();
  const at = () => ((performance.now() - t0) / 1000).toFixed(2);
  const gcs = new Map<number, { n: number; total: number; max: number }>();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind: number } }).detail?.kind ?? 0;
      const g = gcs.get(kind) ?? { n: 0, total: 0, max: 0 };
      g.n++;
      g.total += e.duration;
      g.max = Math.max(g.max, e.duration);
      gcs.set(kind, g);
      if (e.duration > 10) console.error(`[diag ${at()}] gc kind=${kind} ${e.duration.toFixed(1)} ms`);
    }
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 50) console.error(`[diag ${at()}] stall ${(now - last).toFixed(0)} ms`);
    last = now;
  }, 10);
  const hub = realtime.hub as unknown as { heartbeat: () => void; fanout: Record<string, (...a: unknown[]) => void> };
  const beat = hub.heartbeat.bind(hub);
  hub.heartbeat = () => {
    const s = performance.now();
    beat();
    const d = performance.now() - s;
    if (d > 10) console.error(`[diag ${at()}] heartbeat tick ${d.toFixed(1)} ms`);
  };
  for (const name of ['flush', 'sendShared']) {
    const f = hub.fanout[name]?.bind(hub.fanout);
    if (!f) continue;
    hub.fanout[name] = (...a: unknown[]) => {
      const s = performance.now();
      f(...a);
      const d = performance.now() - s;
      if (d > 30) console.error(`[diag ${at()}] ${name} ${d.toFixed(1)} ms`);
    };
  }
  createInterface({ input: process.stdin }).on('line', (l) => {
    console.error(`[diag ${at()}] driver: ${l}`);
    if (l === 'stop')
      for (const [k, g] of gcs)
        console.error(`[diag] gc kind=${k} n=${g.n} total=${g.total.toFixed(0)} max=${g.max.toFixed(1)}`);
  });
}

createInterface({ input: process.stdin }).on('line', async (line) => {
  if (line === 'start') startPublishing();
  if (line === 'stop') {
    clearInterval(publisher);
    await app.close();
    process.exit(0);
  }
});

function envNumber(name: string): number | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : Number(value);
}

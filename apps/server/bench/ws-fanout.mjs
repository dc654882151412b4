#!/usr/bin/env node
/**
 * WebSocket fan-out benchmark. Starts bench/ws-server.ts (the real /ws route, in-process pub/sub,
 * a publisher of odds changes) on 127.0.0.1, connects N `ws` clients subscribed to one sport
 * list, and measures for a bounded time: changes delivered per second, change-to-client latency
 * (each change carries its publish time, the client reads its own clock on receipt), server CPU,
 * event-loop delay and RSS. The `slow` scenario pauses some clients' sockets to show that the
 * server sheds them and its memory stays flat.
 *
 * The clients run on the same 2 cores as the server, spread over `--threads` worker threads (2 by
 * default): reading and parsing a million changes a second takes about one core, and a single
 * thread doing it for 10,000 clients adds its own queueing to the latency it measures. Latency
 * still includes whatever queueing the clients' threads have.
 *
 *   node bench/ws-fanout.mjs [small] [large] [slow] [--seconds N] [--threads N]   (all three by default)
 *   env MIN_FLUSH_MS, MAX_FLUSH_MS, FRAMES_PER_S, SLICE_MS, COHORTS pass through to the server;
 *   DIAG=1 makes the server log GC pauses, loop stalls, long flush slices and heartbeat ticks to stderr;
 *   SERVER_NODE_ARGS adds node flags to the server only, e.g. "--cpu-prof --cpu-prof-dir /tmp/prof".
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCENARIOS = {
  small: { label: '2,000 clients × 200 changes/s', clients: 2000, rate: 200, seconds: 20 },
  large: { label: '10,000 clients × 100 changes/s', clients: 10_000, rate: 100, seconds: 20 },
  slow: {
    label: '100 readers + 100 paused, 2,000 changes/s of ~450 B',
    clients: 100,
    slow: 100,
    rate: 2000,
    pad: 400,
    seconds: 40,
    // A capped heap turns "memory stays bounded" into a pass/fail: unbounded buffering would crash.
    heapMiB: 384,
  },
};
const WARMUP_MS = 2000;
const MAX_SECONDS = 60;
const CONNECT_CONCURRENCY = 200;

if (isMainThread) await main();
else await clientThread(workerData);

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.indexOf(name) >= 0 ? Number(args[args.indexOf(name) + 1]) : undefined);
  const seconds = option('--seconds') && Math.min(MAX_SECONDS, option('--seconds'));
  const threads = Math.max(1, option('--threads') ?? 2);
  const names = args.filter((a, i) => a in SCENARIOS && !String(args[i - 1]).startsWith('--'));
  const chosen = names.length ? names : Object.keys(SCENARIOS);

  const results = [];
  for (const name of chosen) {
    const scenario = { ...SCENARIOS[name], ...(seconds ? { seconds } : {}) };
    const heap = scenario.heapMiB ? `, server heap capped at ${scenario.heapMiB} MiB` : '';
    console.log(`\n▶ ${name}: ${scenario.label}, ${scenario.seconds} s${heap}, clients on ${threads} thread(s)`);
    results.push({ name, ...(await run(scenario, threads)) });
  }
  printTable(results);
}

async function run(scenario, threads) {
  const server = startServer(scenario);
  const port = await server.ready;
  const workers = await startClientThreads(port, scenario, threads);
  const slow = scenario.slow ?? 0;
  console.log(`  ${scenario.clients + slow} clients subscribed (${slow} paused)`);

  server.send('start');
  await sleep(WARMUP_MS);
  for (const w of workers) w.postMessage('measure');
  const from = server.samples.length;
  const clientCpu = process.cpuUsage();
  const startedAt = performance.now();
  const timeline = [];
  while (performance.now() - startedAt < scenario.seconds * 1000) {
    await sleep(1000);
    const last = server.samples.at(-1);
    if (last) timeline.push(last);
  }
  const reports = await Promise.all(workers.map((w) => w.report()));
  const elapsed = (performance.now() - startedAt) / 1000;
  const clientCpuUsed = process.cpuUsage(clientCpu);
  const delivered = reports.reduce((sum, r) => sum + r.delivered, 0);
  const hist = new Uint32Array(10_001);
  for (const r of reports) {
    for (let ms = 0; ms < hist.length; ms++) hist[ms] += r.hist[ms];
  }
  const window = server.samples.slice(from);
  const first = window[0];
  const last = window.at(-1);
  // A server too busy to sample has fewer than two samples in the window; then rates read n/a.
  const span = (last.at - first.at) / 1000 || Number.NaN;
  server.send('stop');
  await Promise.all(workers.map((w) => w.terminate()));
  await server.exited;

  const publishedPerS = (last.published - first.published) / span;
  const rss = window.map((s) => s.rss);
  {
    const every5 = timeline.filter((_, i) => i % 5 === 0);
    const row = (label, read) => console.log(`  ${label.padEnd(34)} ${every5.map(read).join(' → ')}`);
    row('server RSS every 5 s (MiB):', (s) => mib(s.rss));
    row('of it JS heap (MiB):', (s) => mib(s.heapUsed));
    row('sum of bufferedAmount (MiB):', (s) => mib(s.buffered));
    if (scenario.slow) row('slow clients dropped so far:', (s) => s.stats.droppedSlowClients);
  }
  return {
    clients: `${scenario.clients}${slow ? ` + ${slow} paused` : ''}`,
    publishedPerS,
    deliveredPerS: delivered / elapsed,
    targetPerS: publishedPerS * scenario.clients,
    p50: percentile(hist, 0.5),
    p99: percentile(hist, 0.99),
    cores: window.reduce((sum, s) => sum + s.cores, 0) / window.length,
    framesPerS: (last.stats.framesSent - first.stats.framesSent) / span,
    encodedPerS: (last.stats.framesEncoded - first.stats.framesEncoded) / span,
    windowMs: last.stats.flushWindowMs,
    loopP99: Math.max(...window.map((s) => s.loop.p99)),
    loopMax: Math.max(...window.map((s) => s.loop.max)),
    clientCores: (clientCpuUsed.user + clientCpuUsed.system) / 1e6 / elapsed,
    rss: `${mib(rss[0])} / ${mib(Math.max(...rss))} / ${mib(rss.at(-1))}`,
    dropped: last.stats.droppedSlowClients,
  };
}

function startServer(scenario) {
  const heap = scenario.heapMiB ? [`--max-old-space-size=${scenario.heapMiB}`] : [];
  // SERVER_NODE_ARGS: extra node flags for the server only (e.g. `--cpu-prof --cpu-prof-dir /tmp/p`).
  const extra = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...heap, ...extra, '--import', 'tsx', 'bench/ws-server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, RATE: String(scenario.rate), PAD: String(scenario.pad ?? 0) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const samples = [];
  let onReady;
  const ready = new Promise((resolve) => (onReady = resolve));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const message = JSON.parse(line);
    if (message.ready) onReady(message.ready);
    else samples.push(message);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killer = setTimeout(() => child.kill('SIGKILL'), (scenario.seconds + 120) * 1000);
  exited.then(() => clearTimeout(killer));
  return { ready, samples, exited, send: (line) => child.stdin.write(`${line}\n`) };
}

/** Deals the readers and the paused clients over `threads` worker threads, connected and subscribed. */
async function startClientThreads(port, scenario, threads) {
  const share = (total, t) => Math.floor(total / threads) + (t < total % threads ? 1 : 0);
  return Promise.all(
    Array.from({ length: threads }, async (_, t) => {
      const data = { port, readers: share(scenario.clients, t), slow: share(scenario.slow ?? 0, t) };
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: data });
      const next = () => new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
      await next();
      return {
        postMessage: (message) => worker.postMessage(message),
        report: () => {
          const reply = next();
          worker.postMessage('report');
          return reply;
        },
        terminate: () => worker.terminate(),
      };
    }),
  );
}

/** One client thread: connects its clients, then counts changes and latencies while measuring. */
async function clientThread({ port, readers, slow }) {
  const state = { delivered: 0, hist: new Uint32Array(10_001), measuring: false };
  for (let i = 0; i < readers + slow; i += CONNECT_CONCURRENCY) {
    const batch = [];
    for (let j = i; j < Math.min(readers + slow, i + CONNECT_CONCURRENCY); j++) {
      batch.push(connectClient(port, j >= readers, state));
    }
    await Promise.all(batch);
  }
  parentPort.on('message', (message) => {
    if (message === 'measure') state.measuring = true;
    if (message !== 'report') return;
    state.measuring = false;
    parentPort.postMessage({ delivered: state.delivered, hist: state.hist });
  });
  parentPort.postMessage('connected');
}

function connectClient(port, slow, state) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => ws.send('{"op":"sub","topics":["feed:sport:1:live"]}'));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.t === 'subscribed') {
        // A paused socket stops reading: the kernel buffers fill, then the server's.
        if (slow) ws.pause();
        resolve(ws);
        return;
      }
      if (frame.t !== 'batch' || !state.measuring) return;
      const now = Date.now();
      for (const item of frame.items) {
        for (const entry of item.e) {
          state.delivered++;
          state.hist[Math.min(10_000, Math.max(0, now - entry.ts))]++;
        }
      }
    });
  });
}

function percentile(hist, q) {
  const total = hist.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let ms = 0; ms < hist.length; ms++) {
    seen += hist[ms];
    if (seen >= total * q) return ms;
  }
  return Number.NaN;
}

function printTable(rows) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const table = rows.map((r) => ({
    scenario: r.name,
    clients: r.clients,
    'published/s': fmt(r.publishedPerS),
    'delivered changes/s': fmt(r.deliveredPerS),
    'of target': `${Math.round((100 * r.deliveredPerS) / r.targetPerS)}%`,
    'frames/s': fmt(r.framesPerS),
    'encoded/s': fmt(r.encodedPerS),
    'window ms': r.windowMs,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'server cores': r.cores.toFixed(2),
    'client cores': r.clientCores.toFixed(2),
    'loop delay p99/max ms': `${Math.round(r.loopP99)} / ${Math.round(r.loopMax)}`,
    'RSS MiB start/max/end': r.rss,
    'dropped slow': r.dropped,
  }));
  console.log(
    '\nResults (latency: publish → receipt, timed by the client; includes the adaptive coalescing window, 40–250 ms by default)',
  );
  console.table(table);
}

function mib(bytes) {
  return Math.round(bytes / 1024 / 1024);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

#!/usr/bin/env node
/**
 * WebSocket fan-out benchmark. Starts bench/ws-server.ts (the real /ws route, in-process pub/sub,
 * a publisher of odds changes) on 127.0.0.1, connects N `ws` clients subscribed to one sport
 * list, and measures for a bounded time: changes delivered per second, change-to-client latency
 * (each change carries its publish time), server CPU and RSS. The `slow` scenario pauses some
 * clients' sockets to show that the server sheds them and its memory stays flat.
 *
 *   node bench/ws-fanout.mjs [small] [large] [slow] [--seconds N]     (all three by default)
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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

const args = process.argv.slice(2);
const secondsArg = args.indexOf('--seconds');
const seconds = secondsArg >= 0 ? Math.min(MAX_SECONDS, Number(args[secondsArg + 1])) : undefined;
const names = args.filter((a, i) => a in SCENARIOS && args[i - 1] !== '--seconds');
const chosen = names.length ? names : Object.keys(SCENARIOS);

const results = [];
for (const name of chosen) {
  const scenario = { ...SCENARIOS[name], ...(seconds ? { seconds } : {}) };
  const heap = scenario.heapMiB ? `, server heap capped at ${scenario.heapMiB} MiB` : '';
  console.log(`\n▶ ${name}: ${scenario.label}, ${scenario.seconds} s${heap}`);
  results.push({ name, ...(await run(scenario)) });
}
printTable(results);

async function run(scenario) {
  const server = startServer(scenario);
  const port = await server.ready;
  const clients = await connectClients(port, scenario);
  const readers = clients.filter((c) => !c.slow);
  console.log(`  ${clients.length} clients subscribed (${clients.length - readers.length} paused)`);

  const state = { delivered: 0, hist: new Uint32Array(10_001), measuring: false };
  for (const c of readers) c.state = state;
  server.send('start');
  await sleep(WARMUP_MS);
  state.measuring = true;
  const from = server.samples.length;
  const clientCpu = process.cpuUsage();
  const startedAt = performance.now();
  const timeline = [];
  while (performance.now() - startedAt < scenario.seconds * 1000) {
    await sleep(1000);
    const last = server.samples.at(-1);
    if (last) timeline.push(last);
  }
  state.measuring = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  const clientCpuUsed = process.cpuUsage(clientCpu);
  const window = server.samples.slice(from);
  const first = window[0];
  const last = window.at(-1);
  // A server too busy to sample has fewer than two samples in the window; then rates read n/a.
  const span = (last.at - first.at) / 1000 || Number.NaN;
  server.send('stop');
  for (const c of clients) c.ws.terminate();
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
    clients: `${readers.length}${scenario.slow ? ` + ${scenario.slow} paused` : ''}`,
    publishedPerS,
    deliveredPerS: state.delivered / elapsed,
    targetPerS: publishedPerS * readers.length,
    p50: percentile(state.hist, 0.5),
    p99: percentile(state.hist, 0.99),
    cores: window.reduce((sum, s) => sum + s.cores, 0) / window.length,
    framesPerS: (last.stats.framesSent - first.stats.framesSent) / span,
    clientCores: (clientCpuUsed.user + clientCpuUsed.system) / 1e6 / elapsed,
    rss: `${mib(rss[0])} / ${mib(Math.max(...rss))} / ${mib(rss.at(-1))}`,
    dropped: last.stats.droppedSlowClients,
  };
}

function startServer(scenario) {
  const heap = scenario.heapMiB ? [`--max-old-space-size=${scenario.heapMiB}`] : [];
  const child = spawn(process.execPath, [...heap, '--import', 'tsx', 'bench/ws-server.ts'], {
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

async function connectClients(port, scenario) {
  const total = scenario.clients + (scenario.slow ?? 0);
  const clients = [];
  for (let i = 0; i < total; i += CONNECT_CONCURRENCY) {
    const batch = [];
    for (let j = i; j < Math.min(total, i + CONNECT_CONCURRENCY); j++) {
      batch.push(connectClient(port, j >= scenario.clients));
    }
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

function connectClient(port, slow) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
    const client = { ws, slow, state: null };
    ws.once('error', reject);
    ws.once('open', () => ws.send('{"op":"sub","topics":["feed:sport:1:live"]}'));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.t === 'subscribed') {
        // A paused socket stops reading: the kernel buffers fill, then the server's.
        if (slow) ws.pause();
        resolve(client);
        return;
      }
      const state = client.state;
      if (frame.t !== 'batch' || !state?.measuring) return;
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
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'server cores': r.cores.toFixed(2),
    'client cores': r.clientCores.toFixed(2),
    'RSS MiB start/max/end': r.rss,
    'dropped slow': r.dropped,
  }));
  console.log('\nResults (latency: publish → client, includes the 150 ms coalescing window)');
  console.table(table);
}

function mib(bytes) {
  return Math.round(bytes / 1024 / 1024);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

#!/usr/bin/env node
/**
 * The crash room watched by many sockets (issue 21 section 5: "the crash round with 2,000 watching
 * sockets, p99 publish → client under 100 ms"). Starts bench/crash-server.ts (the studio's real crash
 * room with fast rounds, demo players betting and cashing out, the real /ws route), connects N `ws`
 * clients to `casino:crash:main` and measures, for each phase frame, the time from the moment the
 * server published it to the client's receipt (same machine, same clock):
 *   - `crash:betting`: published at `betting_ends_at − BETTING_MS` exactly (publish → client);
 *   - `crash:flight` and `crash:bust`: scheduled at `started_at` / `at` (scheduled → client); the room's
 *     timer fires at those instants (ADR 0058, "Exact timers"), so this is publish → client plus the
 *     timer's lateness on a busy event loop (up to one 50 ms loop tick before 2026-11-27).
 * Bets and cash-outs carry no timestamp; they are counted.
 *
 *   node bench/crash-watchers.mjs [--clients N] [--seconds N] [--pg]   (2,000 clients, 30 s by default)
 *
 * `--pg`: the room's database is a PostgreSQL cluster of its own (bench/pg-cluster.mjs), as in production,
 * instead of an in-memory PGlite in the server's process (whose queries run on the event loop).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { runPg, startCluster } from './pg-cluster.mjs';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const CLIENTS = option('--clients', 2000);
const SECONDS = option('--seconds', 30);
const TOPIC = 'casino:crash:main';

let cluster;
const env = { ...process.env };
if (args.includes('--pg')) {
  cluster = startCluster({ port: 55460 });
  await runPg('createdb', ['-h', '127.0.0.1', '-p', '55460', '-U', 'postgres', 'crash']);
  env.DATABASE_URL = cluster.url('crash');
}
process.on('exit', () => cluster?.stop());
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/crash-server.ts'], {
  cwd: SERVER_DIR,
  env,
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout });
const { ready: port, bettingMs } = await new Promise((resolve) =>
  lines.once('line', (line) => resolve(JSON.parse(line))),
);

const latency = { 'crash:betting': [], 'crash:flight': [], 'crash:bust': [] };
const counts = { 'crash:bet': 0, 'crash:cashout': 0, snapshots: 0 };
let measuring = false;

function onFrame(raw) {
  const now = Date.now();
  const frame = JSON.parse(raw);
  if (frame.t === 'snapshot') counts.snapshots++;
  if (frame.t !== 'batch' || !measuring) return;
  for (const item of frame.items) {
    if (item.t === 'crash:betting') latency[item.t].push(now - (item.betting_ends_at - bettingMs));
    else if (item.t === 'crash:flight') latency[item.t].push(now - item.started_at);
    else if (item.t === 'crash:bust') latency[item.t].push(now - item.at);
    else if (item.t in counts) counts[item.t]++;
  }
}

const sockets = [];
for (let i = 0; i < CLIENTS; i += 200) {
  await Promise.all(
    Array.from({ length: Math.min(200, CLIENTS - i) }, async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
      ws.on('message', (data) => onFrame(data.toString()));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      ws.send(JSON.stringify({ op: 'sub', topics: [TOPIC] }));
      sockets.push(ws);
    }),
  );
}
console.log(`${sockets.length} sockets watch ${TOPIC}; measuring ${SECONDS} s`);
await new Promise((r) => setTimeout(r, 2000));
measuring = true;
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;

const stats = new Promise((resolve) => lines.on('line', (line) => resolve(JSON.parse(line).stats)));
child.stdin.write('stop\n');
const hub = await stats;
for (const ws of sockets) ws.terminate();

const q = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : Number.NaN;
};
console.log('\n| frame | deliveries | p50 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, values] of Object.entries(latency)) {
  console.log(`| ${name} | ${values.length} | ${q(values, 0.5)} | ${q(values, 0.99)} | ${Math.max(...values)} |`);
}
console.log(
  `\nbets delivered ${counts['crash:bet']}, cash-outs delivered ${counts['crash:cashout']}, snapshots ${counts.snapshots}; hub: ${JSON.stringify(hub)}`,
);

#!/usr/bin/env node
/**
 * `npm run bench` — runs the benchmarks one after another, each in its own process:
 *   node bench/run.mjs [feed|ws|bets|pglite|cold|web|casino|crash|all ...] [-- args for the one benchmark]
 * With no name, all of them. After `--` the arguments go to the benchmark named (one only),
 * e.g. `node bench/run.mjs ws -- small slow` or `node bench/run.mjs bets -- --seconds 10`.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const BENCHES = {
  feed: { script: 'feed-load.mjs', about: 'feed vs nginx on the same bytes (autocannon)' },
  ws: { script: 'ws-fanout.mjs', about: 'WebSocket fan-out: 2,000 and 10,000 clients, slow clients' },
  bets: { script: 'bets-load.mjs', about: 'MakeBetWeb and place_bet vs pgbench TPC-B on PostgreSQL' },
  pglite: { script: 'bets-pglite.mjs', about: 'place_bet vs a TPC-B loop on PGlite' },
  cold: { script: 'cold-start.mjs', about: 'process start to /health/ready: empty folder, template, warm, memory' },
  web: { script: 'web-lighthouse.mjs', about: 'Lighthouse (mobile) on the public pages vs an empty React + Vite page' },
  casino: { script: 'casino-rtp.mjs', about: 'measured vs theoretical RTP of our studio games (worker threads)' },
  crash: { script: 'crash-watchers.mjs', about: 'the live crash room watched by 2,000 sockets: publish → client' },
};

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const names = dash >= 0 ? argv.slice(0, dash) : argv;
const passed = dash >= 0 ? argv.slice(dash + 1) : [];
const unknown = names.filter((n) => n !== 'all' && !(n in BENCHES));
if (unknown.length > 0 || (passed.length > 0 && names.length !== 1)) {
  console.error(`usage: node bench/run.mjs [${Object.keys(BENCHES).join('|')}|all ...] [-- args for one benchmark]`);
  for (const [name, { about }] of Object.entries(BENCHES)) console.error(`  ${name.padEnd(7)} ${about}`);
  process.exit(2);
}
const chosen = names.length === 0 || names.includes('all') ? Object.keys(BENCHES) : [...new Set(names)];

let failed = 0;
for (const name of chosen) {
  const { script } = BENCHES[name];
  console.log(
    `\n═══ ${name}: ${script} ${passed.join(' ')}  (${new Date().toISOString()}, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
  );
  const { status, signal } = spawnSync(process.execPath, [join(HERE, script), ...passed], {
    cwd: join(HERE, '..'),
    stdio: 'inherit',
  });
  if (status !== 0) {
    failed++;
    console.error(`${name} failed (${status ?? signal})`);
  }
}
process.exit(failed > 0 ? 1 : 0);

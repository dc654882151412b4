#!/usr/bin/env node
/**
 * Bet placement on PGlite (the server's embedded database), side by side with a TPC-B loop on the
 * same PGlite: one process, one connection, calls in sequence (PGlite serves one at a time).
 * For each of an in-memory and an on-disk database (the server's DATA_DIR case): the app's
 * migrations and seed, pgbench's tables at scale 1, then for a bounded time each
 *   - TPC-B as pgbench runs it: BEGIN, its five statements, END (seven calls);
 *   - TPC-B as one statement (a CTE doing the five);
 *   - place_bet, the stored function MakeBetWeb ends in, for a line single of funded players.
 *
 *   node bench/bets-pglite.mjs [--seconds N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { placeBetArgs, preparePlayers } from './bets-fixtures.mjs';
import { quantile } from './bets-runs.mjs';

register();
const { openDatabase } = await import('../src/infra/db');
const { migrate } = await import('../src/db/migrate');
const { seedDemo } = await import('../src/db/seed');

const args = process.argv.slice(2);
const secondsAt = args.indexOf('--seconds');
const SECONDS = Math.min(60, secondsAt >= 0 ? Number(args[secondsAt + 1]) : 10);
const ACCOUNTS = 100_000;

const TPCB_TABLES = `
create table pgbench_branches (bid int primary key, bbalance int, filler char(88)) with (fillfactor = 100);
create table pgbench_tellers (tid int primary key, bid int, tbalance int, filler char(84)) with (fillfactor = 100);
create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84)) with (fillfactor = 100);
create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
insert into pgbench_branches (bid, bbalance) values (1, 0);
insert into pgbench_tellers (tid, bid, tbalance) select t, 1, 0 from generate_series(1, 10) t;
insert into pgbench_accounts (aid, bid, abalance, filler) select a, 1, 0, '' from generate_series(1, ${ACCOUNTS}) a;`;

const tpcbArgs = () => [
  1 + Math.floor(Math.random() * ACCOUNTS),
  1 + Math.floor(Math.random() * 10),
  1,
  Math.floor(Math.random() * 10_001) - 5000,
];

async function tpcbFive(pglite) {
  const [aid, tid, bid, delta] = tpcbArgs();
  await pglite.query('begin');
  await pglite.query('update pgbench_accounts set abalance = abalance + $1 where aid = $2', [delta, aid]);
  await pglite.query('select abalance from pgbench_accounts where aid = $1', [aid]);
  await pglite.query('update pgbench_tellers set tbalance = tbalance + $1 where tid = $2', [delta, tid]);
  await pglite.query('update pgbench_branches set bbalance = bbalance + $1 where bid = $2', [delta, bid]);
  await pglite.query(
    'insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, $2, $3, $4, current_timestamp)',
    [tid, bid, aid, delta],
  );
  await pglite.query('end');
}

const TPCB_ONE = `
with a as (update pgbench_accounts set abalance = abalance + $4 where aid = $1 returning abalance),
     t as (update pgbench_tellers set tbalance = tbalance + $4 where tid = $2),
     b as (update pgbench_branches set bbalance = bbalance + $4 where bid = $3),
     h as (insert into pgbench_history (tid, bid, aid, delta, mtime) values ($2, $3, $1, $4, current_timestamp))
select abalance from a`;

async function tpcbOne(pglite) {
  const [aid, tid, bid, delta] = tpcbArgs();
  await pglite.query(TPCB_ONE, [aid, tid, bid, delta]);
}

const PLACE_BET = `select r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at
  from place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

async function loop(label, call) {
  for (let i = 0; i < 200; i++) await call();
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  const startedAt = performance.now();
  while (performance.now() < until) {
    const t = performance.now();
    await call();
    latencies.push(performance.now() - t);
  }
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, rate: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

async function measure(kind) {
  const dir = kind === 'disk' ? mkdtempSync(join(tmpdir(), 'fairline-pglite-')) : undefined;
  const database = await openDatabase({ dataDir: dir ?? 'memory://' });
  try {
    await migrate(database);
    await seedDemo(database);
    const pglite = database.pglite;
    await pglite.exec(TPCB_TABLES);
    // VACUUM refuses to run inside the implicit transaction of a multi-statement exec.
    await pglite.exec('vacuum analyze');
    const players = await preparePlayers(pglite, { count: 1000, balance: 10_000_000 });
    const offer = {
      game: { I: 1, CI: 1, SI: 1, LI: 17, S: Math.floor(Date.now() / 1000) + 86_400, O1E: 'Home', O2E: 'Away' },
      outcome: { T: 1, G: 1, C: 2.4 },
    };
    // An answer of the size the server stores with a single (about 650 bytes).
    const argsFor = placeBetArgs(offer, { Coupon: { Events: [{ GameName: 'Home — Away' }], pad: 'x'.repeat(550) } });
    let n = 0;
    const rows = [];
    rows.push(await loop('TPC-B, BEGIN + 5 statements + END', () => tpcbFive(pglite)));
    rows.push(await loop('TPC-B as one CTE statement', () => tpcbOne(pglite)));
    rows.push(
      await loop('place_bet (one statement)', () => {
        const player = players[n++ % players.length];
        return pglite.query(PLACE_BET, argsFor(player.id, player.sessionId));
      }),
    );
    return rows.map((r) => ({ database: kind, ...r }));
  } finally {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`\n▶ pglite: TPC-B loop vs place_bet on PGlite, ${SECONDS} s each, one connection`);
const results = [...(await measure('memory')), ...(await measure('disk'))];
const tpcb = (db) => results.find((r) => r.database === db && r.label.startsWith('TPC-B, BEGIN'))?.rate;
console.log(
  `\nPGlite, ${SECONDS} s per loop, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.table(
  results.map((r) => ({
    database: r.database,
    loop: r.label,
    'tx/s': Math.round(r.rate).toLocaleString('en-US'),
    'p50 ms': r.p50.toFixed(2),
    'p99 ms': r.p99.toFixed(2),
    'of TPC-B': `${Math.round((100 * r.rate) / tpcb(r.database))} %`,
  })),
);

// The three measurements of bets-load.mjs: pgbench's built-in TPC-B, MakeBetWeb over HTTP (wrk or
// autocannon), and the place_bet stored function called directly. Each answers { rate, p50, p99,
// errors } (ms, per s).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { couponBody, MAKE_BET } from './bets-fixtures.mjs';
import { runWrk } from './bets-wrk.mjs';
import { runPg } from './pg-cluster.mjs';

/** The q-quantile of latencies in ms. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

function pgArgs(cluster) {
  return ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres'];
}

/** pgbench -i -s scale into a database of its own. */
export async function initPgbench(cluster, scale) {
  await runPg('createdb', [...pgArgs(cluster), 'pgbench']);
  await runPg('pgbench', [...pgArgs(cluster), '-i', '-s', String(scale), '-q', 'pgbench']);
}

/**
 * pgbench's TPC-B (sort of) with prepared statements: tps as pgbench prints it, the latency
 * quantiles from its per-transaction log (written into the cluster's directory, then deleted).
 */
export async function runPgbench(cluster, clients, seconds) {
  const prefix = `pgbench-c${clients}`;
  const out = await runPg('pgbench', [
    ...pgArgs(cluster),
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    '-M',
    'prepared',
    '-l',
    '--log-prefix',
    join(cluster.dir, prefix),
    'pgbench',
  ]);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  const latencies = [];
  for (const file of readdirSync(cluster.dir).filter((f) => f.startsWith(prefix))) {
    const path = join(cluster.dir, file);
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      // client_id transaction_no time(µs) script_no time_epoch time_us
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros)) latencies.push(micros / 1000);
    }
    rmSync(path);
  }
  latencies.sort((a, b) => a - b);
  return { rate: tps, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), errors: failed };
}

/**
 * MakeBetWeb singles from `connections` keep-alive connections (one request in flight on each):
 * every request a new betGuid, players taken in turn, from wrk (bets-wrk.mjs) or autocannon. Bets/s
 * counts the bets the database holds afterwards, not just 200s; errors are socket errors, non-2xx
 * answers and Success:false refusals.
 */
export async function runHttp({ client, dir, baseUrl, players, offers, connections, seconds, db }) {
  const before = await countBets(db);
  const load = { baseUrl, players, offers, connections, seconds, dir };
  const result = client === 'wrk' ? await runWrk(load) : await runAutocannon(load);
  // Requests cut off at the end still finish on the server: let them land before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const placed = (await countBets(db)) - before;
  return { ...result, rate: placed / seconds };
}

async function runAutocannon({ baseUrl, players, offers, connections, seconds }) {
  let next = 0;
  const refusals = new Map();
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: MAKE_BET,
        setupRequest: (req) => {
          const n = next++;
          const player = players[n % players.length];
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: player.cookie },
            body: couponBody(offers[n % offers.length]),
          };
        },
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"Success":true')) return;
          const key = `${status} ${body.slice(0, 160)}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + [...refusals.values()].reduce((a, b) => a + b, 0),
    refusals,
  };
}

async function countBets(db) {
  const { rows } = await db.query('select count(*)::int as n from bets');
  return rows[0].n;
}

const PLACE_BET = `select r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at
  from place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

/**
 * place_bet called straight from `clients` pg connections, each its own slice of the players, as a
 * named (prepared) statement with the player's session, as the server sends it: the database's cost
 * of a bet without HTTP, auth and pricing.
 */
export async function runDbOnly({ url, players, argsFor, clients, seconds }) {
  const conns = await Promise.all(
    Array.from({ length: clients }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    conns.map(async (conn, i) => {
      const mine = players.filter((_, j) => j % clients === i);
      for (let n = 0; performance.now() < until; n++) {
        const t = performance.now();
        try {
          const player = mine[n % mine.length];
          await conn.query({ name: 'place_bet', text: PLACE_BET, values: argsFor(player.id, player.sessionId) });
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  await Promise.all(conns.map((c) => c.end()));
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), errors };
}

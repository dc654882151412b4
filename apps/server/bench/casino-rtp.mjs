#!/usr/bin/env node
/**
 * Fairness bench (issue 21): plays each game of our studio with the shared provably fair code on
 * worker threads, each round its own seed triple, and prints the measured RTP beside the theoretical
 * one with its standard error; fails when any game is more than 3 standard errors away.
 *   node bench/casino-rtp.mjs [--rounds 10000000] [--seconds 120] [--threads N] [--games dice,crash]
 * --rounds per game (default 10⁷), --seconds per game (the bound: a game stops there and reports
 * the rounds it played), --threads workers per game (default: the machine's cores).
 * Blackjack's return is per initial bet (doubles and splits add to the return, not the stake).
 */
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';

const GAMES = ['dice', 'roulette', 'mines', 'plinko', 'crash', 'blackjack', 'orchard-stars', 'sunstone-ways'];
const WHAT = {
  dice: 'over 50.00 (×1.98)',
  roulette: 'every bet kind in turn, 1 unit',
  mines: '(mines, reveals) in turn: (1,5) (3,2) (3,5) (5,3) (10,2) (24,1)',
  plinko: 'every rows × risk table in turn',
  crash: 'cash out at 1.01 / 1.5 / 2 / 5 / 10× in turn',
  blackjack: 'optimal strategy, no insurance',
  'orchard-stars': '20 lines, free spins included',
  'sunstone-ways': '243 ways, free spins included',
};

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const rounds = Number(flag('rounds', 10_000_000));
const seconds = Number(flag('seconds', 120));
const threads = Number(flag('threads', availableParallelism()));
const games = flag('games', GAMES.join(',')).split(',');
const bad = games.filter((g) => !GAMES.includes(g));
if (bad.length > 0 || !(rounds > 0) || !(seconds > 0) || !(threads > 0)) {
  console.error(
    `usage: node bench/casino-rtp.mjs [--rounds N] [--seconds S] [--threads T] [--games ${GAMES.join(',')}]`,
  );
  process.exit(2);
}

function runWorker(game, share, deadline, worker) {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./casino-rtp-worker.mjs', import.meta.url), {
      workerData: { game, rounds: share, deadline, worker },
    });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => code !== 0 && reject(new Error(`worker exited ${code}`)));
  });
}

const pct = (x, digits = 3) => `${(x * 100).toFixed(digits)} %`;
console.log(
  `casino RTP: ${rounds.toLocaleString('en')} rounds per game, ≤ ${seconds} s each, ${threads} threads, load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.log('| game | play | rounds | measured RTP | theoretical RTP | standard error | z | within 3 SE | rounds/s |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
let failed = 0;
for (const game of games) {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const shares = Array.from(
    { length: threads },
    (_, i) => Math.floor(rounds / threads) + (i < rounds % threads ? 1 : 0),
  );
  const parts = await Promise.all(shares.map((share, i) => runWorker(game, share, deadline, i)));
  const n = parts.reduce((s, p) => s + p.n, 0);
  const sum = parts.reduce((s, p) => s + p.sum, 0);
  const sumSq = parts.reduce((s, p) => s + p.sumSq, 0);
  const theory = parts.reduce((s, p) => s + p.theory, 0) / n;
  const mean = sum / n;
  const se = Math.sqrt(Math.max(0, (sumSq - n * mean * mean) / (n - 1)) / n);
  const z = (mean - theory) / se;
  const ok = Math.abs(z) <= 3;
  if (!ok) failed++;
  const elapsed = (Date.now() - started) / 1000;
  console.log(
    `| ${game} | ${WHAT[game]} | ${n.toLocaleString('en')}${n < rounds ? ' (time bound)' : ''} | ${pct(mean)} | ${pct(theory)} | ${pct(se)} | ${z.toFixed(2)} | ${ok ? 'yes' : 'NO'} | ${Math.round(n / elapsed).toLocaleString('en')} |`,
  );
}
if (failed > 0) console.error(`${failed} game(s) outside 3 standard errors of the theoretical RTP`);
process.exit(failed > 0 ? 1 : 0);

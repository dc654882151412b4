#!/usr/bin/env node
/**
 * Cold start: the time from spawning the server process to its first `200` on `/health/ready`
 * (listening, database migrated and seeded), with PGlite on a temporary data folder.
 *   node bench/cold-start.mjs [--runs 3] [--port 8190] [--only bundle|tsx]
 * Scenarios, each `--runs` times, medians printed:
 *   first    empty folder, no saved template (the first start of a checkout: initdb + migrations + seed)
 *   empty    empty folder, template saved by the run before (`db/template.ts`)
 *   warm     restart on the folder of the run before
 *   memory   DATA_DIR=memory:// (what the browser tests start), template saved
 * for two ways of running: `bundle` (`npm start`: scripts/bundle.mjs, then node dist/server.mjs; the
 * compile time is counted) and `tsx` (node --import tsx src/server.ts, how `npm start` ran before).
 * The two alternate run by run within each scenario.
 * Server CPU (user + system, from /proc) is printed beside the wall time: on a busy machine the wall
 * time grows with the load, the CPU time much less. `first` deletes the saved template (a cache;
 * the next empty start saves it again).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE_DIR = join(SERVER, 'node_modules', '.cache', 'fairline-db');
const TICKS_PER_SECOND = 100;
const TIMEOUT_MS = 120_000;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
const PORT = Number(option('port', '8190'));
const ONLY = option('only', '');

const MODES = {
  bundle: {
    prepare: () => spawnSync(process.execPath, ['scripts/bundle.mjs'], { cwd: SERVER, stdio: 'ignore' }),
    argv: ['--max-semi-space-size=32', 'dist/server.mjs'],
  },
  tsx: { prepare: () => undefined, argv: ['--max-semi-space-size=32', '--import', 'tsx', 'src/server.ts'] },
};

/** CPU seconds (user + system) a process has used so far. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** One start: spawn, poll /health/ready every 10 ms, stop the server. */
async function startOnce(mode, dataDir) {
  const t0 = performance.now();
  const prep = MODES[mode].prepare();
  if (prep && prep.status !== 0) throw new Error('scripts/bundle.mjs failed');
  const compileMs = performance.now() - t0;
  const child = spawn(process.execPath, MODES[mode].argv, {
    cwd: SERVER,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let database;
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) {
      if (line.includes('"database ready"')) database = JSON.parse(line);
    }
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`not ready in ${TIMEOUT_MS} ms\n${output}`);
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const readyMs = performance.now() - t0;
    return { readyMs, compileMs, cpuMs: cpuMs(child.pid), from: database?.from, databaseMs: database?.ms };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

/** One measured start of a scenario, with the start before it that the scenario needs. */
async function measure(mode, name) {
  const dir = mkdtempSync(join(tmpdir(), 'fairline-cold-'));
  try {
    if (name === 'first') rmSync(TEMPLATE_DIR, { recursive: true, force: true });
    // The start before the measured one: saves the template (empty) or fills the folder (warm).
    if (name === 'empty') await startOnce(mode, join(dir, 'before'));
    if (name === 'warm') await startOnce(mode, dir);
    return await startOnce(mode, name === 'memory' ? 'memory://' : name === 'empty' ? join(dir, 'data') : dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function summarise(mode, name, runs) {
  const row = {
    mode,
    scenario: name,
    ready: median(runs.map((r) => r.readyMs)),
    compile: mode === 'bundle' ? median(runs.map((r) => r.compileMs)) : undefined,
    database: median(runs.map((r) => r.databaseMs ?? 0)),
    cpu: median(runs.map((r) => r.cpuMs)),
    from: runs.map((r) => r.from).join(','),
  };
  console.log(
    `${mode.padEnd(6)} ${name.padEnd(7)} ready ${fmt(row.ready).padStart(8)}  (compile ${fmt(row.compile)}, ` +
      `database step ${fmt(row.database)}, server CPU ${fmt(row.cpu)}; database from: ${row.from})`,
  );
  return row;
}

console.log(
  `cold start, ${RUNS} runs each, medians; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
const rows = [];
const modes = Object.keys(MODES).filter((m) => !ONLY || m === ONLY);
// The two ways alternate run by run, so a change in the machine's load touches both alike.
for (const name of ['first', 'empty', 'warm', 'memory']) {
  const runs = Object.fromEntries(modes.map((m) => [m, []]));
  for (let i = 0; i < RUNS; i++) for (const mode of modes) runs[mode].push(await measure(mode, name));
  for (const mode of modes) rows.push(summarise(mode, name, runs[mode]));
}
console.log(`\n| run | scenario | ready | of which compile | database step | server CPU |`);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.mode} | ${r.scenario} | ${fmt(r.ready)} | ${fmt(r.compile)} | ${fmt(r.database)} | ${fmt(r.cpu)} |`,
  );
}
console.log(
  `load average at the end ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

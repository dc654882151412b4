// Web benchmark (issue 19): Lighthouse 12, mobile preset (the default config: Moto G Power screen,
// simulated slow 4G and 4× CPU), in Debian's Chromium, against the product as `npm start` runs it —
// production mode on 127.0.0.1, demo data seeded into an empty temp data folder, the simulated world
// pinned to a Saturday afternoon so that games are live — beside an empty React 19 + Vite page
// (bench/web-baseline) served with brotli/gzip like nginx. Pages: /en/, /en/sports, /en/line, a live
// game, /en/casino when the server has that page. Runs go in rounds (every page once per round) so
// that a change of machine load hits all pages alike; medians, the goals missed, the failing
// accessibility and SEO audits of each page's last run are printed, the summary and the last run's
// reports written to a temp folder. Bounded: a timeout per run, a budget for the whole bench.
// Usage: node bench/web-lighthouse.mjs [--runs 3] [--warmup 1|0] [--port N] [--baseline-port N] [--run-timeout 120]
//   [--budget 900]  (seconds; --port 0, the default, picks a free port)
//   [--cpu-slowdown 4]  Lighthouse's CPU multiplier; its docs (throttling.md) calibrate it by the host's
//   benchmarkIndex: 4× turns a high-end desktop (1500–2000) into a mid-tier phone, a host that already
//   scores like a mid-tier phone (125–800, this machine) wants 1×.
//   WEB_DIST=dir  use that build of apps/web instead of building one (relative to apps/server)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { build as viteBuild } from 'vite';
import { failingAudits, formatAudits, formatTable, medians, summarizeRun } from './web-report.mjs';
import { CATEGORIES, freePort, get, killChromes, runLighthouse, startProduct } from './web-runner.mjs';
import { startStaticServer } from './web-static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
const webDir = join(serverDir, '..', 'web');
const { values: opt } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
    'baseline-port': { type: 'string', default: '0' },
    'run-timeout': { type: 'string', default: '120' },
    budget: { type: 'string', default: '900' },
    warmup: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const CPU_SLOWDOWN = Number(opt['cpu-slowdown']);
const RUNS = Number(opt.runs);
const RUN_TIMEOUT_MS = Number(opt['run-timeout']) * 1000;
const BUDGET_MS = Number(opt.budget) * 1000;
// The tests' pinned world (TEST_SIM_START in src/config/env.ts): every sport has line and live games.
const SIM_START = '2026-11-21T15:00:00.000Z';
const started = Date.now();
const loadAtLaunch = loadavg()[0].toFixed(2);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const tmp = mkdtempSync(join(tmpdir(), 'web-bench-'));
const outDir = mkdtempSync(join(tmpdir(), 'web-bench-results-'));
let server;
let baselineServer;
let stopping = false;
function stopAll() {
  stopping = true;
  killChromes();
  baselineServer?.close();
  server?.kill('SIGTERM');
}
function cleanup() {
  stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
// The whole bench stops at the budget plus a minute, whatever it is doing.
setTimeout(() => {
  console.error(`web bench: over its budget (${BUDGET_MS / 1000} s + 60 s), stopped`);
  cleanup();
  process.exit(1);
}, BUDGET_MS + 60_000).unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

try {
  // 1. The product's build, and the baseline's build.
  let webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : null;
  if (webDist) console.log(`web app: ${webDist} (WEB_DIST)`);
  else {
    webDist = join(tmp, 'web-dist');
    console.log(`building apps/web into ${webDist} …`);
    const vite = join(serverDir, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js');
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: webDir,
        stdio: 'inherit',
        timeout: 300_000,
      },
    );
    if (built.status !== 0) throw new Error(`vite build of apps/web failed (${built.status ?? built.error})`);
    // The server render's bundle (ADR 0026), as `npm run build` makes it: without it every page goes out
    // as the empty shell and the browser renders it (what runs before 2026-11-27 04:30 measured).
    const ssr = spawnSync(
      process.execPath,
      [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(webDist, 'server'), '--logLevel', 'warn'],
      { cwd: webDir, stdio: 'inherit', timeout: 300_000 },
    );
    if (ssr.status !== 0) throw new Error(`vite build --ssr of apps/web failed (${ssr.status ?? ssr.error})`);
  }
  const baselineDist = join(tmp, 'baseline-dist');
  await viteBuild({
    root: join(here, 'web-baseline'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: baselineDist, emptyOutDir: true, target: 'es2022' },
  });

  // 2. The product as `npm start` runs it, on an empty data folder (its cold start is timed too).
  const port = await freePort(Number(opt.port));
  const dataDir = join(tmp, 'data');
  mkdirSync(dataDir);
  const product = await startProduct({
    serverDir,
    port,
    dataDir,
    webDist,
    simStart: SIM_START,
    onSpawn: (child) => {
      server = child;
      child.on('exit', (code, signal) => {
        if (!stopping) console.error(`the server exited (${code ?? signal})`);
      });
    },
  });
  const readyMs = product.readyMs;
  console.log(`server (production, empty data folder) ready in ${(readyMs / 1000).toFixed(1)} s on port ${port}`);
  const baseline = await startStaticServer(baselineDist, await freePort(Number(opt['baseline-port'])));
  baselineServer = baseline.server;

  // 3. The pages: a live game that started last (the furthest from its end), /en/casino only if it exists.
  const liveFeed = JSON.parse((await get(port, '/service-api/LiveFeed/Get1x2_VZip?count=50&lng=en')).body);
  const live = (liveFeed.Value ?? []).sort((a, b) => b.S - a.S)[0];
  const candidates = [
    { label: '/en/', path: '/en/' },
    { label: '/en/sports', path: '/en/sports' },
    { label: '/en/line', path: '/en/line' },
    ...(live ? [{ label: `live game (${live.SN})`, path: `/en/live/game/${live.I}` }] : []),
    { label: '/en/casino', path: '/en/casino' },
  ];
  const notes = live ? [] : ['no live game in the feed: the live game page was not measured'];
  const pages = [];
  for (const page of candidates) {
    const { status } = await get(port, page.path); // also warms the server's HTML path
    if (status === 200) pages.push({ ...page, url: `http://127.0.0.1:${port}${page.path}` });
    else notes.push(`${page.path} answers ${status}: not measured (the page does not exist yet)`);
  }
  const base = { label: 'baseline: empty React 19 + Vite', url: `http://127.0.0.1:${baseline.port}/` };
  const targets = [...pages, base].map((t) => ({ ...t, runs: [], lastLhr: null, errors: [] }));
  for (const note of notes) console.log(`note: ${note}`);

  // 4. A warm-up run per product page (the server's JIT and caches; not counted), then rounds of
  // Lighthouse runs, every page once per round.
  for (const t of opt.warmup === '0' ? [] : targets.slice(0, -1)) {
    const { lhr } = await runLighthouse(t.url, RUN_TIMEOUT_MS, CPU_SLOWDOWN).catch((err) => {
      console.error(`warm-up ${t.label}: ${err}`);
      return {};
    });
    if (lhr)
      console.log(`warm-up ${t.label.padEnd(34)} perf ${summarizeRun(lhr).performance} (not counted, at ${elapsed()})`);
  }
  const loadAtStart = load();
  let stoppedEarly = false;
  rounds: for (let round = 1; round <= RUNS; round++) {
    for (const t of targets) {
      if (Date.now() - started + RUN_TIMEOUT_MS > BUDGET_MS) {
        stoppedEarly = true;
        console.log(`budget of ${BUDGET_MS / 1000} s reached: no more runs`);
        break rounds;
      }
      const t0 = Date.now();
      try {
        const { lhr, cpuTbtMs } = await runLighthouse(t.url, RUN_TIMEOUT_MS, CPU_SLOWDOWN);
        const s = summarizeRun(lhr, cpuTbtMs);
        if (s.runtimeError) throw new Error(`Lighthouse: ${s.runtimeError}`);
        t.runs.push(s);
        t.lastLhr = lhr;
        console.log(
          `round ${round}/${RUNS} ${t.label.padEnd(34)} perf ${s.performance}  LCP ${Math.round(s.lcpMs)} ms  TBT ${Math.round(
            s.tbtMs,
          )} ms (CPU ${Math.round(s.cpuTbtMs ?? 0)} ms)  CLS ${s.cls.toFixed(3)}  (${((Date.now() - t0) / 1000).toFixed(0)} s, at ${elapsed()}, load ${load()})`,
        );
      } catch (err) {
        t.errors.push(String(err.message ?? err));
        console.error(`round ${round}/${RUNS} ${t.label}: failed: ${err.message ?? err}`);
      }
    }
  }
  const gameEnded =
    live && !JSON.parse((await get(port, `/service-api/LiveFeed/GetGameZip?id=${live.I}`)).body).Success;
  if (gameEnded) notes.push('the live game ended during the runs: its later runs measured an ended game');

  // 5. Medians, the goals, the failing audits; the summary and the last reports on disk.
  const rowOf = (t) => ({ label: t.label, runs: t.runs.length, m: medians(t.runs) });
  const baseRow = rowOf(targets.at(-1));
  const pageRows = targets.slice(0, -1).map(rowOf);
  console.log(
    `\nLighthouse ${targets.find((t) => t.lastLhr)?.lastLhr.lighthouseVersion ?? '?'}, mobile (simulated throttling, ${CPU_SLOWDOWN}× CPU), medians of up to ${RUNS} run(s) per page; ` +
      `${cpus().length} CPUs, 1-min load average ${loadAtLaunch} at launch; load averages ${loadAtStart} at the first counted run, ${load()} at the end; ` +
      `benchmarkIndex ${baseRow.m.benchmarkIndex ?? '?'} (baseline median)\n`,
  );
  console.log(formatTable(pageRows, baseRow));
  for (const note of notes) console.log(`note: ${note}`);
  if (stoppedEarly) console.log('note: stopped early at the budget: some pages have fewer runs');
  const audits = {};
  console.log('\nFailing accessibility and SEO audits (last run of each page):');
  for (const t of targets.slice(0, -1)) {
    if (!t.lastLhr) continue;
    audits[t.label] = Object.fromEntries(CATEGORIES.slice(1).map((c) => [c, failingAudits(t.lastLhr, c, Infinity)]));
    for (const c of CATEGORIES.slice(1)) console.log(formatAudits(t.label, c, audits[t.label][c]).join('\n'));
  }
  const warnings = [...new Set(targets.flatMap((t) => t.runs.flatMap((r) => r.warnings)))];
  for (const w of warnings) console.log(`Lighthouse warning: ${w.split('\n')[0]}`);
  targets.forEach((t, i) => {
    if (t.lastLhr) writeFileSync(join(outDir, `lhr-${i}.json`), JSON.stringify(t.lastLhr));
  });
  const summary = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    loadAverage: { launch: loadAtLaunch, firstRun: loadAtStart, end: load() },
    serverReadyMs: readyMs,
    liveGame: live ? { id: live.I, sport: live.SN, ended: Boolean(gameEnded) } : null,
    notes,
    pages: targets.map((t, i) => ({
      label: t.label,
      url: t.url,
      lastReport: t.lastLhr ? `lhr-${i}.json` : null,
      medians: medians(t.runs),
      runs: t.runs,
      errors: t.errors,
    })),
    audits,
  };
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nsummary and last reports: ${outDir}  (${elapsed()} in all)`);
  process.exitCode = targets.some((t) => t.runs.length === 0) ? 1 : 0;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  const exited = server && server.exitCode === null ? new Promise((ok) => server.once('exit', ok)) : null;
  stopAll();
  await Promise.race([exited, new Promise((ok) => setTimeout(ok, 12_000))]);
  cleanup();
  process.exit(process.exitCode ?? 0);
}

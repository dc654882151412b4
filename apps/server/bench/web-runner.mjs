// The moving parts of the web benchmark (web-lighthouse.mjs): HTTP helpers, the product started as
// `npm start` runs it, one Lighthouse run in a fresh Chromium.
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuBlockingMs } from './web-report.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const CATEGORIES = ['performance', 'accessibility', 'seo'];

/** GET http://127.0.0.1:port/path → { status, body } (the body as text). */
export function get(port, path) {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', fail);
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.end();
  });
}

/** The port asked for, or a free one on 127.0.0.1 when 0. */
export async function freePort(wanted) {
  if (wanted > 0) return wanted;
  const probe = createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address();
  await new Promise((ok) => probe.close(ok));
  return port;
}

/**
 * Starts src/server.ts as `npm start` does (production, a 32 MB young generation) on 127.0.0.1 and
 * waits for /health/ready; resolves to { child, readyMs } (the time from spawn to ready).
 */
export async function startProduct({ serverDir, port, dataDir, webDist, simStart, onSpawn, timeoutMs = 180_000 }) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SIM_START: simStart,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  onSpawn?.(child); // so that Ctrl-C or the watchdog can stop it while it boots
  while (Date.now() - started < timeoutMs && child.exitCode === null) {
    const res = await get(port, '/health/ready').catch(() => null);
    if (res?.status === 200) return { child, readyMs: Date.now() - started };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not become ready (${child.exitCode ?? `not within ${timeoutMs / 1000} s`})`);
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling, `cpuSlowdown`× CPU) in a fresh Chromium with a fresh
 * profile; rejects after timeoutMs, Chromium killed either way. Resolves to the report (lhr) and the
 * blocking time its trace gives from the main thread's CPU time (`cpuBlockingMs`, web-report.mjs).
 */
export async function runLighthouse(url, timeoutMs, cpuSlowdown = 4) {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  let timer;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
      // Merged into the mobile preset's throttling: only the CPU multiplier changes (4, its default).
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    run.catch(() => {}); // after a timeout its rejection (Chromium gone) is expected
    const timeout = new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const { lhr, artifacts } = await Promise.race([run, timeout]);
    return { lhr, cpuTbtMs: cpuBlockingMs(artifacts?.Trace?.traceEvents ?? [], cpuSlowdown) };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/** Kills every Chromium this process launched (watchdog, Ctrl-C). */
export function killChromes() {
  try {
    killAll();
  } catch {}
}

// Load benchmark of the feed against nginx serving the same bytes: 10 s per target, 50
// connections, gzip accepted, everything on 127.0.0.1. Starts and stops both servers itself.
// Targets: a 50-game line list (~42 KB), a live football game (~8 KB, when one is live) and the
// smallest live game page among tennis / table tennis (~1 KB), so both answer sizes are measured.
// Usage: node bench/feed-load.mjs [seconds]
// FEED_FAST_PATH=0 and FEED_APP_PLUGINS=0 are passed to feed-bench-server.ts (see there).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds } from './proc-cpu.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
const seconds = Number(process.argv[2] ?? 10);
const FEED_PORT = 38_000 + Math.floor(Math.random() * 1000);
const NGINX_PORT = FEED_PORT + 1000;
const CONNECTIONS = 50;
const GZIP = { 'accept-encoding': 'gzip' };

function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(port, path, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await get(port, path);
      if (res.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing answered ${path} on ${port}`);
}

/** The pids doing the serving: the node process; nginx's worker (a child of its master). */
function servingPids(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? children.split(' ').map(Number) : [pid];
  } catch {
    return [pid];
  }
}

function run(title, url, duration = seconds, pids = []) {
  return new Promise((resolve, reject) => {
    const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    autocannon({ url, connections: CONNECTIONS, duration, headers: GZIP }, (err, result) => {
      if (err) reject(err);
      else {
        const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
        resolve({
          title,
          rps: result.requests.average,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          // Server CPU per answered request: steadier than req/s on a shared machine.
          cpuUs: result.requests.total > 0 ? (cpu * 1e6) / result.requests.total : 0,
        });
      }
    });
  });
}

if (spawnSync('nginx', ['-v']).error) {
  console.error('nginx is not installed (Debian: apt-get install nginx-light)');
  process.exit(1);
}

// One process (node with the tsx loader), so that killing it leaves nothing behind.
const feedServer = spawn(process.execPath, ['--import', 'tsx', 'bench/feed-bench-server.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(FEED_PORT), NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const tmp = mkdtempSync(join(tmpdir(), 'feed-bench-'));
let nginx;
try {
  await waitFor(FEED_PORT, '/service-api/LineFeed/GetSportsShortZip');
  const listPath = '/service-api/LineFeed/Get1x2_VZip?sports=1&count=50&lng=en';
  const gamePath = (id) => `/service-api/LiveFeed/GetGameZip?id=${id}`;
  const live = JSON.parse((await get(FEED_PORT, '/service-api/LiveFeed/Get1x2_VZip?count=500&lng=en')).body).Value;
  if (!live?.length) throw new Error('no live game to load');
  // A live football game when there is one (at some hours of the day there is none) ...
  const football = live.find((g) => g.SI === 1);
  // ... and the smallest game page among the 6 tennis and table-tennis games that started last (the
  // furthest from their end: a game that ends mid-run answers "not found" and is not comparable).
  const latest = (games) => games.sort((x, y) => y.S - x.S).slice(0, 6);
  const smallPool = latest(live.filter((g) => g.SI === 4 || g.SI === 10));
  let small;
  for (const g of smallPool.length > 0 ? smallPool : latest([...live])) {
    const { body } = await get(FEED_PORT, gamePath(g.I));
    if (!small || body.length < small.size) small = { game: g, size: body.length };
  }
  const pages = [
    ...(football ? [['game-big', football]] : []),
    ...(small && small.game !== football ? [['game-small', small.game]] : []),
  ];

  // nginx serves the same bytes: the plain JSON and its gzip, found by gzip_static.
  const www = join(tmp, 'www');
  mkdirSync(www);
  const targets = [];
  for (const [name, path, sport] of [
    ['list', listPath, 'football'],
    ...pages.map(([name, g]) => [name, gamePath(g.I), g.SN]),
  ]) {
    const plain = await get(FEED_PORT, path);
    const zipped = await get(FEED_PORT, path, GZIP);
    if (zipped.headers['content-encoding'] !== 'gzip') throw new Error(`${path} was not sent gzipped`);
    writeFileSync(join(www, `${name}.json`), plain.body);
    writeFileSync(join(www, `${name}.json.gz`), zipped.body);
    targets.push({ name, path, sport, bytes: plain.body.length, gzBytes: zipped.body.length });
  }
  for (const dir of ['logs', 'temp']) mkdirSync(join(tmp, dir));
  chmodSync(tmp, 0o755);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(tmp, 'nginx.conf'),
    `${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${tmp}/nginx.pid;
error_log ${tmp}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp}/temp/body;
  proxy_temp_path ${tmp}/temp/proxy;
  fastcgi_temp_path ${tmp}/temp/fastcgi;
  uwsgi_temp_path ${tmp}/temp/uwsgi;
  scgi_temp_path ${tmp}/temp/scgi;
  types { application/json json; }
  charset utf-8;
  charset_types application/json;
  gzip_static on;
  gzip_vary on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${www};
  }
}
`,
  );
  nginx = spawn('nginx', ['-c', join(tmp, 'nginx.conf'), '-p', tmp], { stdio: 'inherit' });
  nginx.on('error', (err) => console.error('nginx failed', err));
  await waitFor(NGINX_PORT, '/list.json');
  const check = await get(NGINX_PORT, '/list.json', GZIP);
  if (check.headers['content-encoding'] !== 'gzip') throw new Error('nginx did not serve the gzip file');

  const rows = [];
  // Warm-up (JIT, the engine's caches), not measured.
  for (const t of targets) await run('warm-up', `http://127.0.0.1:${FEED_PORT}${t.path}`, 3);
  for (const t of targets) {
    const feed = await run(`feed  ${t.name}`, `http://127.0.0.1:${FEED_PORT}${t.path}`, seconds, [feedServer.pid]);
    // Still the same kind of answer at the end (a live game may have ended meanwhile)?
    const after = await get(FEED_PORT, t.path);
    feed.ended = after.status !== 200 || !JSON.parse(after.body).Success;
    const ngx = await run(
      `nginx ${t.name}`,
      `http://127.0.0.1:${NGINX_PORT}/${t.name}.json`,
      seconds,
      servingPids(nginx.pid),
    );
    rows.push({ t, feed, ngx });
  }
  console.log(
    `\n${seconds} s per target, ${CONNECTIONS} connections, accept-encoding: gzip, 127.0.0.1, fast path ${
      process.env.FEED_FAST_PATH === '0' ? 'off' : 'on'
    }, app plugins ${process.env.FEED_APP_PLUGINS === '0' ? 'off' : 'on'}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  for (const { t, feed, ngx } of rows) {
    console.log(`\n${t.path}  (${t.sport}, ${t.bytes} B, ${t.gzBytes} B gzipped)`);
    for (const r of [feed, ngx]) {
      console.log(
        `  ${r.title.padEnd(16)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(3)} ms   server CPU ${r.cpuUs.toFixed(1).padStart(5)} µs/req   errors ${r.errors}`,
      );
    }
    if (feed.ended) console.log('  the game ended during the feed run: its answers were errors, not comparable');
    const ratio = feed.rps / ngx.rps;
    const ok = ratio >= 0.6 && feed.p99 < 10;
    console.log(
      `  feed/nginx   ${(ratio * 100).toFixed(0)} %   target ≥ 60 % with p99 < 10 ms: ${ok ? 'met' : 'NOT met'}   (CPU per request: nginx/feed ${
        feed.cpuUs > 0 ? ((ngx.cpuUs / feed.cpuUs) * 100).toFixed(0) : '?'
      } %)`,
    );
  }
} finally {
  nginx?.kill('SIGQUIT');
  feedServer.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}

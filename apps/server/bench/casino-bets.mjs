// Casino rounds for bets-load.mjs (issue 21 section 5): dice rounds of our studio over HTTP through
// the full callback path — POST /studio-api/v1/rounds, the studio's signed wallet callbacks
// (transaction/bet, then win) over HTTP to the same server, each one a ledger transaction — from wrk
// (casino-wrk.lua), each connection on its own player's real-money studio session.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds } from './proc-cpu.mjs';

const SCRIPT = fileURLToPath(new URL('./casino-wrk.lua', import.meta.url));
const GAME = 'dice';
/** One round: 1.00 USD on over 50 (the same stake as the MakeBetWeb single), within studioStakeLimits. */
const ROUND = { game: GAME, stake: 100, params: { target: 50, direction: 'over' } };

async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * A real-money studio session for each player, as the game page opens one: the lobby's launch with the
 * player's web session (a game session bound to it), then the studio's POST sessions with the launch
 * URL's token and user (the studio asks the platform's user/info). Answers the bearer session ids.
 */
export async function openStudioSessions(baseUrl, players) {
  const open = async (player) => {
    const launch = await postJson(
      `${baseUrl}/web-api/casino/v1/launch`,
      { game: `fairline-studio:${GAME}`, mode: 'real', lang: 'en' },
      { cookie: player.cookie, 'x-requested-with': 'fetch' },
    );
    const query = new URL(launch.data.url, baseUrl).searchParams;
    const { session } = await postJson(`${baseUrl}/studio-api/v1/sessions`, {
      token: query.get('token'),
      user: query.get('user'),
      game: GAME,
    });
    return session;
  };
  const sessions = [];
  for (let i = 0; i < players.length; i += 8) sessions.push(...(await Promise.all(players.slice(i, i + 8).map(open))));
  return sessions;
}

async function countRounds(db) {
  const { rows } = await db.query(`select count(*)::int as n from studio_rounds where status = 'closed'`);
  return rows[0].n;
}

/** The database's committed transactions and WAL flushes so far (everything on the cluster's database). */
async function commitCounts(db) {
  const { rows } = await db.query(
    `select (select xact_commit from pg_stat_database where datname = current_database())::bigint as commits,
       (select wal_sync from pg_stat_wal)::bigint as syncs`,
  );
  return { commits: Number(rows[0].commits), syncs: Number(rows[0].syncs) };
}

/** CPU seconds of the cluster: the postmaster (first line of data/postmaster.pid) and its children. */
function clusterCpuSeconds(dir) {
  try {
    const master = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(' ');
    return [master, ...children.filter(Boolean).map(Number)].reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  } catch {
    return 0;
  }
}

/**
 * `connections` keep-alive connections from wrk, one thread each (wrk's Lua cannot tell a thread's
 * connections apart), so each connection plays on its own session: one request in flight per session.
 * rounds/s counts the closed rounds the database holds afterwards (1 s after the run, so rounds cut
 * off at the end land), not the 200s; refusals (non-200 answers) are counted in the script.
 */
export async function runCasinoWrk({ baseUrl, sessions, connections, seconds, dir, db, serverPid }) {
  if (sessions.length < connections) throw new Error(`${connections} connections need as many studio sessions`);
  const dataFile = join(dir, 'casino-wrk-data.lua');
  const quoted = sessions.slice(0, connections).map((s) => `"${s}"`);
  writeFileSync(
    dataFile,
    `return { path = "/studio-api/v1/rounds", body = [[${JSON.stringify(ROUND)}]], sessions = { ${quoted.join(', ')} } }`,
  );
  const before = await countRounds(db);
  const commitsBefore = await commitCounts(db);
  const cpuBefore = { server: cpuSeconds(serverPid), db: clusterCpuSeconds(dir) };
  const args = ['-t', String(connections), '-c', String(connections), '-d', `${seconds}s`, '-s', SCRIPT, baseUrl];
  let cpuAfter;
  const out = await new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { env: { ...process.env, WRK_DATA: dataFile } });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', () => {
      cpuAfter = { server: cpuSeconds(serverPid), db: clusterCpuSeconds(dir) };
      resolve(text);
    });
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const played = (await countRounds(db)) - before;
  // Backends publish their counters when idle (at most every second): the 1 s pause above lets them.
  const commitsAfter = await commitCounts(db);
  const result = /^RESULT (\d+) (\S+) (\S+) (\d+) (\d+)$/m.exec(out);
  if (!result) throw new Error(`wrk did not report:\n${out}`);
  const refusals = new Map();
  for (const [, count, what] of out.matchAll(/^SAMPLE (\d+) (.*)$/gm)) {
    refusals.set(what, (refusals.get(what) ?? 0) + Number(count));
  }
  return {
    rate: played / seconds,
    requests: Number(result[1]) / seconds,
    p50: Number(result[2]),
    p99: Number(result[3]),
    errors: Number(result[4]) + Number(result[5]),
    refusals,
    commitsPerRound: played > 0 ? (commitsAfter.commits - commitsBefore.commits) / played : 0,
    syncsPerRound: played > 0 ? (commitsAfter.syncs - commitsBefore.syncs) / played : 0,
    // CPU milliseconds per round of the server process and of the cluster's processes (from /proc).
    serverMsPerRound: played > 0 ? (1000 * (cpuAfter.server - cpuBefore.server)) / played : 0,
    dbMsPerRound: played > 0 ? (1000 * (cpuAfter.db - cpuBefore.db)) / played : 0,
  };
}

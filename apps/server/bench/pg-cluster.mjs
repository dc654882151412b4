// A throwaway PostgreSQL cluster for the benchmarks: initdb into a temp dir, one server on
// 127.0.0.1, fsync and synchronous_commit on (a commit waits for the WAL flush, as in production),
// stopped and deleted by stop(). As root the server runs as the `postgres` user (it refuses root).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** The path of a PostgreSQL program (initdb, pg_ctl, pgbench, …). */
export const pgBin = (name) => join(PG_BIN, name);

// Runs a PostgreSQL program as the cluster's owner.
function command(name, args) {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(name), ...args]] : [pgBin(name), args];
}

function runSync(name, args) {
  const [file, argv] = command(name, args);
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs a PostgreSQL program to its end; resolves its stdout, rejects with its stderr. */
export function runPg(name, args) {
  const [file, argv] = command(name, args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${name} exited ${code}: ${err}`))));
  });
}

/** Starts a cluster on 127.0.0.1:port; answers its directory, a URL builder and stop(). */
export function startCluster({ port = 55440, settings = {} } = {}) {
  if (!existsSync(pgBin('initdb'))) throw new Error(`no PostgreSQL programs in ${PG_BIN} (set PG_BIN)`);
  const dir = mkdtempSync(join(tmpdir(), 'fairline-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  let running = false;
  const stop = () => {
    if (running) {
      try {
        runSync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (err) {
        console.error(`pg_ctl stop failed: ${err.stderr ?? err.message}`);
      }
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // -N only skips initdb's own fsync of the fresh files; the server below runs with fsync on.
    runSync('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '-N']);
    const options = {
      listen_addresses: '127.0.0.1',
      port,
      unix_socket_directories: dir,
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      max_connections: 200,
      shared_buffers: '256MB',
      ...settings,
    };
    const flags = Object.entries(options)
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(' ');
    runSync('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', flags, 'start']);
    running = true;
  } catch (err) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
    stop();
    throw new Error(`could not start PostgreSQL: ${err.stderr ?? err.message}\n${serverLog}`);
  }
  return {
    dir,
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
  };
}

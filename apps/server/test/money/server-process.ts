// The real server as a child process (node --import tsx src/server.ts): started, probed, killed
// with SIGKILL or stopped with SIGTERM. Every child started here is tracked so that a failing test
// still leaves none running (`killAllServers` in afterAll, and on exit of the test process).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { TEST_SIM_START } from '../../src/config/env';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const SERVER_ENTRY = 'apps/server/src/server.ts';
const LOG_TAIL = 8_000;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  readonly exited: Promise<number | null>;
  /** The tail of the child's stdout and stderr, for failure messages. */
  log(): string;
}

const running = new Set<ChildProcess>();

/** A TCP port that was free a moment ago (the server cannot listen on 0 and tell us the port). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

function fakeClock(): Record<string, string> {
  const { LD_PRELOAD, FAKETIME } = process.env;
  return LD_PRELOAD && FAKETIME ? { LD_PRELOAD, FAKETIME } : {};
}

/** Spawns the server on 127.0.0.1:`port` with the given environment on top of a quiet test one. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DEV_OIDC: 'false',
      SIM_START: TEST_SIM_START,
      // A run under libfaketime (the calendar proof of docs/decisions/0012) moves every clock: the
      // child keeps the test's clock, or signed callbacks would look minutes or hours old.
      ...fakeClock(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => {
      running.delete(child);
      done(code);
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, exited, log: () => log };
}

/** Polls /health/ready until the server answers 200, or fails with its log. */
export async function waitReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline && !gone) {
    const ok = await fetch(`${server.url}/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server not ready (${gone ? 'it exited' : 'timed out'}):\n${server.log()}`);
}

/** SIGKILL: no shutdown hook runs, the database is not closed. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM and wait for the graceful shutdown (drain, close the database); SIGKILL if it hangs. */
export async function stopGracefully(server: ServerProcess, timeoutMs = 15_000): Promise<number | null> {
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Kills every child this module started that is still running. */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

process.once('exit', killAllServers);

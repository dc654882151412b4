// Several real server processes on one PostgreSQL database and one Redis, as a deployment runs them
// behind a load balancer (ADR 0020). They share what instances must share: the database, Redis, the
// token secret and the simulated clock (SIM_START and SIM_ORIGIN, so each reads the same time
// whenever it booted).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_SIM_START } from '../../src/config/env';
import { withDatabase } from '../global-setup';
import {
  freePort,
  killAllServers,
  killHard,
  type ServerProcess,
  startServer,
  stopGracefully,
  waitReady,
} from '../money/server-process';
import { TEMPLATE_DB } from '../template';

const BOOT_MS = 90_000;

/** Why the cluster tests cannot run here, or null when they can. */
export const clusterUnavailable = (): string | null =>
  process.env.DATABASE_URL && process.env.REDIS_URL
    ? null
    : 'several instances need a PostgreSQL server and Redis: set DATABASE_URL and REDIS_URL (.ci/run does)';

export interface Cluster {
  /** A PostgreSQL URL of the instances' database, for the test's own checks. */
  readonly databaseUrl: string;
  start(env?: Record<string, string>): Promise<ServerProcess>;
  /** Removes every process and the database. */
  close(): Promise<void>;
}

/** A database of its own (a copy of the migrated, seeded template) and the environment its instances share. */
export async function createCluster(shared: Record<string, string> = {}): Promise<Cluster> {
  const reason = clusterUnavailable();
  if (reason) throw new Error(reason);
  const url = process.env.DATABASE_URL as string;
  const name = `fairline_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${TEMPLATE_DB}`);
  const databaseUrl = withDatabase(url, name);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL as string,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SIM_CLOCK: 'wall',
    SIM_START: TEST_SIM_START,
    SIM_ORIGIN: new Date().toISOString(),
    ...shared,
  };
  return {
    databaseUrl,
    async start(extra = {}) {
      const server = startServer(await freePort(), { ...env, ...extra });
      await waitReady(server, BOOT_MS);
      return server;
    },
    async close() {
      killAllServers();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether the instance runs the once-only jobs now (`jobs_leader` on its /metrics). */
export async function isLeader(server: ServerProcess): Promise<boolean> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return /^jobs_leader 1$/m.test(text);
}

/** The instance's simulated time. */
export async function simNow(server: ServerProcess): Promise<number> {
  const res = await fetch(`${server.url}/dev/clock`);
  return Date.parse(((await res.json()) as { now: string }).now);
}

export { killHard, type ServerProcess, stopGracefully };

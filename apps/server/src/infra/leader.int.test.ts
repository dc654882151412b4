// Leader election (ADR 0020) on a real PostgreSQL server: electors in one test process stand for
// instances, each with a session of its own, so the advisory lock is contended as between processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import type { Database } from './db';
import { type Leadership, startLeaderElection } from './leader';

const RETRY_MS = 100;
const electors: Leadership[] = [];

async function join(database: Database, changes: boolean[] = []): Promise<Leadership> {
  const elector = await startLeaderElection(database, { retryMs: RETRY_MS, onChange: (v) => changes.push(v) });
  electors.push(elector);
  return elector;
}

/** The backend holding the leadership lock of this database (there is no other advisory lock here). */
async function leaderBackend(database: Database): Promise<number | undefined> {
  const [row] = await database.query<{ pid: number }>(
    `select pid from pg_locks where locktype = 'advisory' and granted
     and database = (select oid from pg_database where datname = current_database())`,
  );
  return row?.pid;
}

describe.skipIf(!process.env.DATABASE_URL)('leader election on PostgreSQL (skipped without DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const elector of electors.splice(0)) await elector.stop();
    await database.close();
  });

  it('makes exactly one of several instances the leader, the first to join', async () => {
    const first = await join(database);
    const others = [await join(database), await join(database)];
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect(first.isLeader()).toBe(true);
    expect(others.map((o) => o.isLeader())).toEqual([false, false]);
    await Promise.all([first, ...others].map((e) => e.stop()));
  });

  it('hands the lead to a follower within its retry interval once the leader stops', async () => {
    const leader = await join(database);
    const changes: boolean[] = [];
    const follower = await join(database, changes);
    expect(follower.isLeader()).toBe(false);
    await leader.stop();
    expect(leader.isLeader()).toBe(false);
    await expect.poll(() => follower.isLeader(), { timeout: RETRY_MS * 10 }).toBe(true);
    expect(changes).toEqual([true]);
    await follower.stop();
  });

  it('steps a leader down as soon as the server ends its session, and one instance leads again', async () => {
    const changes: boolean[] = [];
    const leader = await join(database, changes);
    const follower = await join(database);
    const pid = await leaderBackend(database);
    expect(pid).toBeDefined();
    await database.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => changes.slice(0, 2), { timeout: RETRY_MS * 10 }).toEqual([true, false]);
    // Either may win the lock back (the old leader reconnects too), but never both.
    const leaders = () => [leader, follower].filter((e) => e.isLeader()).length;
    await expect.poll(leaders, { timeout: RETRY_MS * 10 }).toBe(1);
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      expect(leaders()).toBe(1);
    }
    expect(await leaderBackend(database)).not.toBe(pid);
    await Promise.all([leader.stop(), follower.stop()]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Database } from './db';
import { startLeaderElection } from './leader';

describe('leader election with PGlite', () => {
  it('makes the one process that owns the data dir the leader at once, without a session of its own', async () => {
    const database = {
      kind: 'pglite',
      openSession: () => Promise.reject(new Error('PGlite has no sessions of its own')),
    } as unknown as Database;
    const elector = await startLeaderElection(database, { onError: (err) => expect.fail(String(err)) });
    expect(elector.isLeader()).toBe(true);
    await elector.stop();
  });
});

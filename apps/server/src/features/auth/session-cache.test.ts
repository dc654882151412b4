import { describe, expect, it } from 'vitest';
import type { Database, QueryText } from '../../infra/db';
import { closeSession, findActiveSessionCached, forgetSession, SESSION_CACHE_MS } from './session.service';

// A database whose session lookup answers an open session until `closed`, and counts lookups.
function fakeDatabase() {
  const state = { closed: false, lookups: 0, beforeAnswer: async () => {} };
  const database = {
    async query(text: QueryText) {
      const sql = typeof text === 'string' ? text : text.text;
      if (sql.startsWith('update sessions set closed_at')) {
        const was = !state.closed;
        state.closed = true;
        return was ? [{ id: 's1' }] : [];
      }
      state.lookups += 1;
      const open = !state.closed;
      await state.beforeAnswer();
      return open ? [{ user_id: '7', brand_id: 1, expires_at: new Date(Date.now() + 3_600_000), idle_ms: 0 }] : [];
    },
  } as unknown as Database;
  return { database, state };
}

describe('the session cache of bet placement', () => {
  it('answers from memory within SESSION_CACHE_MS, then asks the database again', async () => {
    const { database, state } = fakeDatabase();
    const t0 = Date.now();
    expect(await findActiveSessionCached(database, 's1', {}, t0)).toMatchObject({ id: 7 });
    expect(await findActiveSessionCached(database, 's1', {}, t0 + SESSION_CACHE_MS - 1)).toMatchObject({ id: 7 });
    expect(state.lookups).toBe(1);
    await findActiveSessionCached(database, 's1', {}, t0 + SESSION_CACHE_MS);
    expect(state.lookups).toBe(2);
  });

  it('forgets a session closed through this process at once', async () => {
    const { database } = fakeDatabase();
    expect(await findActiveSessionCached(database, 's1')).not.toBeNull();
    await closeSession(database, 's1', 'logout');
    expect(await findActiveSessionCached(database, 's1')).toBeNull();
  });

  it('does not keep what a lookup read before a close that finished while it was under way', async () => {
    const { database, state } = fakeDatabase();
    state.beforeAnswer = async () => {
      state.beforeAnswer = async () => {};
      forgetSession(database, 's1');
    };
    expect(await findActiveSessionCached(database, 's1')).not.toBeNull();
    state.closed = true;
    expect(await findActiveSessionCached(database, 's1')).toBeNull();
  });
});

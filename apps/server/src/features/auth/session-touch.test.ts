import { describe, expect, it } from 'vitest';
import type { Database, QueryText } from '../../infra/db';
import { touchSession } from './session-touch';

// A database whose writes finish only when the test says so; it records the ids of each write.
function heldDatabase() {
  const writes: { ids: string[]; finish: (error?: Error) => void }[] = [];
  const database = {
    query(_text: QueryText, params: unknown[] = []) {
      return new Promise((resolve, reject) => {
        writes.push({ ids: params[0] as string[], finish: (error) => (error ? reject(error) : resolve([])) });
      });
    },
  } as unknown as Database;
  return { database, writes };
}

const settled = async (p: Promise<void>) => {
  let state = 'pending';
  p.then(
    () => (state = 'done'),
    () => (state = 'failed'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('last_seen_at writes, coalesced', () => {
  it('sends the sessions seen while a write is in the database together, in one next write', async () => {
    const { database, writes } = heldDatabase();
    const a = touchSession(database, 'a');
    await settled(a);
    expect(writes.map((w) => w.ids)).toEqual([['a']]);
    const b = touchSession(database, 'b');
    const c = touchSession(database, 'c');
    const b2 = touchSession(database, 'b');
    expect(await settled(b)).toBe('pending');
    expect(writes).toHaveLength(1);

    writes[0]?.finish();
    expect(await settled(a)).toBe('done');
    expect(writes.map((w) => w.ids)).toEqual([['a'], ['b', 'c']]);
    expect(await settled(c)).toBe('pending');
    writes[1]?.finish();
    expect([await settled(b), await settled(c), await settled(b2)]).toEqual(['done', 'done', 'done']);
  });

  it('sends the sessions seen in the same turn in one write', async () => {
    const { database, writes } = heldDatabase();
    const all = ['a', 'b', 'c'].map((id) => touchSession(database, id));
    await settled(all[0] as Promise<void>);
    expect(writes.map((w) => w.ids)).toEqual([['a', 'b', 'c']]);
    writes[0]?.finish();
    await Promise.all(all);
  });

  it('fails only the callers of a failed write; the sessions waiting behind it are still written', async () => {
    const { database, writes } = heldDatabase();
    const a = touchSession(database, 'a');
    await settled(a);
    const b = touchSession(database, 'b');
    writes[0]?.finish(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await settled(b);
    expect(writes.map((w) => w.ids)).toEqual([['a'], ['b']]);
    writes[1]?.finish();
    await expect(b).resolves.toBeUndefined();
  });
});

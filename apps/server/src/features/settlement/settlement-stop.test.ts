// Stopping settlement (the server's shutdown): the timer stops, and stop() resolves only once a tick
// under way has finished, so the database closes after the tick's last statement, not during it.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../infra/db';
import { startSettlement } from './settlement.service';

// A database whose first statement (the tick's watermark read) answers only when the test says so;
// every other statement answers no rows at once.
function heldDatabase() {
  let release: () => void = () => undefined;
  let calls = 0;
  const database = {
    query() {
      calls += 1;
      if (calls > 1) return Promise.resolve([]);
      return new Promise((resolve) => {
        release = () => resolve([]);
      });
    },
  } as unknown as Database;
  return { database, release: () => release(), statements: () => calls };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('stopping settlement', () => {
  it('waits for the tick under way to finish', async () => {
    const db = heldDatabase();
    const settlement = startSettlement({
      database: db.database,
      engine: { resultsBetween: () => [] },
      clock: { now: () => 1_000_000 },
      tickMs: 0,
    });
    let ticked = false;
    let stopped = false;
    void settlement.tick().then(() => (ticked = true));
    void settlement.stop().then(() => (stopped = true));
    await turn();
    expect(stopped).toBe(false);

    db.release();
    await settlement.tick();
    await turn();
    expect(ticked).toBe(true);
    expect(stopped).toBe(true);
    expect(db.statements()).toBeGreaterThan(1);
  });

  it('resolves at once when no tick is under way', async () => {
    const settlement = startSettlement({
      database: heldDatabase().database,
      engine: { resultsBetween: () => [] },
      clock: { now: () => 1_000_000 },
      tickMs: 0,
    });
    await expect(settlement.stop()).resolves.toBeUndefined();
  });
});

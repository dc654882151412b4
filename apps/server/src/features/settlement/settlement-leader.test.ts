// Settlement's timer among several instances (ADR 0020): it ticks only on the leader, and a process
// that has just become the leader starts with a sweep of every open bet, which finishes whatever the
// old leader left half done.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../infra/db';
import { startSettlement } from './settlement.service';

const TICK_MS = 1_000;

// A database with no bets and no watermark that records which statements a tick sent.
function recordingDatabase() {
  const statements: { text: string; params: unknown[] }[] = [];
  const database = {
    async query(text: string, params: unknown[] = []) {
      statements.push({ text, params });
      return [];
    },
  } as unknown as Database;
  // A sweep asks for every open bet: its list of bets to look at is null.
  const sweeps = () => statements.filter((s) => s.text.includes("b.status = 'open'") && s.params[1] === null).length;
  return { database, statements, sweeps };
}

describe('settlement on several instances', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(db: ReturnType<typeof recordingDatabase>, isLeader: () => boolean) {
    return startSettlement({
      database: db.database,
      engine: { resultsBetween: () => [] },
      clock: { now: () => 1_000_000 },
      tickMs: TICK_MS,
      isLeader,
    });
  }

  it('runs no tick on an instance that is not the leader', async () => {
    const db = recordingDatabase();
    const settlement = start(db, () => false);
    await vi.advanceTimersByTimeAsync(TICK_MS * 5);
    expect(db.statements).toEqual([]);
    await settlement.stop();
  });

  it('sweeps every open bet on its first tick as the new leader, then settles only what results touched', async () => {
    const db = recordingDatabase();
    let leader = false;
    const settlement = start(db, () => leader);
    await vi.advanceTimersByTimeAsync(TICK_MS * 3);
    leader = true;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(db.sweeps()).toBe(1);
    await vi.advanceTimersByTimeAsync(TICK_MS * 3);
    expect(db.sweeps()).toBe(1);

    leader = false;
    await vi.advanceTimersByTimeAsync(TICK_MS * 2);
    leader = true;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(db.sweeps()).toBe(2);
    await settlement.stop();
  });
});

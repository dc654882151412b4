// When the batcher sends a batch (decision 0009): a bet that finds nothing in flight goes at once, and a
// second batch beside the first goes only once it carries MIN_SECOND_BATCH bets or has waited
// SECOND_BATCH_WAIT_MS. The bets themselves are placed by place_bets (bet-batcher.int.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, QueryText } from '../../infra/db';
import { type BetCall, createBetBatcher, MIN_SECOND_BATCH, SECOND_BATCH_WAIT_MS } from './bet-batcher';

// A database whose batches come back only when the test says so; it records each batch's bet guids.
function heldDatabase() {
  const batches: { guids: string[]; finish: () => void }[] = [];
  const database = {
    query(_text: QueryText, params: unknown[] = []) {
      const bets = JSON.parse(params[0] as string) as { i: number; g: string }[];
      return new Promise((resolve) => {
        const rows = bets.map((b) => ({ r_i: b.i, r_code: null, r_bet_id: b.i + 1 }));
        batches.push({ guids: bets.map((b) => b.g), finish: () => resolve(rows) });
      });
    },
  } as unknown as Pick<Database, 'query'>;
  return { database, batches };
}

const call = (guid: string): BetCall => ({
  userId: 1,
  guid,
  hash: 'h',
  source: 'player_cash',
  stake: 100,
  status: 'open',
  bet: '{}',
  legs: '[]',
  answer: '{}',
  now: new Date(0),
  sessionId: null,
});

// place() queues a bet after a few promise turns and sends at the next setImmediate: two turns let it.
const immediate = () => new Promise((resolve) => setImmediate(resolve));
const turn = async () => {
  await immediate();
  await immediate();
};
const guids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('when the bet batcher sends a batch', () => {
  // The 1 ms wait runs on a fake clock, so a slow machine cannot fire it early; setImmediate stays real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a bet that finds nothing in the database goes at once, alone', async () => {
    const { database, batches } = heldDatabase();
    const batcher = createBetBatcher(database);
    const placed = batcher.place(call('a'));
    await turn();
    expect(batches.map((b) => b.guids)).toEqual([['a']]);
    batches[0]?.finish();
    await expect(placed).resolves.toMatchObject({ r_bet_id: 1 });
  });

  it(`a second batch beside the first goes at once when it holds ${MIN_SECOND_BATCH} bets`, async () => {
    const { database, batches } = heldDatabase();
    const batcher = createBetBatcher(database);
    void batcher.place(call('first'));
    await turn();
    const second = guids(MIN_SECOND_BATCH, 's').map((g) => batcher.place(call(g)));
    await turn();
    expect(batches.map((b) => b.guids)).toEqual([['first'], guids(MIN_SECOND_BATCH, 's')]);
    batches[1]?.finish();
    await Promise.all(second);
  });

  it('fewer bets wait for the first batch to come back, then go together at once', async () => {
    const { database, batches } = heldDatabase();
    const batcher = createBetBatcher(database);
    void batcher.place(call('first'));
    await turn();
    const waiting = guids(MIN_SECOND_BATCH - 1, 'w').map((g) => batcher.place(call(g)));
    await turn();
    expect(batches).toHaveLength(1);

    batches[0]?.finish();
    await turn();
    expect(batches.map((b) => b.guids)).toEqual([['first'], guids(MIN_SECOND_BATCH - 1, 'w')]);
    batches[1]?.finish();
    await Promise.all(waiting);
  });

  it(`fewer bets go beside a first batch that has not come back after ${SECOND_BATCH_WAIT_MS} ms`, async () => {
    const { database, batches } = heldDatabase();
    const batcher = createBetBatcher(database);
    void batcher.place(call('slow'));
    await turn();
    const lone = batcher.place(call('lone'));
    await turn();
    expect(batches).toHaveLength(1);

    vi.advanceTimersByTime(SECOND_BATCH_WAIT_MS - 0.5);
    await turn();
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(0.5);
    await turn();
    expect(batches.map((b) => b.guids)).toEqual([['slow'], ['lone']]);
    batches[1]?.finish();
    await expect(lone).resolves.toMatchObject({ r_bet_id: 1 });
  });

  it('never has more than two batches in the database; the rest wait for one to come back', async () => {
    const { database, batches } = heldDatabase();
    const batcher = createBetBatcher(database);
    void batcher.place(call('first'));
    await turn();
    for (const g of guids(MIN_SECOND_BATCH, 's')) void batcher.place(call(g));
    await turn();
    const third = guids(MIN_SECOND_BATCH, 't').map((g) => batcher.place(call(g)));
    vi.advanceTimersByTime(SECOND_BATCH_WAIT_MS);
    await turn();
    expect(batches).toHaveLength(2);

    batches[0]?.finish();
    await turn();
    expect(batches[2]?.guids).toEqual(guids(MIN_SECOND_BATCH, 't'));
    batches[2]?.finish();
    await Promise.all(third);
  });
});

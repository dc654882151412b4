// Group commit of wallet callbacks (ADR 0046): callbacks that arrive together are applied in one statement
// on PostgreSQL, each exactly as if alone (its answer, its idempotency, its ledger transaction); a batch that
// fails as a whole is applied callback by callback. casino_wallet_apply_many itself runs on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type CasinoTestApp, callbackBase, createCasinoTestApp, uuid } from './casino.testing';
import type { GameSession } from './game-sessions';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

const bet = (s: GameSession, amount: number, transaction_uuid = uuid('bet')) => ({
  ...callbackBase(s),
  transaction_uuid,
  round: `round-of-${transaction_uuid}`,
  round_closed: false,
  currency: 'EUR',
  amount,
});

/** Counts the database's statements whose text includes `marker` while `work` runs; can make them fail. */
async function counting<T>(marker: string, work: () => Promise<T>, fail = false): Promise<{ result: T; seen: number }> {
  const db = t.database;
  const original = db.query.bind(db);
  let seen = 0;
  db.query = (async (text: Parameters<typeof original>[0], params?: unknown[]) => {
    if ((typeof text === 'string' ? text : text.text).includes(marker)) {
      seen += 1;
      if (fail) throw new Error('this batch fails as a whole');
    }
    return original(text, params);
  }) as typeof db.query;
  try {
    return { result: await work(), seen };
  } finally {
    db.query = original;
  }
}

describe('wallet callbacks batched', () => {
  it('callbacks arriving together each get their own answer: stakes, an overdraft refused, a replay, no money twice', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => t.seedPlayer(1_000)));
    const replayed = bet(players[0] as GameSession, 300);
    const calls = [
      ...players.map((s, i) => bet(s, 100 + i)),
      replayed,
      { ...replayed, request_uuid: uuid('req') },
      bet(players[1] as GameSession, 5_000),
    ];
    const { result: answers, seen } = await counting('casino_wallet_apply_many', () =>
      Promise.all(calls.map((c) => t.call('/transaction/bet', c))),
    );
    expect(answers.map((a) => a.body.status)).toEqual([...Array(10).fill('RS_OK'), 'RS_ERROR_NOT_ENOUGH_MONEY']);
    // The replay answers the first answer; the overdraft moved nothing.
    expect(answers[9]?.body.balance).toBe(answers[8]?.body.balance);
    expect(await t.cash(players[0] as GameSession)).toBe(1_000 - 100 - 300);
    expect(await t.cash(players[1] as GameSession)).toBe(1_000 - 101);
    for (const [i, s] of players.entries()) if (i > 1) expect(await t.cash(s)).toBe(1_000 - 100 - i);
    // PostgreSQL groups them (fewer statements than callbacks); PGlite applies each alone.
    if (t.database.kind === 'pg') expect(seen).toBeGreaterThan(0);
    else expect(seen).toBe(0);
  });

  it('a batch that fails as a whole is applied callback by callback, each answered once', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => t.seedPlayer(500)));
    const calls = players.map((s) => bet(s, 200));
    const { result: answers, seen } = await counting(
      'casino_wallet_apply_many',
      () => Promise.all(calls.map((c) => t.call('/transaction/bet', c))),
      true,
    );
    expect(answers.map((a) => [a.http, a.body.status, a.body.balance])).toEqual(players.map(() => [200, 'RS_OK', 300]));
    for (const s of players) expect(await t.cash(s)).toBe(300);
    if (t.database.kind === 'pg') expect(seen).toBeGreaterThan(0); // a batch was tried, and failed
  });

  it('casino_wallet_apply_many applies its callbacks in order, a bet, its win and a replay, as one by one', async () => {
    const s = await t.seedPlayer(1_000);
    const base = {
      provider: 'fairline-studio',
      user: s.userId,
      currency: s.currencyId,
      free: false,
      game: s.gameId,
      round: uuid('round'),
      at: new Date().toISOString(),
      reward: null,
    };
    const betId = uuid('bet');
    const calls = [
      { ...base, uuid: betId, kind: 'bet', hash: 'h-bet', amount: 400, roundClosed: false, reference: null },
      { ...base, uuid: uuid('win'), kind: 'win', hash: 'h-win', amount: 900, roundClosed: true, reference: betId },
      { ...base, uuid: betId, kind: 'bet', hash: 'h-bet', amount: 400, roundClosed: false, reference: null },
      { ...base, uuid: betId, kind: 'bet', hash: 'h-other', amount: 1, roundClosed: false, reference: null },
    ];
    const rows = await t.database.query<{ r_i: number; status: string; balance: unknown; moved: boolean }>(
      'select r_i, status, balance, moved from casino_wallet_apply_many($1)',
      [JSON.stringify(calls)],
    );
    expect(rows.map((r) => [r.r_i, r.status, Number(r.balance), r.moved])).toEqual([
      [1, 'RS_OK', 600, true],
      [2, 'RS_OK', 1_500, true],
      [3, 'RS_OK', 600, false],
      [4, 'RS_ERROR_DUPLICATE_TRANSACTION', 1_500, false],
    ]);
    expect(await t.cash(s)).toBe(1_500);
  });
});

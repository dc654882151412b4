// place_bets and the batcher (decision 0009): bets of one batch are judged one by one exactly as
// place_bet judges them, a refused bet never refuses the others, and no money is made or lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type BetCall, createBetBatcher, placeOne } from './bet-batcher';
import { balanceOf, type CouponTestApp, createCouponTestApp, findOffer, type Player } from './coupon.testing';

let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

/** A 1X2 line single of `stake` minor units, shaped as the server sends it. */
function callOf(player: Player, stake: number, over: Partial<BetCall> = {}): BetCall {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
  const odds = Math.round(outcome.C * 1000);
  return {
    userId: player.id,
    guid: crypto.randomUUID(),
    hash: `hash-${stake}`,
    source: 'player_cash',
    stake,
    status: 'open',
    bet: JSON.stringify({
      vid: 0,
      kind: 'line',
      potential_return: Math.floor((stake * odds) / 1000),
      odds_total: odds,
      currency_id: 10,
    }),
    legs: JSON.stringify([
      {
        idx: 0,
        game_id: game.id,
        const_id: game.constId,
        sport_id: game.sportId,
        champ_id: game.champId,
        start_ms: game.start,
        type: outcome.T,
        market_group: outcome.G,
        param: 0,
        odds,
        kind: 'line',
      },
    ]),
    answer: JSON.stringify({ lvC: false }),
    now: new Date(t.clock.now()),
    sessionId: null,
    ...over,
  };
}

/** The database with every statement it runs recorded by name (or 'text'). */
function recording(database: Database) {
  const names: string[] = [];
  const spy: Pick<Database, 'query'> = {
    query: (text, params) => {
      names.push(typeof text === 'string' ? 'text' : text.name);
      return database.query(text, params);
    },
  };
  return { spy, names };
}

/** A funded player whose open-stakes account exists (a player's first bet opens it through place_bet). */
async function bettor(balance: number): Promise<Player> {
  const player = await t.seedPlayer(balance);
  await t.database.query(`select ledger_player_account($1, 10, 'open_stakes')`, [player.id]);
  return player;
}

const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? (r.reason as { code?: string }).code : 'placed';

describe('place_bets through the batcher', () => {
  it('bets that arrive together go in one place_bets call, each with its own bet and balance', async () => {
    const player = await bettor(100_00);
    const { spy, names } = recording(t.database);
    const batcher = createBetBatcher(spy);
    const calls = Array.from({ length: 10 }, () => callOf(player, 1_00));
    const rows = await Promise.all(calls.map((c) => batcher.place(c)));
    expect(names.filter((n) => n === 'place_bet')).toEqual([]);
    expect(names.filter((n) => n === 'place_bets').length).toBeLessThanOrEqual(2);
    expect(new Set(rows.map((r) => asNumber(r.r_bet_id))).size).toBe(10);
    // Balances after each bet, in the batch's order, end at the account's balance.
    expect(rows.map((r) => asNumber(r.r_balance)).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 10 }, (_, i) => 100_00 - (i + 1) * 1_00),
    );
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    await assertLedgerInvariants(t.database);
    await assertBetInvariants(t.database);
  });

  it('a batch refuses only the bets past the balance: the running sum of stakes decides, in order', async () => {
    const player = await bettor(10_00);
    const { spy, names } = recording(t.database);
    const batcher = createBetBatcher(spy);
    const results = await settled([4_00, 4_00, 4_00, 2_00, 1_00].map((s) => batcher.place(callOf(player, s))));
    // 4 + 4 fit, the third 4 does not (8 + 4 > 10), 2 fits (8 + 2), 1 does not (10 + 1).
    expect(results.map(codeOf)).toEqual(['placed', 'placed', 'FL402', 'placed', 'FL402']);
    expect(names).toEqual(['place_bets']);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(0);
    await assertLedgerInvariants(t.database);
  });

  it('answers every refusal of place_bet per bet without failing the rest of the batch', async () => {
    const good = await bettor(50_00);
    const blocked = await bettor(50_00);
    await t.database.query(
      `insert into rg_blocks (user_id, kind, until) values ($1, 'timeout', now() + interval '1 day')`,
      [blocked.id],
    );
    const first = callOf(good, 1_00);
    await placeOne(t.database, first);
    const { spy, names } = recording(t.database);
    const batcher = createBetBatcher(spy);
    const results = await settled([
      batcher.place(callOf(good, 2_00)),
      batcher.place({ ...first }), // the same guid and body: the first bet's answer
      batcher.place({ ...first, guid: first.guid, hash: 'another body' }), // waits for the replay, then FL409
      batcher.place(callOf(blocked, 1_00)),
      batcher.place(callOf(good, 1_00, { sessionId: 'no-such-session' })),
      batcher.place(callOf(good, 1_00, { bet: JSON.stringify({ vid: 0, kind: 'line', currency_id: 2 }) })),
      batcher.place(callOf(good, 3_00)),
    ]);
    expect(results.map(codeOf)).toEqual(['placed', 'placed', 'FL409', 'FL403', 'FL401', 'FL412', 'placed']);
    expect(names.every((n) => n === 'place_bets')).toBe(true);
    const replay = results[1];
    expect(replay?.status === 'fulfilled' && replay.value.r_replayed).toBe(true);
    expect(await balanceOf(t.database, good.cashAccountId)).toBe(50_00 - 1_00 - 2_00 - 3_00);
    expect(await balanceOf(t.database, blocked.cashAccountId)).toBe(50_00);
    await assertLedgerInvariants(t.database);
    await assertBetInvariants(t.database);
  });

  it('a player whose stake accounts are not open yet is placed through place_bet, which opens them', async () => {
    const [row] = await t.database.query<{ id: unknown }>(
      `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
       values ((select id from brands where slug = 'fairline'), 'kz', 10, 'full_reg', $1, now()) returning id`,
      [`fresh${Math.random().toString(36).slice(2)}@example.com`],
    );
    const fresh = { id: asNumber(row?.id), headers: {}, cashAccountId: 0 };
    const { spy, names } = recording(t.database);
    const result = await settled([createBetBatcher(spy).place(callOf(fresh, 1_00))]);
    // No money yet, so place_bet refuses it, but only after the batch handed it over.
    expect(result.map(codeOf)).toEqual(['FL402']);
    expect(names).toEqual(['place_bets', 'place_bet']);
  });

  it('one guid sent twice at once is placed once; both requests get that bet', async () => {
    const player = await bettor(10_00);
    const batcher = createBetBatcher(t.database);
    const call = callOf(player, 1_00);
    const [a, b] = await Promise.all([batcher.place(call), batcher.place({ ...call })]);
    expect(asNumber(a.r_bet_id)).toBe(asNumber(b.r_bet_id));
    expect([a.r_replayed, b.r_replayed]).toEqual([false, true]);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(9_00);
  });

  it('a batch that fails as a whole falls back to one place_bet per bet', async () => {
    const player = await t.seedPlayer(10_00);
    const names: string[] = [];
    const failing: Pick<Database, 'query'> = {
      query: (text, params) => {
        const name = typeof text === 'string' ? 'text' : text.name;
        names.push(name);
        if (name === 'place_bets') return Promise.reject(Object.assign(new Error('deadlock'), { code: '40P01' }));
        return t.database.query(text, params);
      },
    };
    const rows = await Promise.all([1_00, 2_00].map((s) => createBetBatcher(failing).place(callOf(player, s))));
    expect(rows.every((r) => r.r_replayed === false)).toBe(true);
    expect(names.filter((n) => n === 'place_bet')).toHaveLength(2);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(7_00);
  });
});

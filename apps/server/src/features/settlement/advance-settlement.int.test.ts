import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { topics } from '../../infra/pubsub/topics';
import { G, T } from '../../trading/pricing/groups';
import type { GameInfo } from '../../trading/types';
import { advanceOf, allInvariants, getAvance, HOUR, lineOffers, placeOk, single } from '../coupon/advance.testing';
import { balanceOf, type CouponTestApp, createCouponTestApp, type Player } from '../coupon/coupon.testing';
import { type Settlement, startSettlement } from './settlement.service';
import { resultFor, ScriptedResults } from './settlement.testing';

let t: CouponTestApp;
let results: ScriptedResults;
let settlement: Settlement;
let soon: ReturnType<typeof lineOffers>;
const pubsub = new MemoryPubSub();

beforeAll(async () => {
  t = await createCouponTestApp();
  results = new ScriptedResults();
  settlement = startSettlement({ database: t.database, engine: results, clock: t.clock, pubsub, tickMs: 0 });
  const now = t.clock.now();
  soon = lineOffers(t.engine, now, { after: now + HOUR, before: now + 40 * HOUR });
});
afterAll(async () => {
  settlement.stop();
  await t.close();
});

/** Places a home-win single at odds 2.00 (the bet rewritten after placing): won on 1:0, lost on 0:1. */
async function homeAt2(player: Player, summ: number, extra: Record<string, unknown> = {}) {
  const offer = soon();
  const id = await placeOk(t, player, single(offer, summ, extra));
  await t.database.query('update bet_legs set market_group = $2, type = $3, odds = 2000 where bet_id = $1', [
    id,
    G.x12,
    T.home,
  ]);
  await t.database.query('update bets set potential_return = stake * 2, odds_total = 2000 where id = $1', [id]);
  return { id, game: offer.game };
}

const won = (game: GameInfo) => resultFor(game, [1, 0]);
const lost = (game: GameInfo) => resultFor(game, [0, 1]);

async function settle(...list: ReturnType<typeof resultFor>[]) {
  t.clock.advance(1_000);
  results.add(...list.map((r) => ({ ...r, settledAt: t.clock.now() })));
  return settlement.tick({ sweep: false });
}

const betOf = async (id: number) => {
  const [row] = await t.database.query<{ status: string; payout: unknown }>(
    'select status, payout from bets where id = $1',
    [id],
  );
  return row && { status: row.status, payout: Number(row.payout) };
};

/** A player with 100 staked on a backing bet at 2.00 and a 20 advance bet at 2.00. */
async function withAdvance() {
  const player = await t.seedPlayer(100_00);
  const backing = await homeAt2(player, 100);
  const advance = await homeAt2(player, 20, { avanceBet: true });
  return { player, backing, advance };
}

describe('settling advance bets', () => {
  it('repays the advance from the backing bet’s winnings first, then pays the held advance bet', async () => {
    const { player, backing, advance } = await withAdvance();
    await settle(won(advance.game));
    expect(await betOf(advance.id)).toEqual({ status: 'open', payout: 0 });
    expect(await advanceOf(t, advance.id)).toMatchObject({ status: 'outstanding', held: expect.anything() });
    await allInvariants(t);

    const heard: unknown[] = [];
    const off = pubsub.subscribe(topics.user(player.id), (message) => heard.push(message));
    await settle(won(backing.game));
    off();
    expect(await betOf(backing.id)).toEqual({ status: 'won', payout: 200_00 });
    expect(await advanceOf(t, advance.id)).toMatchObject({ status: 'repaid', repaid: 20_00, held: null });
    expect(await betOf(advance.id)).toEqual({ status: 'won', payout: 40_00 });
    // The player is told of the held advance bet too, not only of the backing bet and the balance.
    expect(heard).toContainEqual({ t: 'bet', betId: advance.id, status: 'won', payout: 40_00 });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(200_00 - 20_00 + 40_00);
    expect((await getAvance(t, player, soon())).Outstanding).toBe(0);
    await allInvariants(t);
  });

  it('pays an advance bet that settles after its advance was repaid at once', async () => {
    const { player, backing, advance } = await withAdvance();
    await settle(won(backing.game));
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(180_00);
    await settle(won(advance.game));
    expect(await betOf(advance.id)).toEqual({ status: 'won', payout: 40_00 });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(220_00);
    await allInvariants(t);
  });

  it('voids a won advance bet when the backing bet loses, whichever settles first', async () => {
    const first = await withAdvance();
    await settle(won(first.advance.game));
    await settle(lost(first.backing.game));
    expect(await betOf(first.advance.id)).toEqual({ status: 'void', payout: 0 });
    expect(await advanceOf(t, first.advance.id)).toMatchObject({ status: 'written_off', repaid: 0, held: null });
    expect(await balanceOf(t.database, first.player.cashAccountId)).toBe(0);
    await allInvariants(t);

    const second = await withAdvance();
    await settle(lost(second.backing.game));
    expect(await advanceOf(t, second.advance.id)).toMatchObject({ status: 'written_off' });
    await settle(won(second.advance.game));
    expect(await betOf(second.advance.id)).toEqual({ status: 'void', payout: 0 });
    expect(await balanceOf(t.database, second.player.cashAccountId)).toBe(0);
    await allInvariants(t);
  });

  it('makes the player repay a lost advance bet from the backing bet’s winnings', async () => {
    const { player, backing, advance } = await withAdvance();
    await settle(lost(advance.game));
    expect(await betOf(advance.id)).toEqual({ status: 'lost', payout: 0 });
    expect(await advanceOf(t, advance.id)).toMatchObject({ status: 'outstanding' });
    await settle(won(backing.game));
    expect(await advanceOf(t, advance.id)).toMatchObject({ status: 'repaid', repaid: 20_00 });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(180_00);
    await allInvariants(t);
  });

  it('forgives a lost advance bet whose backing bet lost too', async () => {
    const { player, backing, advance } = await withAdvance();
    await settle(lost(advance.game), lost(backing.game));
    expect(await betOf(advance.id)).toEqual({ status: 'lost', payout: 0 });
    expect(await advanceOf(t, advance.id)).toMatchObject({ status: 'written_off' });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(0);
    await allInvariants(t);
  });

  it('gives back what the player repaid when the advance is only partly covered', async () => {
    const player = await t.seedPlayer(100_00);
    const small = await homeAt2(player, 10);
    const big = await homeAt2(player, 90);
    const advance = await homeAt2(player, 30, { avanceBet: true });
    await settle(won(advance.game));
    await settle(won(small.game));
    expect(await advanceOf(t, advance.id)).toMatchObject({ status: 'outstanding', repaid: 10_00 });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(20_00 - 10_00);
    await settle(lost(big.game));
    expect(await betOf(advance.id)).toEqual({ status: 'void', payout: 10_00 });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(20_00);
    await allInvariants(t);
  });

  it('voids an advance bet on a cancelled game and returns the credit', async () => {
    const { player, advance } = await withAdvance();
    await settle(resultFor(advance.game, [0, 0], { cancelled: true }));
    expect(await betOf(advance.id)).toEqual({ status: 'void', payout: 0 });
    expect(await advanceOf(t, advance.id)).toMatchObject({ status: 'written_off' });
    expect((await getAvance(t, player, soon())).Outstanding).toBe(0);
    await allInvariants(t);
  });

  it('settles, repays and pays out exactly once with two settlers racing', async () => {
    const { player, backing, advance } = await withAdvance();
    await settle(won(advance.game));
    t.clock.advance(1_000);
    results.add({ ...won(backing.game), settledAt: t.clock.now() });
    const other = startSettlement({ database: t.database, engine: results, clock: t.clock, tickMs: 0 });
    await Promise.all([settlement.tick(), other.tick(), settlement.tick(), other.tick()]);
    for (const id of [backing.id, advance.id]) {
      const [count] = await t.database.query<{ n: unknown }>(
        'select count(*) as n from bet_settlements where bet_id = $1',
        [id],
      );
      expect(Number(count?.n)).toBe(1);
    }
    const [repaid] = await t.database.query<{ n: unknown }>(
      `select count(*) as n from ledger_transactions where kind = 'advance_repaid' and (metadata->>'advance_bet_id')::bigint = $1`,
      [advance.id],
    );
    expect(Number(repaid?.n)).toBe(1);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(220_00);
    await allInvariants(t);
  });

  it('flags a corrected advance bet for review instead of re-settling it', async () => {
    const { backing, advance } = await withAdvance();
    await settle(won(backing.game), won(advance.game));
    const report = await settlement.resettleGame(advance.game.id, lost(advance.game));
    expect(report.needsReview).toEqual([advance.id]);
    expect(await betOf(advance.id)).toEqual({ status: 'won', payout: 40_00 });
    await allInvariants(t);
  });
});

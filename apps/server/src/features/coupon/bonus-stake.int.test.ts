// Bonus money as a stake source of the coupon (ADR 0039 "Staking order", ADR 0063), through the real
// app: real money first and only the shortfall from the running bonus; bonus money never above the
// bonus's maximum bet; every return split in the stake's proportion (cash share rounded down) — to the
// bonus while it runs, to cash once it converted, to the house once it expired or was refused; two bets
// racing for the last bonus money never overdraw it.
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import type { GameInfo, Outcome } from '../../trading/types';
import { countSettledBet, sweepBonuses } from '../bonuses/bonuses.service';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, DAY, onlyActive } from '../bonuses/bonuses.testing';
import { syncPointsForBet } from '../loyalty-points/loyalty-points.service';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { wireEvent } from './coupon.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

const SPORT = 0;

/** A line 1X2 outcome at odds of 1.50 to 6 (the sport welcome bonus counts singles from 1.50). */
function offer(): { game: GameInfo; outcome: Outcome } {
  const { engine, clock } = t.app.trading;
  for (const game of engine.listGames(clock.now(), { kind: 'line' })) {
    if (game.status !== 1 || game.start < clock.now() + 600_000) continue;
    const outcomes = engine.getGameMarkets(game.id, clock.now())?.groups.find((g) => g.G === 1)?.outcomes ?? [];
    const outcome = outcomes.find((o) => !o.B && o.C >= 1.5 && o.C <= 6);
    if (outcome) return { game, outcome };
  }
  throw new Error('no line outcome at 1.50 or more');
}

interface Placed {
  Success: boolean;
  Error?: string;
  ErrorCode?: number;
  Value?: { Id: number };
}

async function bet(player: BonusPlayer, summ: number): Promise<Placed> {
  const { game, outcome } = offer();
  const res = await t.app.inject({
    method: 'POST',
    url: '/service-api/LiveBet/Secure/MakeBetWeb',
    headers: player.headers,
    payload: { Events: [wireEvent(game, outcome)], Vid: 0, Summ: summ, CheckCf: 2, betGuid: crypto.randomUUID() },
  });
  return res.json<Placed>();
}

async function placed(player: BonusPlayer, summ: number): Promise<number> {
  const answer = await bet(player, summ);
  expect(answer.Success, answer.Error).toBe(true);
  return Number(answer.Value?.Id);
}

/** A player with `cash` dollars of their own who deposited `deposit` dollars: cash + deposit, and the bonus. */
async function withBonus(cash: number, deposit: number) {
  // The test player is funded with a transaction of at least a cent; a player without cash gives it back.
  const player = await t.player({ welcome: SPORT, cash: cash * 100 || 1 });
  if (cash === 0) {
    await postTransaction(t.database, {
      kind: 'withdrawal',
      idempotencyKey: `bonus-stake-unfund:${player.id}`,
      legs: [
        { accountId: player.cashAccountId, amount: -1 },
        { accountId: await systemAccountId(t.database, 'payment_clearing', 10), amount: 1 },
      ],
    });
  }
  await t.deposit(player, String(deposit));
  const bonus = onlyActive(await t.bonuses(player));
  const bonusAccount = await t.bonusAccountOf(player);
  const balances = async () => ({
    cash: await t.balance(player.cashAccountId),
    bonus: await t.balance(bonusAccount),
  });
  return { player, bonus, bonusAccount, balances };
}

async function betRow(id: number) {
  const [row] = await t.database.query<Record<string, unknown>>(
    'select stake, original_stake, bonus_stake, bonus_id, status, payout from bets where id = $1',
    [id],
  );
  return {
    stake: asNumber(row?.stake),
    bonusStake: asNumber(row?.bonus_stake),
    bonusId: row?.bonus_id === null ? null : asNumber(row?.bonus_id),
    status: String(row?.status),
  };
}

/** What the settler calls for a decided bet. */
async function settle(id: number, status: 'won' | 'lost' | 'void', payout: number) {
  const { stake } = await betRow(id);
  const rows = await t.database.query('select * from settle_bet_advancing($1, $2, $3, $4, now())', [
    id,
    stake,
    status,
    payout,
  ]);
  expect(rows).toHaveLength(1);
}

const houseBonusCost = async () => {
  const [row] = await t.database.query<{ b: unknown }>(
    `select coalesce(sum(e.amount), 0) as b from ledger_entries e join ledger_accounts a on a.id = e.account_id
     where a.kind = 'bonus_cost' and a.currency_id = 10`,
  );
  return asNumber(row?.b);
};

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

describe('the staking order', () => {
  it('takes real money first and only the shortfall from the bonus', async () => {
    const { player, bonus, balances } = await withBonus(0, 20);
    expect(await balances()).toEqual({ cash: 20_00, bonus: 20_00 });
    // Cash covers it: the bonus is not touched.
    const cashOnly = await placed(player, 15);
    expect(await betRow(cashOnly)).toMatchObject({ stake: 15_00, bonusStake: 0, bonusId: null });
    expect(await balances()).toEqual({ cash: 5_00, bonus: 20_00 });
    // 12 with 5 of cash left: 5 from cash, the 7 short from the bonus.
    const mixed = await placed(player, 12);
    expect(await betRow(mixed)).toMatchObject({ stake: 12_00, bonusStake: 7_00, bonusId: bonus.id });
    expect(await balances()).toEqual({ cash: 0, bonus: 13_00 });
    await invariants();
  });

  it('refuses a stake cash and bonus money cannot cover together, moving nothing', async () => {
    const { player, balances } = await withBonus(0, 10);
    const answer = await bet(player, 25);
    expect(answer).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.insufficientFunds });
    expect(await balances()).toEqual({ cash: 10_00, bonus: 10_00 });
  });

  it('refuses bonus money above the bonus’s maximum bet, but never a bet staked from cash alone', async () => {
    // 100 USD of cash and the capped 100 USD bonus; the sport welcome bonus's maximum bet is 50 USD.
    const { player, balances } = await withBonus(0, 100);
    const above = await bet(player, 120);
    expect(above).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.bonusMaxBet });
    expect(await balances()).toEqual({ cash: 100_00, bonus: 100_00 });
    // 60 USD is above the maximum bet too, but cash covers it: placed (it just does not count).
    const cashOnly = await placed(player, 60);
    expect(await betRow(cashOnly)).toMatchObject({ bonusStake: 0 });
    // 45 USD with 40 of cash left takes 5 from the bonus: within the maximum, placed.
    const within = await placed(player, 45);
    expect(await betRow(within)).toMatchObject({ bonusStake: 5_00 });
    // 51 USD needs bonus money above the maximum: refused.
    expect(await bet(player, 51)).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.bonusMaxBet });
    expect(await balances()).toEqual({ cash: 0, bonus: 95_00 });
    await invariants();
  });
});

describe('returns split in the stake’s proportion', () => {
  // Each bet: 30 USD, 20 from cash and 10 from the bonus (a third), cash share rounded down.
  const mixedBet = async () => {
    const ctx = await withBonus(0, 20);
    const id = await placed(ctx.player, 30);
    expect(await betRow(id)).toMatchObject({ bonusStake: 10_00 });
    expect(await ctx.balances()).toEqual({ cash: 0, bonus: 10_00 });
    return { ...ctx, id };
  };

  it('a win: two thirds to cash, a third to the bonus (the cash share rounded down)', async () => {
    const { id, balances } = await mixedBet();
    await settle(id, 'won', 55_00);
    // 55 × 20/30 = 36.666… → 36.66 to cash, 18.34 to the bonus.
    expect(await balances()).toEqual({ cash: 36_66, bonus: 10_00 + 18_34 });
    await invariants();
  });

  it('a void: each share back where it came from', async () => {
    const { id, balances } = await mixedBet();
    await settle(id, 'void', 30_00);
    expect(await balances()).toEqual({ cash: 20_00, bonus: 20_00 });
    await invariants();
  });

  it('a loss: both shares to the house', async () => {
    const { id, balances } = await mixedBet();
    await settle(id, 'lost', 0);
    expect(await balances()).toEqual({ cash: 0, bonus: 10_00 });
    await invariants();
  });

  it('a cash-out, partial then the rest settled: each payment split the same way', async () => {
    const { id, player, balances } = await mixedBet();
    await t.database.query('select * from sell_bet($1, $2, $3, $4, $5, $6, now())', [
      id,
      player.id,
      30_00,
      15_00,
      21_00,
      `q-${id}`,
    ]);
    // 21 × 2/3 = 14 to cash, 7 to the bonus.
    expect(await balances()).toEqual({ cash: 14_00, bonus: 17_00 });
    await settle(id, 'won', 30_00);
    expect(await balances()).toEqual({ cash: 34_00, bonus: 27_00 });
    await invariants();
  });

  it('a resettlement moves each share by its own difference, and back again', async () => {
    const { id, balances } = await mixedBet();
    await settle(id, 'won', 55_00);
    await t.database.query(`select * from resettle_bet($1, 2, 'lost', 0, now())`, [id]);
    expect(await balances()).toEqual({ cash: 0, bonus: 10_00 });
    await t.database.query(`select * from resettle_bet($1, 3, 'won', $2, now())`, [id, 55_00]);
    expect(await balances()).toEqual({ cash: 36_66, bonus: 28_34 });
    await invariants();
  });
});

describe('the bonus closed before the bet settles', () => {
  const openMixedBet = async () => {
    const ctx = await withBonus(0, 20);
    const id = await placed(ctx.player, 30);
    return { ...ctx, id };
  };

  it('refused: the bonus share goes to the house (bonus_cost), the cash share to cash', async () => {
    const { id, player, bonus, bonusAccount, balances } = await openMixedBet();
    expect((await t.refuse(player, bonus.id)).statusCode).toBe(200);
    expect(await balances()).toEqual({ cash: 0, bonus: 0 });
    const costBefore = await houseBonusCost();
    await settle(id, 'won', 60_00);
    expect(await balances()).toEqual({ cash: 40_00, bonus: 0 });
    expect(await houseBonusCost()).toBe(costBefore + 20_00);
    expect(await t.balance(bonusAccount)).toBe(0);
    await invariants();
  });

  it('expired: the bonus share goes to the house as well', async () => {
    const { id, balances } = await openMixedBet();
    await sweepBonuses(t.database, new Date(t.bonusClock.now.getTime() + 31 * DAY));
    const costBefore = await houseBonusCost();
    await settle(id, 'void', 30_00);
    expect(await balances()).toEqual({ cash: 20_00, bonus: 0 });
    expect(await houseBonusCost()).toBe(costBefore + 10_00);
    await invariants();
  });

  it('converted: the bonus share is real money now and goes to cash', async () => {
    const { id, player, bonus, balances } = await openMixedBet();
    // Wagering met by other settled bets (100 USD: 20 × 5): what is left (10) converts to cash.
    const base = 2_000_000_000 + player.id * 10;
    for (const n of [1, 2]) {
      await countSettledBet(t.database, {
        betId: base + n,
        userId: player.id,
        status: 'lost',
        stake: 50_00,
        vid: 0,
        legOdds: [1800],
        currencyId: 10,
      });
    }
    expect((await t.bonuses(player)).history[0]).toMatchObject({ id: bonus.id, status: 'converted' });
    expect(await balances()).toEqual({ cash: 10_00, bonus: 0 });
    await settle(id, 'won', 60_00);
    expect(await balances()).toEqual({ cash: 10_00 + 60_00, bonus: 0 });
    await invariants();
  });
});

describe('wagering and races', () => {
  it('counts the whole stake of a bet with a bonus share once toward wagering', async () => {
    const { player, bonus, id } = await (async () => {
      const ctx = await withBonus(0, 20);
      return { ...ctx, id: await placed(ctx.player, 30) };
    })();
    await settle(id, 'lost', 0);
    const settled = { betId: id, userId: player.id, status: 'lost', stake: 30_00, vid: 0, currencyId: 10 };
    const [leg] = await t.database.query<{ odds: number }>('select odds from bet_legs where bet_id = $1', [id]);
    await countSettledBet(t.database, { ...settled, legOdds: [Number(leg?.odds)] });
    await countSettledBet(t.database, { ...settled, legOdds: [Number(leg?.odds)] });
    expect(onlyActive(await t.bonuses(player))).toMatchObject({ id: bonus.id, currentValue: 30_00 });
  });

  it('earns loyalty points on the cash share of the stake only (ADR 0060)', async () => {
    const ctx = await withBonus(0, 20);
    const id = await placed(ctx.player, 30);
    await settle(id, 'lost', 0);
    const moved = await syncPointsForBet(t.database, {
      betId: id,
      userId: ctx.player.id,
      status: 'lost',
      stake: 30_00,
      currencyId: 10,
    });
    // 30 USD at 1 point per USD is 30 points; 20 of the 30 came from cash: 20 points.
    expect(moved).toBe(20);
  });

  it('two bets racing for the last bonus money: one is placed, the ledger never goes below zero', async () => {
    const { player, balances } = await withBonus(0, 10);
    // 20 USD in all; each bet of 15 needs bonus money the other would take.
    const answers = await Promise.all([bet(player, 15), bet(player, 15), bet(player, 15)]);
    expect(answers.filter((a) => a.Success)).toHaveLength(1);
    expect(answers.filter((a) => !a.Success).map((a) => a.ErrorCode)).toEqual([
      CouponErrorCode.insufficientFunds,
      CouponErrorCode.insufficientFunds,
    ]);
    expect(await balances()).toEqual({ cash: 0, bonus: 5_00 });
    await invariants();
  });
});

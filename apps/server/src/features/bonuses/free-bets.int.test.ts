// Free bets (issue 22, ADR 0071) through the real app: the marketing desk's grant (once per key), the
// office's list, MakeBetWeb with bonusId naming the token (its amount as the stake, no player money
// taken), every refusal (odds, kind, expired, used, another player's token, another amount), the
// returns (won pays only the winnings to cash, lost nothing, void gives the token back), cash-out
// refused, a replayed betGuid using one token, two bets racing for one token, and the sweep's expiry.

import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { FreeBetsAnswer } from '@fairline/shared/wire/free-bets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import type { GameInfo, Outcome } from '../../trading/types';
import { wireEvent } from '../coupon/coupon.testing';
import { syncPointsForBet } from '../loyalty-points/loyalty-points.service';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, DAY, OFFICE } from './bonuses.testing';
import { grantStaffBonus } from './campaign-desk';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
let campaigns = 0;

/** A running free-bet campaign for every brand: `usd` dollars, the given kinds and single's minimum odds. */
async function campaign(opts: { usd?: number; kinds?: string[]; minSingle?: number } = {}): Promise<number> {
  campaigns += 1;
  const [row] = await t.database.query<{ id: number }>(
    `insert into bonus_campaigns (code, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
       min_odds_single, min_odds_leg, min_odds_express, sport_weight, valid_days, is_listed,
       freebet_kinds, freebet_markets)
     values ($1, 'freebet', 6, 'sport', '{"en":"Test free bet"}', 100, $2, 0, $3, 1000, 1000, 0, 7, false, $4, 'any')
     returning id`,
    [`FB_TEST_${campaigns}_${Date.now()}`, opts.usd ?? 5, opts.minSingle ?? 1000, opts.kinds ?? ['single', 'express']],
  );
  return Number(row?.id);
}

/** The desk's staff grant of a free-bet campaign: the token's id. */
async function grant(player: BonusPlayer, campaignId: number, key = crypto.randomUUID().slice(0, 12)) {
  const answer = await grantStaffBonus(t.database, {
    userId: player.id,
    campaignId,
    idempotencyKey: key,
    actor: 'test',
  });
  expect(answer.free_bet).toBe(true);
  return answer;
}

function offers(n: number): { game: GameInfo; outcome: Outcome }[] {
  const { engine, clock } = t.app.trading;
  const found: { game: GameInfo; outcome: Outcome }[] = [];
  for (const game of engine.listGames(clock.now(), { kind: 'line' })) {
    if (game.status !== 1 || game.start < clock.now() + 600_000) continue;
    const outcomes = engine.getGameMarkets(game.id, clock.now())?.groups.find((g) => g.G === 1)?.outcomes ?? [];
    const outcome = outcomes.find((o) => !o.B && o.C >= 1.5 && o.C <= 6);
    if (outcome) found.push({ game, outcome });
    if (found.length === n) return found;
  }
  throw new Error('not enough line outcomes');
}

interface Answer {
  Success: boolean;
  Error?: string;
  ErrorCode?: number;
  Value?: { Id: number };
}

async function bet(player: BonusPlayer, o: { freeBet?: number; summ?: number; legs?: number; guid?: string }) {
  const picks = offers(o.legs ?? 1);
  const res = await t.app.inject({
    method: 'POST',
    url: MAKE,
    headers: player.headers,
    payload: {
      Events: picks.map((p) => wireEvent(p.game, p.outcome)),
      Vid: (o.legs ?? 1) > 1 ? 1 : 0,
      Summ: o.summ ?? 5,
      CheckCf: 2,
      betGuid: o.guid ?? crypto.randomUUID(),
      ...(o.freeBet === undefined ? {} : { bonusId: o.freeBet }),
    },
  });
  return res.json<Answer>();
}

async function freeBets(player: BonusPlayer): Promise<FreeBetsAnswer['data']> {
  const res = await t.app.inject({ method: 'GET', url: `${OFFICE}/freebets?lang=en`, headers: player.headers });
  expect(res.statusCode).toBe(200);
  return res.json<FreeBetsAnswer>().data;
}

async function token(id: number) {
  const [row] = await t.database.query<{ status: string; bet_id: unknown }>(
    'select status, bet_id from free_bets where id = $1',
    [id],
  );
  return { status: row?.status, betId: row?.bet_id === null ? null : asNumber(row?.bet_id) };
}

async function settle(betId: number, status: 'won' | 'lost' | 'void', payout: number) {
  const rows = await t.database.query('select * from settle_bet_advancing($1, $2, $3, $4, now())', [
    betId,
    500,
    status,
    payout,
  ]);
  expect(rows).toHaveLength(1);
}

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

describe('granting a free bet', () => {
  it('grants one token per desk key and lists it in the office as a bonus record of type 6', async () => {
    const player = await t.player({ welcome: null });
    const id = await campaign({ usd: 5, minSingle: 1500 });
    const first = await grant(player, id, 'fb-key-0001');
    const again = await grant(player, id, 'fb-key-0001');
    expect(again).toMatchObject({ bonus_id: first.bonus_id, replayed: true, amount_minor: 500 });
    const list = await freeBets(player);
    expect(list.usable).toHaveLength(1);
    expect(list.usable[0]).toMatchObject({
      id: first.bonus_id,
      type: 6,
      amount: 500,
      money: 500,
      status: 'active',
      rules: { minOddsSingle: 1.5, kinds: ['single', 'express'], sports: null, markets: 'any' },
    });
    // A free bet is not bonus money: the bonus account and the office's bonuses are untouched.
    expect(await t.balance(await t.bonusAccountOf(player))).toBe(0);
    expect((await t.bonuses(player)).active).toHaveLength(0);
  });
});

describe('placing a free bet', () => {
  it('stakes the token amount without taking the player’s money, and a replayed betGuid uses it once', async () => {
    const player = await t.player({ cash: 100, welcome: null });
    const { bonus_id: fb } = await grant(player, await campaign());
    const guid = crypto.randomUUID();
    const first = await bet(player, { freeBet: fb, guid });
    expect(first.Success, first.Error).toBe(true);
    const replay = await bet(player, { freeBet: fb, guid });
    expect(replay.Value?.Id).toBe(first.Value?.Id);
    expect(await t.balance(player.cashAccountId)).toBe(100);
    expect(await token(fb)).toEqual({ status: 'placed', betId: first.Value?.Id });
    // Used: a second bet with it is refused.
    expect(await bet(player, { freeBet: fb })).toMatchObject({ Success: false, Error: /used already/ });
    await invariants();
  });

  it('refuses a coupon the token does not fit: odds, kind, amount, expired, another player’s', async () => {
    const player = await t.player({ cash: 100_00, welcome: null });
    const unfit = { Success: false, ErrorCode: CouponErrorCode.freeBetUnusable };
    const highOdds = (await grant(player, await campaign({ minSingle: 50_000 }))).bonus_id;
    expect(await bet(player, { freeBet: highOdds })).toMatchObject({ ...unfit, Error: /below the free bet/ });
    const singlesOnly = (await grant(player, await campaign({ kinds: ['single'] }))).bonus_id;
    expect(await bet(player, { freeBet: singlesOnly, legs: 2 })).toMatchObject({ ...unfit, Error: /bet type/ });
    expect(await bet(player, { freeBet: singlesOnly, summ: 4 })).toMatchObject({ ...unfit, Error: /its amount/ });
    // Granted eight days ago with seven to run.
    t.bonusClock.now = new Date(Date.now() - 8 * DAY);
    const old = (await grant(player, await campaign())).bonus_id;
    t.bonusClock.now = new Date();
    expect(await bet(player, { freeBet: old })).toMatchObject({ ...unfit, Error: /expired/ });
    // Another player's token reads as none (IDOR): refused, and their token stays theirs and unused.
    const other = await t.player({ welcome: null });
    const theirs = (await grant(other, await campaign())).bonus_id;
    expect(await bet(player, { freeBet: theirs })).toMatchObject({ ...unfit, Error: /no such free bet/ });
    expect(await token(theirs)).toEqual({ status: 'active', betId: null });
    expect(await t.balance(player.cashAccountId)).toBe(100_00);
    await invariants();
  });

  it('of two bets racing for one token exactly one is placed', async () => {
    const player = await t.player({ cash: 100_00, welcome: null });
    const { bonus_id: fb } = await grant(player, await campaign());
    const answers = await Promise.all([bet(player, { freeBet: fb }), bet(player, { freeBet: fb })]);
    expect(answers.filter((a) => a.Success)).toHaveLength(1);
    const [row] = await t.database.query<{ n: unknown }>('select count(*) as n from bets where free_bet_id = $1', [fb]);
    expect(asNumber(row?.n)).toBe(1);
    expect(await t.balance(player.cashAccountId)).toBe(100_00);
    await invariants();
  });
});

describe('settling a free bet', () => {
  it('pays only the winnings to cash when it wins, nothing when it loses', async () => {
    const player = await t.player({ cash: 600, welcome: null });
    const won = (await bet(player, { freeBet: (await grant(player, await campaign())).bonus_id })).Value?.Id ?? 0;
    const lost = (await bet(player, { freeBet: (await grant(player, await campaign())).bonus_id })).Value?.Id ?? 0;
    await settle(won, 'won', 1250);
    await settle(lost, 'lost', 0);
    // 12.50 returned on a 5.00 free bet: 7.50 is the player's; the stake went back to the house.
    expect(await t.balance(player.cashAccountId)).toBe(600 + 750);
    expect((await freeBets(player)).history.map((f) => f.status).sort()).toEqual(['lost', 'won']);
    // Its stake earns no loyalty points (none was the player's money); a cash bet of 5 USD earns 5.
    const cash = (await bet(player, { summ: 5 })).Value?.Id ?? 0;
    await settle(cash, 'lost', 0);
    for (const [betId, status] of [
      [won, 'won'],
      [lost, 'lost'],
      [cash, 'lost'],
    ] as const) {
      await syncPointsForBet(t.database, { betId, userId: player.id, status, stake: 500, currencyId: 10 });
    }
    const points = async (betId: number) => {
      const [row] = await t.database.query<{ n: unknown }>(
        'select coalesce(sum(points), 0) as n from loyalty_bet_points where bet_id = $1',
        [betId],
      );
      return asNumber(row?.n);
    };
    expect([await points(won), await points(lost), await points(cash)]).toEqual([0, 0, 5]);
    await invariants();
  });

  it('gives the token back when the bet is void, usable again', async () => {
    const player = await t.player({ cash: 100, welcome: null });
    const { bonus_id: fb } = await grant(player, await campaign());
    const first = (await bet(player, { freeBet: fb })).Value?.Id ?? 0;
    await settle(first, 'void', 500);
    expect(await token(fb)).toEqual({ status: 'active', betId: null });
    expect(await t.balance(player.cashAccountId)).toBe(100);
    const second = await bet(player, { freeBet: fb });
    expect(second.Success, second.Error).toBe(true);
    expect(await token(fb)).toEqual({ status: 'placed', betId: second.Value?.Id });
    await invariants();
  });

  it('refuses cash-out on a free bet, and the sale statement refuses it too', async () => {
    const player = await t.player({ cash: 100, welcome: null });
    const id = (await bet(player, { freeBet: (await grant(player, await campaign())).bonus_id })).Value?.Id ?? 0;
    const quote = await t.app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Secure/GetCashOutQuote',
      headers: player.headers,
      payload: { betId: id },
    });
    expect(quote.json()).toMatchObject({ Success: false, Error: /free bet/ });
    await expect(
      t.database.query(`select * from sell_bet($1, $2, 500, 500, 100, 'forged-quote', now())`, [id, player.id]),
    ).rejects.toMatchObject({ code: 'FL409' });
    await invariants();
  });

  it('a resettlement from won to lost takes the winnings back from cash', async () => {
    const player = await t.player({ cash: 100, welcome: null });
    const id = (await bet(player, { freeBet: (await grant(player, await campaign())).bonus_id })).Value?.Id ?? 0;
    await settle(id, 'won', 1000);
    expect(await t.balance(player.cashAccountId)).toBe(600);
    await t.database.query(`select * from resettle_bet($1, 2, 'lost', 0, now())`, [id]);
    expect(await t.balance(player.cashAccountId)).toBe(100);
    await invariants();
  });
});

describe('expiry', () => {
  it('the bonus sweep expires an unused token once its time ran out', async () => {
    const player = await t.player({ welcome: null });
    t.bonusClock.now = new Date(Date.now() - 8 * DAY);
    const { bonus_id: fb } = await grant(player, await campaign());
    t.bonusClock.now = new Date();
    await t.app.bonuses.sweep(new Date());
    expect(await token(fb)).toEqual({ status: 'expired', betId: null });
    const list = await freeBets(player);
    expect(list.usable).toHaveLength(0);
    expect(list.history[0]).toMatchObject({ id: fb, status: 'expired', money: 0, isClosed: true });
  });
});

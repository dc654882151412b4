// Free bets granted by the paths a player meets (issue 22, ADR 0071 "Grants by every path") through the
// real app: the promo-code check's activation of a free-bet code (the seeded FREEBET5) grants one token
// per player however often it is sent, lists it in the promo-code history with its effect and holds no
// bonus account; a deposit free-bet campaign grants its token once per qualifying deposit however often
// the cashier repeats its callback, and not below its minimum deposit; the points shop's free-bet item
// debits the points and grants the token together, once per redemption key.
import type { FreeBetsAnswer } from '@fairline/shared/wire/free-bets';
import type { UserPromoCode } from '@fairline/shared/wire/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { createPointsTestApp, type PointsTestApp } from '../loyalty-points/loyalty-points.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type BonusPlayer, OFFICE } from './bonuses.testing';

let t: PointsTestApp;
beforeAll(async () => {
  t = await createPointsTestApp();
});
afterAll(async () => {
  expect(t.errors).toEqual([]);
  await assertLedgerInvariants(t.database);
  await t.close();
});

const activate = (player: BonusPlayer, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `${OFFICE}/promo/activate?lang=en`,
    headers: player.headers,
    payload: { promo_code: code },
  });

async function freeBets(player: BonusPlayer): Promise<FreeBetsAnswer['data']> {
  const res = await t.app.inject({ method: 'GET', url: `${OFFICE}/freebets?lang=en`, headers: player.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FreeBetsAnswer>().data;
}

async function history(player: BonusPlayer): Promise<UserPromoCode[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${OFFICE}/promo/getUserPromoCodesNew?lang=en`,
    headers: player.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UserPromoCode[] }>().data;
}

const tokensOfCause = async (cause: string) =>
  asNumber(
    (await t.database.query<{ n: unknown }>('select count(*) as n from free_bets where cause = $1', [cause]))[0]?.n,
  );

describe('a free-bet promo code grants its free bet', () => {
  it('once per player: the token, its record as the answer, the history’s effect, and no bonus held', async () => {
    const player = await t.player({ welcome: null });
    const check = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/promo/check?lang=en`,
      headers: player.headers,
      payload: { promo_code: 'freebet5' },
    });
    expect(check.json()).toMatchObject({ data: { isValid: true, promotion: { kind: 'freebet', amount: 500 } } });
    // Sent three times at once: one token, the others refused as used.
    const answers = await Promise.all([1, 2, 3].map(() => activate(player, 'FREEBET5')));
    const granted = answers.filter((a) => a.statusCode === 200);
    expect(granted).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error_code)).toEqual([
      'promo_used',
      'promo_used',
    ]);
    const record = granted[0]?.json().data;
    expect(record).toMatchObject({ type: 6, amount: 500, status: 'active', promoId: 'FREEBET_5' });
    const { usable } = await freeBets(player);
    expect(usable.map((f) => f.id)).toEqual([record.id]);
    expect(await tokensOfCause(`promo:${record.idBonus}:${player.id}`)).toBe(1);
    // A later try is refused; the check says so too.
    expect((await activate(player, 'FREEBET5')).json().error_code).toBe('promo_used');
    const [row, ...rest] = await history(player);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      promoCode: 'FREEBET5',
      name: 'Free bet 5.00 USD',
      source: 'promo_check',
      bonusId: null,
      freeBetId: record.id,
      amount: 500,
      status: 'active',
    });
    // A free bet holds no bonus account: the player has no bonus.
    expect((await t.bonuses(player)).active).toEqual([]);
  });

  it('within the code’s activation limit', async () => {
    await t.database.query(`update bonus_campaigns set max_activations = activations where code = 'FREEBET_5'`);
    try {
      const player = await t.player({ welcome: null });
      const res = await activate(player, 'FREEBET5');
      expect(res.statusCode).toBe(409);
      expect(res.json().error_code).toBe('promo_exhausted');
      expect((await freeBets(player)).usable).toEqual([]);
    } finally {
      await t.database.query(`update bonus_campaigns set max_activations = 100000 where code = 'FREEBET_5'`);
    }
  });
});

describe('a deposit free-bet campaign grants its free bet', () => {
  beforeAll(async () => {
    // A 5 USD redeposit free bet from 10 USD.
    await t.database.query(
      `insert into bonus_campaigns (code, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
         sport_weight, valid_days, is_listed, freebet_kinds, freebet_markets, deposit_trigger, min_deposit_usd)
       values ('FB_REDEP_TEST', 'freebet', 6, 'sport', '{"en":"Redeposit free bet"}', 100, 5, 0, 0, 7, false,
         array['single'], 'any', 'redeposit', 10)`,
    );
  });

  it('exactly once per qualifying deposit, however often the callback repeats', async () => {
    const player = await t.player({ welcome: null });
    await t.deposit(player, '20'); // the first deposit: a redeposit campaign gives nothing
    expect((await freeBets(player)).usable).toEqual([]);
    const depositId = await t.startDeposit(player, '10');
    await Promise.all([t.confirm(depositId), t.confirm(depositId), t.confirm(depositId)]);
    await t.confirm(depositId);
    expect(await tokensOfCause(`deposit-freebet:${depositId}`)).toBe(1);
    const { usable } = await freeBets(player);
    expect(usable).toHaveLength(1);
    expect(usable[0]).toMatchObject({ amount: 500, name: 'Redeposit free bet', status: 'active' });
    // The next qualifying deposit earns the next one; one below the minimum earns none.
    await t.deposit(player, '12');
    await t.deposit(player, '9');
    expect((await freeBets(player)).usable).toHaveLength(2);
  });
});

describe('the points shop’s free-bet item grants its free bet', () => {
  it('debits the points and grants the token in one step, once per redemption key', async () => {
    const player = await t.player({ welcome: null });
    await t.settle(player, 9_000_001, 500_00, 'lost'); // 500 points
    const shop = await t.shop(player);
    expect(shop.items.find((i) => i.code === 'FREEBET_5')).toMatchObject({
      points: 400,
      bonusAmount: 500,
      isAffordable: true,
      freeBet: { minOddsSingle: 1.5, minOddsLeg: 1.4, minOddsExpress: 2, kinds: ['single', 'express'], markets: 'any' },
    });
    const answers = await Promise.all([1, 2].map(() => t.redeem(player, 'FREEBET_5', 'key-freebet-0001')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((a) => a.json().data);
    expect(first.freeBetId).toBe(second.freeBetId);
    expect(first.bonusId).toBeNull();
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect((await t.shop(player)).balance).toBe(100);
    const { usable } = await freeBets(player);
    expect(usable.map((f) => f.id)).toEqual([first.freeBetId]);
    expect(usable[0]).toMatchObject({ amount: 500, promoId: 'FREEBET_5' });
    expect(await tokensOfCause(`points:${player.id}:key-freebet-0001`)).toBe(1);
    expect((await t.history(player)).items[0]).toMatchObject({ kind: 'redeemed', points: -400, item: 'FREEBET_5' });
    // Short of points: refused, nothing granted, nothing moved.
    const short = await t.redeem(player, 'FREEBET_5', 'key-freebet-0002');
    expect(short.statusCode).toBe(409);
    expect(short.json().error_code).toBe('points_short');
    expect((await freeBets(player)).usable).toHaveLength(1);
    expect((await t.shop(player)).balance).toBe(100);
  });
});

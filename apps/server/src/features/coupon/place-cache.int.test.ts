import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { balanceOf, type CouponTestApp, createCouponTestApp, findOffer, wireEvent } from './coupon.testing';

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
const EUR = 12;
let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

const lineSingle = () => {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
  return {
    game,
    body: { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, CheckCf: 2, betGuid: crypto.randomUUID() },
  };
};

describe('placing with the cached currency and risk limits', () => {
  it('books the bet in the new currency when the active account switched since the last bet', async () => {
    const player = await t.seedPlayer(100_00);
    const first = (await t.post(MAKE, lineSingle().body, player)).json();
    expect(first.Success, first.Error).toBe(true);

    const [opened] = await t.database.query<{ id: unknown }>('select wallet_open_currency_account($1, $2) as id', [
      player.id,
      EUR,
    ]);
    const eurCash = asNumber(opened?.id);
    await postTransaction(t.database, {
      kind: 'deposit',
      idempotencyKey: `place-cache-eur:${player.id}`,
      legs: [
        { accountId: await systemAccountId(t.database, 'payment_clearing', EUR), amount: -50_00 },
        { accountId: eurCash, amount: 50_00 },
      ],
    });
    await t.database.query(
      `update ledger_accounts set is_active = (id = $2) where owner_id = $1 and kind = 'player_cash'`,
      [player.id, eurCash],
    );

    const second = (await t.post(MAKE, lineSingle().body, player)).json();
    expect(second.Success, second.Error).toBe(true);
    const [bet] = await t.database.query<{ currency_id: unknown }>('select currency_id from bets where id = $1', [
      second.Value.Id,
    ]);
    expect(Number(bet?.currency_id)).toBe(EUR);
    expect(await balanceOf(t.database, eurCash)).toBe(40_00);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    await assertLedgerInvariants(t.database);
    await assertBetInvariants(t.database);
  });

  it('answers a replay with the first bet even when the coupon would now be refused', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, body } = lineSingle();
    const first = (await t.post(MAKE, body, player)).json();
    expect(first.Success, first.Error).toBe(true);
    const before = t.clock.now();
    t.clock.set(game.start + 8 * 3_600_000);
    const replay = (await t.post(MAKE, body, player)).json();
    t.clock.set(before);
    expect(replay).toEqual(first);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
  });
});

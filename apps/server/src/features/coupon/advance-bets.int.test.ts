import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import {
  advanceOf,
  allInvariants,
  getAvance,
  HOUR,
  lineOffers,
  MAKE_BET,
  placeOk,
  single,
  winningsOf,
} from './advance.testing';
import { balanceOf, type CouponTestApp, createCouponTestApp, type Player } from './coupon.testing';

let t: CouponTestApp;
let soon: ReturnType<typeof lineOffers>;
let late: ReturnType<typeof lineOffers>;

beforeAll(async () => {
  t = await createCouponTestApp();
  const now = t.clock.now();
  soon = lineOffers(t.engine, now, { after: now + HOUR, before: now + 40 * HOUR });
  late = lineOffers(t.engine, now, { after: now + 49 * HOUR });
});
afterAll(() => t.close());

const openStakes = async (player: Player) => {
  const [row] = await t.database.query<{ balance: unknown }>(
    `select balance from ledger_accounts where owner_id = $1 and kind = 'open_stakes'`,
    [player.id],
  );
  return Number(row?.balance ?? 0);
};

/** A player who staked all of `stake` on a game within 48 h: answers the player and the advance available. */
async function backedPlayer(stake = 100_00) {
  const player = await t.seedPlayer(stake);
  const backing = await placeOk(t, player, single(soon(), stake / 100));
  return { player, backing, available: Math.floor((await winningsOf(t, backing)) * 0.5) };
}

describe('the advance available (GetAvance)', () => {
  it('is half the potential winnings of open bets on events within 48 h, less the advances outstanding', async () => {
    const { player, available } = await backedPlayer();
    expect(await getAvance(t, player, soon())).toEqual({ Summ: available / 100, Available: true, Outstanding: 0 });
    await placeOk(t, player, single(soon(), 5, { avanceBet: true }));
    expect(await getAvance(t, player, soon())).toEqual({
      Summ: (available - 5_00) / 100,
      Available: available > 5_00,
      Outstanding: 5,
    });
  });

  it('counts no bet on an event starting beyond 48 h and offers nothing for such a coupon', async () => {
    const player = await t.seedPlayer(50_00);
    await placeOk(t, player, single(late(), 50));
    expect(await getAvance(t, player, soon())).toMatchObject({ Summ: 0, Available: false });
    const { player: backed } = await backedPlayer();
    expect(await getAvance(t, backed, late())).toMatchObject({ Summ: 0, Available: false });
  });
});

describe('placing an advance bet (MakeBetWeb avanceBet)', () => {
  it('stakes the house’s credit with a zero balance: cash untouched, stake in open stakes', async () => {
    const { player, backing } = await backedPlayer();
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(0);
    const res = (await t.post(MAKE_BET, single(soon(), 10, { avanceBet: true }), player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(res.Value).toMatchObject({ Balance: 0, AvanceBet: true });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(0);
    expect(await openStakes(player)).toBe(110_00);
    expect(await advanceOf(t, res.Value.Id)).toMatchObject({ amount: 10_00, repaid: 0, status: 'outstanding' });
    const backingRows = await t.database.query<{ bet_id: unknown }>(
      'select bet_id from bet_advance_backing where advance_bet_id = $1',
      [res.Value.Id],
    );
    expect(backingRows.map((r) => Number(r.bet_id))).toEqual([backing]);
    await allInvariants(t);
  });

  it('refuses a stake above the advance available and answers the amount', async () => {
    const { player, available } = await backedPlayer();
    const over = Math.floor(available / 100) + 1;
    const res = (await t.post(MAKE_BET, single(soon(), over, { avanceBet: true }), player)).json();
    expect(res).toMatchObject({ Success: false, ErrorCode: 104 });
    expect(res.Value.Avance).toEqual({ Summ: available / 100, Available: true });
    expect(await openStakes(player)).toBe(100_00);
    await allInvariants(t);
  });

  it('refuses an advance bet on an event starting beyond 48 h', async () => {
    const { player } = await backedPlayer();
    const res = (await t.post(MAKE_BET, single(late(), 1, { avanceBet: true }), player)).json();
    expect(res).toMatchObject({ Success: false, ErrorCode: 100 });
    expect(res.Error).toContain('48 hours');
  });

  it('refuses an advance without any backing bet, and a time-out blocks it like any stake', async () => {
    const player = await t.seedPlayer(100_00);
    const none = (await t.post(MAKE_BET, single(soon(), 1, { avanceBet: true }), player)).json();
    expect(none).toMatchObject({ Success: false, ErrorCode: 104 });
    const { player: backed } = await backedPlayer();
    await t.database.query(
      `insert into rg_blocks (user_id, kind, until) values ($1, 'timeout', now() + interval '1 day')`,
      [backed.id],
    );
    const blocked = (await t.post(MAKE_BET, single(soon(), 1, { avanceBet: true }), backed)).json();
    expect(blocked).toMatchObject({ Success: false, ErrorCode: 105 });
  });

  it('never lends more than available to 20 advance bets sent at once', async () => {
    const { player, available } = await backedPlayer();
    const stake = Math.max(10, Math.ceil(available / 7 / 100) * 100);
    const offers = Array.from({ length: 20 }, () => soon());
    const answers = await Promise.all(
      offers.map((offer) => t.post(MAKE_BET, single(offer, stake / 100, { avanceBet: true }), player)),
    );
    const placed = answers.filter((a) => a.json().Success).length;
    expect(placed).toBeGreaterThan(1);
    expect(placed).toBeLessThan(20);
    expect(placed).toBe(Math.floor(available / stake));
    const [owed] = await t.database.query<{ total: unknown }>(
      `select coalesce(sum(amount), 0) as total from bet_advances where user_id = $1`,
      [player.id],
    );
    expect(Number(owed?.total)).toBeLessThanOrEqual(available);
    expect(Number(owed?.total)).toBe(placed * stake);
    await allInvariants(t);
  });

  it('answers the first bet to a replay of its betGuid and lends once', async () => {
    const { player } = await backedPlayer();
    const body = single(soon(), 3, { avanceBet: true });
    const [a, b] = await Promise.all([t.post(MAKE_BET, body, player), t.post(MAKE_BET, body, player)]);
    const c = await t.post(MAKE_BET, body, player);
    const ids = [a, b, c].map((r) => r.json().Value.Id);
    expect(new Set(ids).size).toBe(1);
    const [count] = await t.database.query<{ n: unknown }>(
      'select count(*) as n from bet_advances where user_id = $1',
      [player.id],
    );
    expect(Number(count?.n)).toBe(1);
    const plain = (await t.post(MAKE_BET, { ...body, avanceBet: false }, player)).json();
    expect(plain).toMatchObject({ Success: false, ErrorCode: 106 });
    await allInvariants(t);
  });

  it('does not count a deposit as repayment, nor an advance bet as backing for another advance', async () => {
    const { player, available } = await backedPlayer();
    const advance = await placeOk(t, player, single(soon(), 4, { avanceBet: true }));
    await postTransaction(t.database, {
      kind: 'deposit',
      idempotencyKey: `advance-test-deposit:${player.id}`,
      legs: [
        { accountId: await systemAccountId(t.database, 'payment_clearing', 10), amount: -50_00 },
        { accountId: player.cashAccountId, amount: 50_00 },
      ],
    });
    expect(await advanceOf(t, advance)).toMatchObject({ repaid: 0, status: 'outstanding' });
    expect(await getAvance(t, player, soon())).toMatchObject({ Summ: (available - 4_00) / 100, Outstanding: 4 });
    await allInvariants(t);
  });

  it('refuses to sell an advance bet or a bet backing an outstanding advance', async () => {
    const { player, backing } = await backedPlayer();
    const advance = await placeOk(t, player, single(soon(), 2, { avanceBet: true }));
    for (const id of [backing, advance]) {
      const [bet] = await t.database.query<{ stake: unknown }>('select stake from bets where id = $1', [id]);
      await expect(
        t.database.query('select * from sell_bet($1, $2, $3, $4, $5, $6, $7)', [
          id,
          player.id,
          bet?.stake,
          1_00,
          1_00,
          `advance-sale-${id}`,
          new Date(),
        ]),
      ).rejects.toMatchObject({ code: 'FL409' });
      const quote = (await t.post('/service-api/LiveBet/Secure/GetCashOutQuote', { betId: id }, player)).json();
      expect(quote).toMatchObject({ Success: false, Value: { Available: false } });
      expect(quote.Error).toContain('advance');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import {
  balanceOf,
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  wireEvent,
} from './coupon.testing';

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

const openStakes = async (player: Player) => {
  const [row] = await t.database.query<{ balance: unknown }>(
    `select balance from ledger_accounts where owner_id = $1 and kind = 'open_stakes'`,
    [player.id],
  );
  return Number(row?.balance ?? 0);
};

const lineSingle = (extra: Record<string, unknown> = {}, skip = 0) => {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line', { skip });
  return { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, CheckCf: 0, betGuid: crypto.randomUUID(), ...extra };
};

describe('MakeBetWeb', () => {
  it('places a single: the stake moves from cash to open stakes with the bet', async () => {
    const player = await t.seedPlayer(100_00);
    const res = await t.post(MAKE, lineSingle(), player);
    const body = res.json();
    expect(body.Success, body.Error).toBe(true);
    expect(body.Value).toMatchObject({ Balance: 90, lvC: false, lnC: false, FailInfo: null, waitTime: 0 });
    expect(body.Value.Id).toBeGreaterThan(0);
    expect(body.Value.Coupon.Events[0]).toMatchObject({ Block: false, IsBannedExpress: false, Finish: false });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    expect(await openStakes(player)).toBe(10_00);
    const [leg] = await t.database.query<Record<string, unknown>>('select * from bet_legs where bet_id = $1', [
      body.Value.Id,
    ]);
    expect(leg).toMatchObject({ kind: 'line', result: 'open' });
    await invariants();
  });

  it('needs a logged-in user', async () => {
    const res = await t.post(MAKE, lineSingle());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Success: false });
  });

  it('answers the first bet to 10 replays of one betGuid in sequence and moves the stake once', async () => {
    const player = await t.seedPlayer(100_00);
    const body = lineSingle();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await t.post(MAKE, body, player)).json());
    expect(new Set(answers.map((a) => a.Value.Id)).size).toBe(1);
    expect(answers.every((a) => a.Value.Balance === 90)).toBe(true);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    await invariants();
  });

  it('places one bet and debits once for 10 copies of one betGuid sent at once', async () => {
    const player = await t.seedPlayer(100_00);
    const body = lineSingle();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post(MAKE, body, player)));
    const ids = answers.map((a) => a.json().Value.Id);
    expect(new Set(ids).size).toBe(1);
    const [count] = await t.database.query<{ n: unknown }>('select count(*) as n from bets where user_id = $1', [
      player.id,
    ]);
    expect(Number(count?.n)).toBe(1);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    await invariants();
  });

  it('refuses the same betGuid with another body', async () => {
    const player = await t.seedPlayer(100_00);
    const body = lineSingle();
    await t.post(MAKE, body, player);
    const again = (await t.post(MAKE, { ...body, Summ: 20 }, player)).json();
    expect(again).toMatchObject({ Success: false, Error: expect.stringMatching(/betGuid/) });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
  });

  it('refuses a stake above the balance and moves nothing', async () => {
    const player = await t.seedPlayer(5_00);
    const res = (await t.post(MAKE, lineSingle(), player)).json();
    expect(res).toMatchObject({ Success: false, Error: expect.stringMatching(/not enough money/) });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(5_00);
    await invariants();
  });

  it('refuses a stake below the minimum', async () => {
    const player = await t.seedPlayer(100_00);
    const res = (await t.post(MAKE, lineSingle({ Summ: 0.05 }), player)).json();
    expect(res).toMatchObject({ Success: false, Error: expect.stringMatching(/below the minimum/) });
  });

  it('refuses a combined coupon with two selections of one game', async () => {
    const player = await t.seedPlayer(100_00);
    const { game } = findOffer(t.engine, t.clock.now(), 'line');
    const outcomes = t.engine.getGameMarkets(game.id, t.clock.now())?.groups.find((g) => g.G === 1)?.outcomes ?? [];
    const body = {
      Events: outcomes.slice(0, 2).map((o) => wireEvent(game, o)),
      Vid: 1,
      Summ: 1,
      betGuid: crypto.randomUUID(),
    };
    expect((await t.post(MAKE, body, player)).json()).toMatchObject({
      Success: false,
      Error: expect.stringMatching(/same game/),
    });
  });
});

describe('the odds-change policy (checkCf)', () => {
  it.each([
    ['0 refuses any change', 0, -0.05, false],
    ['0 accepts the exact odds', 0, 0, true],
    ['1 accepts higher odds', 1, -0.05, true],
    ['1 refuses lower odds', 1, 0.05, false],
    ['2 accepts any change', 2, 0.05, true],
  ] as const)('%s', async (_rule, checkCf, delta, accepted) => {
    const player = await t.seedPlayer(100_00);
    const offer = findOffer(t.engine, t.clock.now(), 'line');
    const sent = Math.round((offer.outcome.C + delta) * 1000) / 1000;
    const body = {
      Events: [wireEvent(offer.game, offer.outcome, sent)],
      Vid: 0,
      Summ: 10,
      CheckCf: checkCf,
      betGuid: crypto.randomUUID(),
    };
    const res = (await t.post(MAKE, body, player)).json();
    expect(res.Success).toBe(accepted);
    if (accepted) {
      const [leg] = await t.database.query<{ odds: number }>('select odds from bet_legs where bet_id = $1', [
        res.Value.Id,
      ]);
      expect(leg?.odds).toBe(Math.round(offer.outcome.C * 1000));
    } else {
      expect(res.Value).toMatchObject({ lvC: true, lnC: false });
      expect(res.Value.FailInfo[0]).toMatchObject({
        GameId: offer.game.id,
        Coef: offer.outcome.C,
        CoefOld: sent,
        Block: false,
      });
      expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
    }
  });

  it('refuses a line bet once the game has started and says the line changed', async () => {
    const player = await t.seedPlayer(100_00);
    const body = lineSingle();
    const before = t.clock.now();
    const gameId = body.Events[0]?.GameId ?? 0;
    t.clock.set((t.engine.getGame(gameId, before)?.start ?? before) + 1_000);
    const res = (await t.post(MAKE, body, player)).json();
    t.clock.set(before);
    expect(res).toMatchObject({ Success: false, Value: { lnC: true } });
    expect(res.Value.FailInfo[0]).toMatchObject({ Block: true });
  });
});

describe('limits, blocks, bonus and promo codes', () => {
  it('refuses a stake above the maximum where VIP bets are not allowed', async () => {
    const player = await t.seedPlayer(100_000_00, { country: 'zz' });
    const res = (await t.post(MAKE, lineSingle({ Summ: 60_000 }), player)).json();
    expect(res).toMatchObject({ Success: false, Error: expect.stringMatching(/above the maximum/) });
  });

  it.each([
    ['a time-out', `insert into rg_blocks (user_id, kind, until) values ($1, 'timeout', now() + interval '1 day')`],
    [
      'a self-exclusion',
      `insert into rg_blocks (user_id, kind, until) values ($1, 'self_exclusion', now() + interval '200 days')`,
    ],
    [
      'a time-out in the profile',
      `update users set profile = jsonb_build_object('time_out_until', (now() + interval '1 day')::text) where id = $1`,
    ],
  ])('refuses bets during %s', async (_rule, sql) => {
    const player = await t.seedPlayer(100_00);
    await t.database.query(sql, [player.id]);
    const res = (await t.post(MAKE, lineSingle(), player)).json();
    expect(res).toMatchObject({ Success: false, Error: expect.stringMatching(/blocked/) });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
  });

  // Behaviour changed with ADR 0063: bonusId / userIdBonus no longer pick the bonus account; real money goes first.
  it('takes the stake from real money first, even when the bonus is asked for', async () => {
    const player = await t.seedPlayer(100_00);
    const [bonus] = await t.database.query<{ id: unknown }>(
      `select id from ledger_accounts where owner_id = $1 and kind = 'player_bonus'`,
      [player.id],
    );
    const { postTransaction, systemAccountId } = await import('../wallet/wallet.service');
    await postTransaction(t.database, {
      kind: 'bonus_granted',
      idempotencyKey: `bonus:${player.id}`,
      legs: [
        { accountId: await systemAccountId(t.database, 'bonus_cost', 10), amount: -20_00 },
        { accountId: Number(bonus?.id), amount: 20_00 },
      ],
    });
    const res = (await t.post(MAKE, lineSingle({ userIdBonus: 1 }), player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(await balanceOf(t.database, Number(bonus?.id))).toBe(20_00);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    await invariants();
  });

  it('refuses an unknown promo code and applies a boost code once per player', async () => {
    await t.database.query(`insert into promo_codes (code, kind, percent) values ('BOOST10', 'boost', 10)`);
    const player = await t.seedPlayer(100_00);
    expect((await t.post(MAKE, lineSingle({ promo: 'NOSUCH' }), player)).json()).toMatchObject({
      Success: false,
      Error: expect.stringMatching(/Unknown promo code/),
    });
    const first = (await t.post(MAKE, lineSingle({ promo: 'boost10' }), player)).json();
    expect(first.Success, first.Error).toBe(true);
    const [bet] = await t.database.query<{ potential_return: unknown; odds_total: number }>(
      'select potential_return, odds_total from bets where id = $1',
      [first.Value.Id],
    );
    const plain = Math.floor((10_00 * Number(bet?.odds_total)) / 1000);
    const boosted = plain + Math.floor((plain - 10_00) / 10);
    expect(Number(bet?.potential_return)).toBe(boosted);
    // The answer (the receipt, and every replay) shows what the bet pays, boost included.
    expect(first.Value.Coupon.PotentialReturn).toBe(boosted / 100);
    const second = (await t.post(MAKE, lineSingle({ promo: 'BOOST10' }), player)).json();
    expect(second).toMatchObject({ Success: false, Error: expect.stringMatching(/already used/) });
    await invariants();
  });
});

describe('several coupons and the web call', () => {
  it('places each coupon of MakeBetWebMulti and putbetscommon', async () => {
    const player = await t.seedPlayer(100_00);
    const multi = (
      await t.post(
        '/service-api/LiveBet/Secure/MakeBetWebMulti',
        { coupons: [lineSingle(), lineSingle({}, 1)] },
        player,
      )
    ).json();
    expect(multi.Value.map((a: { Success: boolean }) => a.Success)).toEqual([true, true]);
    const web = (await t.post('/web-api/datalinelive/putbetscommon', { coupon: lineSingle({}, 2) }, player)).json();
    expect(web.Success).toBe(true);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(70_00);
    await invariants();
  });
});

describe('GetAvance', () => {
  it('offers a share of the potential winnings of unsettled bets on events starting within 48 h', async () => {
    const player = await t.seedPlayer(100_00);
    const placed = (await t.post(MAKE, lineSingle(), player)).json();
    const [bet] = await t.database.query<{ potential_return: unknown }>(
      'select potential_return from bets where id = $1',
      [placed.Value.Id],
    );
    const winnings = Number(bet?.potential_return) - 10_00;
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line', { skip: 3 });
    const res = (
      await t.post(
        '/service-api/LiveBet/Open/GetAvance',
        { couponEvents: [wireEvent(game, outcome)], summ: 1, vid: 0 },
        player,
      )
    ).json();
    expect(res.Value).toMatchObject({ Summ: Math.floor(winnings * 0.5) / 100, Available: true });
    const guest = (
      await t.post('/service-api/LiveBet/Open/GetAvance', { couponEvents: [wireEvent(game, outcome)] })
    ).json();
    expect(guest.Value).toMatchObject({ Summ: 0, Available: false });
  });
});

import { amountProblemText } from '@fairline/shared/money/amount';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { kickingOffLineGame, scoringLiveGame } from './bet-options.testing';
import {
  balanceOf,
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  wireEvent,
} from './coupon.testing';

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
const UPDATE = '/service-api/LiveBet/Open/UpdateCoupon';
const DELAY = 200;
let t: CouponTestApp;
let start: number;

beforeAll(async () => {
  t = await createCouponTestApp({ settings: { liveDelayMs: DELAY } });
  start = t.clock.now();
});
afterAll(() => t.close());
afterEach(() => t.clock.set(start));

const lineSingle = (extra: Record<string, unknown> = {}) => {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
  return { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, CheckCf: 0, betGuid: crypto.randomUUID(), ...extra };
};

const betsOf = async (player: Player) => {
  const rows = await t.database.query<{ id: unknown }>('select id from bets where user_id = $1', [player.id]);
  return rows.length;
};

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

describe('options of the spec this book does not offer', () => {
  it.each([
    ['isPowerBet', true],
    ['IsPowerBet', true],
    ['notWait', true],
    ['approvedBet', true],
    ['couponCode', 'AB12CD'],
    ['VIPBetSumm', 500],
    ['groupsSumms', [5, 5]],
  ])('refuses a bet with %s set, naming the option, and moves no money', async (option, value) => {
    const player = await t.seedPlayer(100_00);
    const res = (await t.post(MAKE, lineSingle({ [option]: value }), player)).json();
    expect(res).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.unsupportedOption });
    expect(res.Error.toLowerCase()).toContain(option.toLowerCase());
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
    expect(await betsOf(player)).toBe(0);
  });

  it('refuses them when a coupon is priced too, so a client learns it before placing', async () => {
    const res = (await t.post(UPDATE, lineSingle({ isPowerBet: true }))).json();
    expect(res).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.unsupportedOption });
  });

  it('places a bet that sends each at its default, as clients of the family do', async () => {
    const player = await t.seedPlayer(100_00);
    const defaults = {
      IsPowerBet: false,
      notWait: false,
      approvedBet: false,
      couponCode: '',
      VIPBetSumm: 0,
      groupsSumms: [],
    };
    const res = (await t.post(MAKE, lineSingle(defaults), player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
  });
});

describe('stake amounts', () => {
  it.each([1.005, '1.005', 0.001])(
    'refuses a stake of %s USD instead of charging it rounded to the cent',
    async (summ) => {
      const player = await t.seedPlayer(100_00);
      const res = (await t.post(MAKE, lineSingle({ Summ: summ }), player)).json();
      expect(res).toMatchObject({
        Success: false,
        ErrorCode: CouponErrorCode.invalidAmount,
        Error: amountProblemText('tooPrecise', 2, 'The stake'),
      });
      expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
      expect(await betsOf(player)).toBe(0);
      await invariants();
    },
  );

  it('refuses the same stake when the coupon is priced, with the same words', async () => {
    const res = (await t.post(UPDATE, lineSingle({ Summ: 1.005 }))).json();
    expect(res).toMatchObject({
      ErrorCode: CouponErrorCode.invalidAmount,
      Error: amountProblemText('tooPrecise', 2, 'The stake'),
    });
  });

  it('refuses a negative stake as not above zero', async () => {
    const player = await t.seedPlayer(100_00);
    const res = (await t.post(MAKE, lineSingle({ Summ: -5 }), player)).json();
    expect(res).toMatchObject({
      ErrorCode: CouponErrorCode.invalidAmount,
      Error: amountProblemText('notPositive', 2, 'The stake'),
    });
  });

  it('takes a stake written with trailing zeros at exactly its value', async () => {
    const player = await t.seedPlayer(100_00);
    const res = (await t.post(MAKE, lineSingle({ Summ: '1.500' }), player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(98_50);
  });
});

describe('dropOnScoreChange', () => {
  /** Places a live single on a game that scores while the bet waits in its delay. */
  const betThroughAGoal = async (player: Player, extra: Record<string, unknown>) => {
    const { game, outcome, later } = scoringLiveGame(t.engine, start);
    const pending = t.post(
      MAKE,
      { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 5, CheckCf: 2, betGuid: crypto.randomUUID(), ...extra },
      player,
    );
    setTimeout(() => t.clock.set(start + later), DELAY / 3);
    return { res: (await pending).json(), game, outcome, later };
  };

  it('drops a live bet whose game scores during its delay when the player asked for it', async () => {
    const player = await t.seedPlayer(100_00);
    const { res } = await betThroughAGoal(player, { dropOnScoreChange: true });
    expect(res).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.scoreChanged });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
    expect(await betsOf(player)).toBe(0);
    await invariants();
  });

  it('accepts the same bet through the goal, at the odds after it, when the player did not ask', async () => {
    const player = await t.seedPlayer(100_00);
    const { res, game, outcome, later } = await betThroughAGoal(player, {});
    expect(res.Success, res.Error).toBe(true);
    const [leg] = await t.database.query<{ odds: number }>('select odds from bet_legs where bet_id = $1', [
      res.Value.Id,
    ]);
    const after = t.engine.quote(
      game.id,
      { T: outcome.T, G: 1, ...(outcome.P === undefined ? {} : { P: outcome.P }) },
      start + later,
    );
    expect(leg?.odds).toBe(Math.round((after?.C ?? 0) * 1000));
  });

  it('places a live bet with the option when the score stays as it was', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = scoringLiveGame(t.engine, start);
    const body = { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 5, CheckCf: 2, dropOnScoreChange: true };
    const res = (await t.post(MAKE, { ...body, betGuid: crypto.randomUUID() }, player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(res.Value.waitTime).toBe(DELAY);
  });
});

describe('transformEventKind', () => {
  const pick = (outcome: { T: number; P?: number }) => ({
    T: outcome.T,
    G: 1,
    ...(outcome.P === undefined ? {} : { P: outcome.P }),
  });

  it('prices a pre-match selection whose game kicked off at its live odds only when asked', async () => {
    const { game, outcome, kickedOff } = kickingOffLineGame(t.engine, start);
    const coupon = { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10 };
    t.clock.set(kickedOff);
    const plain = (await t.post(UPDATE, coupon)).json();
    expect(plain.Value.Events[0]).toMatchObject({ Block: true, lnC: true });
    const moved = (await t.post(UPDATE, { ...coupon, transformEventKind: true })).json();
    const live = t.engine.getGame(game.id, kickedOff);
    expect(moved.Value.Events[0]).toMatchObject({
      GameId: game.id,
      Kind: 1,
      Block: false,
      Coef: t.engine.quote(live?.id ?? 0, pick(outcome), kickedOff)?.C,
    });
  });

  it('places it as a live bet under the live game, after the live delay', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome, kickedOff } = kickingOffLineGame(t.engine, start);
    t.clock.set(kickedOff);
    const body = { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, CheckCf: 2, transformEventKind: true };
    const res = (await t.post(MAKE, { ...body, betGuid: crypto.randomUUID() }, player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(res.Value.waitTime).toBe(DELAY);
    const [leg] = await t.database.query<{ kind: string; game_id: unknown }>(
      'select kind, game_id from bet_legs where bet_id = $1',
      [res.Value.Id],
    );
    expect(leg?.kind).toBe('live');
    expect(Number(leg?.game_id)).toBe(t.engine.getGame(game.id, kickedOff)?.liveId);
    await invariants();
  });

  it('still asks the player to accept the live odds when they accept no change', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome, kickedOff } = kickingOffLineGame(t.engine, start);
    t.clock.set(kickedOff);
    const body = { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, CheckCf: 0, transformEventKind: true };
    const res = (await t.post(MAKE, { ...body, betGuid: crypto.randomUUID() }, player)).json();
    expect(res).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.oddsChanged });
    expect(res.Value.FailInfo[0]).toMatchObject({ GameId: game.id, Block: false, CoefOld: outcome.C });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { topics } from '../../infra/pubsub/topics';
import { G, scoreParam, T } from '../../trading/pricing/groups';
import type { GameInfo, GameResult } from '../../trading/types';
import {
  balanceOf,
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  wireEvent,
} from '../coupon/coupon.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { assertBetInvariants } from './bet-invariants.testing';
import { type Settlement, startSettlement } from './settlement.service';
import { resultFor, ScriptedResults } from './settlement.testing';

let t: CouponTestApp;
let results: ScriptedResults;
let settlement: Settlement;
const pubsub = new MemoryPubSub();

beforeAll(async () => {
  t = await createCouponTestApp();
  results = new ScriptedResults();
  settlement = startSettlement({ database: t.database, engine: results, clock: t.clock, pubsub, tickMs: 0 });
});
afterAll(async () => {
  settlement.stop();
  await t.close();
});

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

let gameSkip = 0;
/** A fresh line game (one per call, so results never clash). */
const nextGame = (): ReturnType<typeof findOffer> => findOffer(t.engine, t.clock.now(), 'line', { skip: gameSkip++ });

async function place(
  player: Player,
  events: ReturnType<typeof wireEvent>[],
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = (
    await t.post(
      '/service-api/LiveBet/Secure/MakeBetWeb',
      { Events: events, Vid: 0, Summ: 10, betGuid: crypto.randomUUID(), ...extra },
      player,
    )
  ).json();
  expect(res.Success, res.Error).toBe(true);
  return res.Value.Id;
}

/** Rewrites a stored leg to a worked example of the rules (market, line and odds). */
async function setLeg(
  betId: number,
  idx: number,
  leg: { group?: number; type?: number; param?: number | null; odds?: number },
) {
  await t.database.query(
    `update bet_legs set market_group = coalesce($3, market_group), type = coalesce($4, type),
       param = case when $5::boolean then $6::numeric else param end, odds = coalesce($7, odds)
     where bet_id = $1 and idx = $2`,
    [betId, idx, leg.group ?? null, leg.type ?? null, leg.param !== undefined, leg.param ?? null, leg.odds ?? null],
  );
}

async function settle(...list: GameResult[]) {
  t.clock.advance(1_000);
  results.add(...list.map((r) => ({ ...r, settledAt: t.clock.now() })));
  // A timer's tick: it settles what the results touched, without looking at every open bet.
  return settlement.tick({ sweep: false });
}

const betOf = async (id: number) =>
  (
    await t.database.query<{ status: string; payout: unknown }>('select status, payout from bets where id = $1', [id])
  )[0];

describe('settling every market type (stake 10 at odds 2.0)', () => {
  const cases: [string, { group: number; type: number; param: number | null }, [number, number], string, number][] = [
    ['1X2 draw on 1:1', { group: G.x12, type: T.draw, param: null }, [1, 1], 'won', 20_00],
    ['double chance X2 on 1:1', { group: G.doubleChance, type: T.drawOrAway, param: null }, [1, 1], 'won', 20_00],
    [
      'handicap 1 −0.25 on a draw: half lost',
      { group: G.handicap, type: T.handicap1, param: -0.25 },
      [1, 1],
      'won',
      5_00,
    ],
    [
      'handicap 2 +0.25 on a draw: half won, S(1+O)/2',
      { group: G.handicap, type: T.handicap2, param: 0.25 },
      [1, 1],
      'won',
      15_00,
    ],
    [
      'under 5.25 with exactly 5 goals: half push, half won',
      { group: G.total, type: T.under, param: 5.25 },
      [3, 2],
      'won',
      15_00,
    ],
    ['total over 2 with 2 goals: push', { group: G.total, type: T.over, param: 2 }, [1, 1], 'void', 10_00],
    ['over 2.5 with 2 goals', { group: G.total, type: T.over, param: 2.5 }, [1, 1], 'lost', 0],
    ['team 1 over 0.5', { group: G.teamTotal1, type: T.team1Over, param: 0.5 }, [1, 0], 'won', 20_00],
    ['team 2 under 0.5', { group: G.teamTotal2, type: T.team2Under, param: 0.5 }, [1, 1], 'lost', 0],
    ['both teams to score', { group: G.btts, type: T.bttsYes, param: null }, [1, 1], 'won', 20_00],
    [
      'correct score 2:1',
      { group: G.correctScore, type: T.correctScore, param: scoreParam(2, 1) },
      [2, 1],
      'won',
      20_00,
    ],
    ['half-time 1X2 away', { group: G.halfTimeX12, type: T.halfTimeAway, param: null }, [2, 1], 'won', 20_00],
    ['half-time total over 0.5', { group: G.halfTimeTotal, type: T.halfTimeOver, param: 0.5 }, [2, 1], 'won', 20_00],
    ['moneyline home', { group: G.moneyline, type: T.moneyline1, param: null }, [2, 1], 'won', 20_00],
    ['sets handicap 2 +1.5 on 2:1', { group: G.setHandicap, type: T.setHandicap2, param: 1.5 }, [2, 1], 'won', 20_00],
    ['total sets over 2.5 on 2:1', { group: G.setTotal, type: T.setOver, param: 2.5 }, [2, 1], 'won', 20_00],
    ['exact sets 2:1', { group: G.setScore, type: T.setScore, param: scoreParam(2, 1) }, [2, 1], 'won', 20_00],
  ];

  it.each(cases)('%s', async (_rule, leg, score, status, payout) => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = nextGame();
    const id = await place(player, [wireEvent(game, outcome)]);
    await setLeg(id, 0, { ...leg, odds: 2000 });
    await settle(resultFor(game, score, { half: [0, 1] }));
    expect(await betOf(id)).toMatchObject({ status, payout: expect.anything() });
    expect(Number((await betOf(id))?.payout)).toBe(payout);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00 + payout);
    await invariants();
  });
});

describe('settling bet types', () => {
  let games: GameInfo[];
  const system = async (player: Player, legs: { game: GameInfo; type: number }[]) => {
    // Sent without odds (Coef 0) under checkCf 2: accepted at the current price, then set to the rules' example.
    const events = legs.map(({ game }) => ({
      GameId: game.id,
      Type: T.home,
      Coef: 0,
      Param: 0,
      PlayerId: 0,
      Kind: 3,
      Expired: 0,
    }));
    const id = await place(player, events, { Vid: 2, ExpressNum: 2, Summ: 30, CheckCf: 2 });
    for (const [i, leg] of legs.entries())
      await setLeg(id, i, { group: G.x12, type: leg.type, odds: [2000, 1500, 3000][i] ?? 2000 });
    return id;
  };

  beforeAll(() => {
    games = [nextGame().game, nextGame().game, nextGame().game, nextGame().game];
  });

  it('settles the 2/3 system of the rules: all won 135, first lost 45, third void 65', async () => {
    const [a, b, c, d] = games as [GameInfo, GameInfo, GameInfo, GameInfo];
    const player = await t.seedPlayer(200_00);
    const allWon = await system(player, [
      { game: a, type: T.home },
      { game: b, type: T.home },
      { game: c, type: T.home },
    ]);
    const firstLost = await system(player, [
      { game: a, type: T.away },
      { game: b, type: T.home },
      { game: c, type: T.home },
    ]);
    const thirdVoid = await system(player, [
      { game: a, type: T.home },
      { game: b, type: T.home },
      { game: d, type: T.home },
    ]);
    await settle(
      resultFor(a, [1, 0]),
      resultFor(b, [2, 0]),
      resultFor(c, [3, 1]),
      resultFor(d, [0, 0], { cancelled: true }),
    );
    expect(Number((await betOf(allWon))?.payout)).toBe(135_00);
    expect(Number((await betOf(firstLost))?.payout)).toBe(45_00);
    expect(Number((await betOf(thirdVoid))?.payout)).toBe(65_00);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(200_00 - 90_00 + 245_00);
    await invariants();
  });

  it('voids a single on a cancelled game and refunds the stake', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = nextGame();
    const id = await place(player, [wireEvent(game, outcome)]);
    await settle(resultFor(game, [0, 0], { cancelled: true }));
    expect(await betOf(id)).toMatchObject({ status: 'void' });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
    await invariants();
  });

  it('loses an express as soon as one leg lost and publishes the bet and balance', async () => {
    const player = await t.seedPlayer(100_00);
    const messages: unknown[] = [];
    const off = pubsub.subscribe(topics.user(player.id), (m) => messages.push(m));
    const first = nextGame();
    const second = nextGame();
    const id = await place(player, [wireEvent(first.game, first.outcome), wireEvent(second.game, second.outcome)], {
      Vid: 1,
    });
    await setLeg(id, 0, { group: G.x12, type: T.away });
    await settle(resultFor(first.game, [1, 0]));
    off();
    expect(await betOf(id)).toMatchObject({ status: 'lost' });
    expect(messages).toContainEqual({ t: 'bet', betId: id, status: 'lost', payout: 0 });
    expect(messages).toContainEqual(expect.objectContaining({ t: 'balance', balance: 90_00 }));
    await invariants();
  });

  it('settles a multi-bet whose banker won: banker odds × the system return', async () => {
    const player = await t.seedPlayer(100_00);
    const picks = [nextGame(), nextGame(), nextGame(), nextGame()];
    const id = await place(
      player,
      picks.map(({ game, outcome }) => wireEvent(game, outcome)),
      { Vid: 3, ExpressNum: 2, withLobby: true, eventsIndexes: [0], Summ: 30 },
    );
    for (const i of [0, 1, 2, 3]) await setLeg(id, i, { group: G.x12, type: T.home, odds: i === 0 ? 2000 : 1500 });
    await settle(...picks.map(({ game }) => resultFor(game, [1, 0])));
    // banker 2.0 × (3 combinations of 1.5·1.5 at 10 each = 67.50) = 135
    expect(Number((await betOf(id))?.payout)).toBe(135_00);
    await invariants();
  });
});

describe('exactly once, and corrections', () => {
  it('settles each bet once when two settlers run at once', async () => {
    const player = await t.seedPlayer(100_00);
    const ids: number[] = [];
    const picks = [nextGame(), nextGame(), nextGame()];
    for (const { game, outcome } of picks) ids.push(await place(player, [wireEvent(game, outcome)]));
    for (const id of ids) await setLeg(id, 0, { group: G.x12, type: T.home, odds: 2000 });
    t.clock.advance(1_000);
    results.add(...picks.map(({ game }) => ({ ...resultFor(game, [1, 0]), settledAt: t.clock.now() })));
    const other = startSettlement({ database: t.database, engine: results, clock: t.clock, tickMs: 0 });
    await Promise.all([settlement.tick(), other.tick(), settlement.tick(), other.tick()]);
    for (const id of ids) {
      const [count] = await t.database.query<{ n: unknown }>(
        'select count(*) as n from bet_settlements where bet_id = $1',
        [id],
      );
      expect(Number(count?.n)).toBe(1);
    }
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(70_00 + 60_00);
    await invariants();
  });

  it('re-settles a corrected result through a correcting transaction', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = nextGame();
    const id = await place(player, [wireEvent(game, outcome)]);
    await setLeg(id, 0, { group: G.x12, type: T.home, odds: 2000 });
    await settle(resultFor(game, [1, 0]));
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(110_00);

    const lostNow = await settlement.resettleGame(game.id, resultFor(game, [0, 1]));
    expect(lostNow).toMatchObject({ version: 2, corrected: [id], needsReview: [] });
    expect(await betOf(id)).toMatchObject({ status: 'lost' });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);

    const wonAgain = await settlement.resettleGame(game.id, resultFor(game, [2, 0]));
    expect(wonAgain).toMatchObject({ version: 3, corrected: [id] });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(110_00);
    const versions = await t.database.query<{ version: number; payout: unknown }>(
      'select version, payout from bet_settlements where bet_id = $1 order by version',
      [id],
    );
    expect(versions.map((v) => [v.version, Number(v.payout)])).toEqual([
      [1, 20_00],
      [2, 0],
      [3, 20_00],
    ]);
    const [txs] = await t.database.query<{ n: unknown }>(
      `select count(*) as n from ledger_transactions where idempotency_key like $1`,
      [`settle:${id}:%`],
    );
    expect(Number(txs?.n)).toBe(3);
    await invariants();
  });

  it('flags a correction the player’s balance cannot cover instead of overdrawing', async () => {
    const player = await t.seedPlayer(10_00);
    const { game, outcome } = nextGame();
    const id = await place(player, [wireEvent(game, outcome)]);
    await setLeg(id, 0, { group: G.x12, type: T.home, odds: 2000 });
    await settle(resultFor(game, [1, 0]));
    const other = nextGame();
    await place(player, [wireEvent(other.game, other.outcome)], { Summ: 20 });
    const report = await settlement.resettleGame(game.id, resultFor(game, [0, 1]));
    expect(report.needsReview).toEqual([id]);
    await invariants();
  });

  it('a tick settles the bets its results touched; a decided bet no result touched waits for a sweep', async () => {
    const player = await t.seedPlayer(100_00);
    const touched = nextGame();
    const untouched = nextGame();
    const a = await place(player, [wireEvent(touched.game, touched.outcome)]);
    const b = await place(player, [wireEvent(untouched.game, untouched.outcome)]);
    await setLeg(a, 0, { group: G.x12, type: T.home, odds: 2000 });
    // As an interrupted tick leaves it: the leg has its result, the bet is not settled yet.
    await t.database.query(`update bet_legs set result = 'won', odds = 2000 where bet_id = $1`, [b]);
    await settle(resultFor(touched.game, [1, 0]));
    expect(await betOf(a)).toMatchObject({ status: 'won' });
    expect(await betOf(b)).toMatchObject({ status: 'open' });
    await settlement.tick({ sweep: true });
    expect(await betOf(b)).toMatchObject({ status: 'won' });
    await invariants();
  });

  it('a tick reads the decided bets page by page: none is left for the next sweep, touched or swept', async () => {
    const paged = startSettlement({
      database: t.database,
      engine: results,
      clock: t.clock,
      pubsub,
      tickMs: 0,
      settlePage: 2,
    });
    const player = await t.seedPlayer(100_00);
    const game = nextGame();
    const touched = await Promise.all(
      Array.from({ length: 5 }, () => place(player, [wireEvent(game.game, game.outcome)])),
    );
    for (const id of touched) await setLeg(id, 0, { group: G.x12, type: T.home, odds: 2000 });
    t.clock.advance(1_000);
    results.add({ ...resultFor(game.game, [1, 0]), settledAt: t.clock.now() });
    expect((await paged.tick({ sweep: false })).settled).toBe(5);
    const other = nextGame();
    const swept = await Promise.all(
      Array.from({ length: 5 }, () => place(player, [wireEvent(other.game, other.outcome)])),
    );
    // As an interrupted tick leaves them: results on the legs, the bets not settled yet.
    await t.database.query(`update bet_legs set result = 'won', odds = 2000 where bet_id = any($1::bigint[])`, [swept]);
    expect((await paged.tick({ sweep: true })).settled).toBe(5);
    for (const id of [...touched, ...swept]) expect(await betOf(id)).toMatchObject({ status: 'won' });
    paged.stop();
    await invariants();
  });

  it('keeps a watermark so results are read once', async () => {
    const again = await settlement.tick();
    expect(again.games).toBe(0);
  });
});

describe('with the trading engine', () => {
  it('settles a bet from the engine’s own result once the game is over', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line', { sportId: 1 });
    const id = await place(player, [wireEvent(game, outcome)]);
    const engineSettlement = startSettlement({ database: t.database, engine: t.engine, clock: t.clock, tickMs: 0 });
    const before = t.clock.now();
    t.clock.set(game.start + 6 * 3_600_000);
    await engineSettlement.tick();
    t.clock.set(before);
    expect(['won', 'lost', 'void']).toContain((await betOf(id))?.status);
    await invariants();
  });
});

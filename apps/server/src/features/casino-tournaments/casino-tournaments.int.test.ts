// Casino tournaments (issue 21 §4, ADR 0065) on the real app: scoring by wager and by best multiplier
// from the wallet's real-money rounds, demo play and rolled-back bets not counting, ties to whoever got
// there first, the board over /ws, prizes paid exactly once at the end and held by player protection.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { topics } from '@fairline/shared/realtime/topics';
import type { TournamentAnswer } from '@fairline/shared/wire/casino-tournaments';
import { type ServerFrame, serverFrame } from '@fairline/shared/wire/live-frames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { prizeKey } from './casino-tournaments.service';
import { EUR, type TournamentPlayer, tournamentTestKit } from './casino-tournaments.testing';

let t: TestApp;
let kit: ReturnType<typeof tournamentTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tournamentTestKit(t.app, t.database);
});
afterAll(() => t.close());

const USD = 10;
const DICE = ['fairline-studio:dice'];
// Each test's players live in a country of their own, and its tournament counts only that country.
const only = (country: string) => ({ countries: [country] });

/** Past the standings' one-second cache (the ticker may have scored the tournament a moment ago). */
const pastCache = () => new Promise((r) => setTimeout(r, 1_100));

async function detail(id: number, p?: TournamentPlayer) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/web-api/casino/v1/tournaments/${id}?lang=en`,
    ...(p ? { headers: p.headers } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TournamentAnswer>().data;
}

describe('scoring', () => {
  it('wager: points per unit of the reference currency, other currencies converted exactly; demo play counts nothing', async () => {
    const { id } = await kit.tournament({ rule: 'wager', games: DICE, points_per_unit: 1, ...only('wa') });
    const eur = await kit.player('wa');
    const usd = await kit.player('wa', USD);
    await kit.round(eur, 'dice', 2_50, 0);
    await kit.round(eur, 'dice', 1_00, 3_00);
    await kit.round(usd, 'dice', 7_00);
    // A game that does not count.
    await kit.round(usd, 'mines', 50_00, 0);
    // The same player plays demo money through the real launch: no wallet call, nothing counts.
    const launch = await t.app.inject({
      method: 'POST',
      url: '/web-api/casino/v1/launch',
      headers: eur.headers,
      payload: { game: 'fairline-studio:dice', mode: 'demo', lang: 'en' },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/studio-api/v1/sessions',
      payload: { demo: true, currency: 'EUR', game: 'dice' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const demoRound = await t.app.inject({
      method: 'POST',
      url: '/studio-api/v1/rounds',
      headers: { authorization: `Bearer ${opened.json<{ session: string }>().session}` },
      payload: { game: 'dice', stake: 500_00, params: { target: 50, direction: 'over' } },
    });
    expect(demoRound.statusCode, demoRound.body).toBe(200);

    await pastCache();
    const usdC = currencyById(USD);
    const eurC = currencyById(EUR);
    const usdPoints = Math.floor(
      ((7_00 / 100) * (eurC?.conversionCoefficient ?? 0)) / (usdC?.conversionCoefficient ?? 1),
    );
    const board = (await detail(id, eur)).board;
    const scores = board.top.map((r) => r.score);
    expect(scores).toContain(3);
    expect(scores).toContain(usdPoints);
    expect(board.players).toBe(2);
    expect((await detail(id, eur)).me).toMatchObject({ score: 3, rounds: 2 });
  });

  it('multiplier: the best win/stake of one round from the minimum stake; a tie goes to who reached it first', async () => {
    const { id } = await kit.tournament({
      rule: 'multiplier',
      games: DICE,
      min_stake_usd: 0.5,
      min_rounds: 2,
      ...only('mu'),
    });
    const first = await kit.player('mu');
    const second = await kit.player('mu');
    const short = await kit.player('mu');
    await kit.round(first, 'dice', 1_00, 5_00);
    await kit.round(first, 'dice', 1_00, 0);
    // ×100, but the stake is under the 0.50 USD minimum: not a counting round.
    await kit.round(first, 'dice', 10, 10_00);
    await kit.round(second, 'dice', 2_00, 0);
    await kit.round(second, 'dice', 2_00, 10_00);
    // The best multiplier of all, but one round is fewer than the two the tournament asks.
    await kit.round(short, 'dice', 1_00, 10_00);
    await pastCache();

    const data = await detail(id, short);
    expect(data.board.top.map((r) => [r.place, r.score, r.rounds])).toEqual([
      [1, 500, 2],
      [2, 500, 2],
    ]);
    const [a, b] = data.board.top;
    expect(Date.parse(a?.reached_at ?? '')).toBeLessThan(Date.parse(b?.reached_at ?? ''));
    expect(data.me).toMatchObject({ place: null, score: 1000, rounds: 1 });
    expect((await detail(id, first)).me?.place).toBe(1);
    expect((await detail(id, second)).me?.place).toBe(2);
  });

  it('a rolled-back bet stops counting', async () => {
    const { id } = await kit.tournament({ rule: 'wager', games: DICE, points_per_unit: 1, ...only('rb') });
    const a = await kit.player('rb');
    const b = await kit.player('rb');
    const big = await kit.round(a, 'dice', 5_00);
    await kit.round(a, 'dice', 1_00, 0);
    await kit.round(b, 'dice', 4_00, 0);
    await pastCache();
    expect((await detail(id, a)).me).toMatchObject({ place: 1, score: 6 });
    expect((await big.rollback()).status).toBe('RS_OK');
    await pastCache();
    expect((await detail(id, a)).me).toMatchObject({ place: 2, score: 1, rounds: 1 });
    expect((await detail(id, b)).me).toMatchObject({ place: 1, score: 4 });
  });
});

describe('the live board over /ws', () => {
  it('sends the board as the snapshot, then a new head as a player scores', async () => {
    const { id } = await kit.tournament({ rule: 'wager', games: DICE, points_per_unit: 1, ...only('ws') });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/ws`);
    const frames: ServerFrame[] = [];
    socket.on('message', (data) => frames.push(serverFrame.parse(JSON.parse(data.toString()))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ op: 'sub', topics: [topics.tournament(id)] }));
    const until = async (found: () => boolean) => {
      for (let i = 0; i < 100 && !found(); i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(found()).toBe(true);
    };
    await until(() => frames.some((f) => f.t === 'snapshot'));
    expect(frames.find((f) => f.t === 'snapshot')).toMatchObject({
      topic: topics.tournament(id),
      data: { t: 'tournament', tournament_id: id, players: 0, top: [], final: false },
    });

    const p = await kit.player('ws');
    await kit.round(p, 'dice', 12_00, 0);
    await pastCache();
    await t.app.casinoTournaments.publishBoards();
    // The board with the player's round (the timer may have published the empty board first).
    const boardOf = () =>
      frames
        .flatMap((f) => (f.t === 'batch' ? f.items : []))
        .find((i) => 't' in i && i.t === 'tournament:board' && 'players' in i && i.players > 0);
    await until(() => boardOf() !== undefined);
    expect(boardOf()).toMatchObject({ tournament_id: id, players: 1, top: [{ place: 1, score: 12, rounds: 1 }] });
    socket.close();
  });
});

describe('the end', () => {
  const prizeRows = (id: number) =>
    t.database.query<{ user_id: string; status: string; prize: string; tx_id: string | null }>(
      'select user_id, status, prize, tx_id from casino_tournament_places where tournament_id = $1 order by place',
      [id],
    );
  const cash = async (p: TournamentPlayer) =>
    Number(
      (
        await t.database.query<{ balance: string }>('select balance from ledger_accounts where id = $1', [
          p.cashAccountId,
        ])
      )[0]?.balance,
    );
  const messages = async (p: TournamentPlayer) =>
    Number(
      (
        await t.database.query<{ n: string }>(
          `select count(*) as n from inbox_messages where user_id = $1 and template = 'casino_tournament_prize'`,
          [p.id],
        )
      )[0]?.n,
    );

  it('pays each prize exactly once, however often and however many sweeps run at once', async () => {
    const { id, endsAt } = await kit.tournament({
      rule: 'wager',
      games: DICE,
      points_per_unit: 1,
      prizes: [
        { from: 1, to: 1, amounts: { [String(EUR)]: 100_00 } },
        { from: 2, to: 2, usd: 10 },
      ],
      ...only('pe'),
    });
    const winner = await kit.player('pe');
    const runnerUp = await kit.player('pe');
    const third = await kit.player('pe');
    await kit.round(winner, 'dice', 9_00, 0);
    await kit.round(runnerUp, 'dice', 5_00, 0);
    await kit.round(third, 'dice', 1_00, 0);
    const before = await Promise.all([winner, runnerUp, third].map(cash));

    const at = new Date(endsAt.getTime() + 120_000);
    await t.app.casinoTournaments.sweep(at);
    await t.app.casinoTournaments.sweep(at);
    await Promise.all(Array.from({ length: 4 }, () => t.app.casinoTournaments.sweep(at)));

    const eur = currencyById(EUR);
    const tenUsd = Math.round(10 * (eur?.conversionCoefficient ?? 0)) * 100;
    expect((await cash(winner)) - (before[0] ?? 0)).toBe(100_00);
    expect((await cash(runnerUp)) - (before[1] ?? 0)).toBe(tenUsd);
    expect((await cash(third)) - (before[2] ?? 0)).toBe(0);
    const keys = await t.database.query<{ n: string }>(
      `select count(*) as n from ledger_transactions where idempotency_key like $1`,
      [`casino_tournament_prize:${id}:%`],
    );
    expect(Number(keys[0]?.n)).toBe(2);
    expect(await Promise.all([winner, runnerUp, third].map(messages))).toEqual([1, 1, 0]);
    expect((await prizeRows(id)).map((r) => r.status)).toEqual(['paid', 'paid', 'none']);
    const mine = await detail(id, winner);
    expect(mine.tournament.status).toBe('finished');
    expect(mine.board.final).toBe(true);
    expect(mine.me).toMatchObject({ place: 1, prize: { amount: 100_00, currency_id: EUR, status: 'paid' } });
    expect(prizeKey(id, winner.id)).toBe(`casino_tournament_prize:${id}:${winner.id}`);
  });

  it('holds a blocked winner’s prize and pays it once they may play again', async () => {
    const { id, endsAt } = await kit.tournament({ rule: 'wager', games: DICE, points_per_unit: 1, ...only('pr') });
    const winner = await kit.player('pr');
    await kit.round(winner, 'dice', 3_00, 0);
    const before = await cash(winner);
    await t.database.query(`update users set status = 'blocked' where id = $1`, [winner.id]);
    const at = new Date(endsAt.getTime() + 120_000);
    await t.app.casinoTournaments.sweep(at);
    expect((await prizeRows(id)).map((r) => [r.status, r.tx_id])).toEqual([['held', null]]);
    expect(await cash(winner)).toBe(before);
    expect(await messages(winner)).toBe(0);

    await t.database.query(`update users set status = 'active' where id = $1`, [winner.id]);
    await t.app.casinoTournaments.sweep(at);
    await t.app.casinoTournaments.sweep(at);
    expect((await prizeRows(id)).map((r) => r.status)).toEqual(['paid']);
    expect(await messages(winner)).toBe(1);
    const eur = currencyById(EUR);
    expect((await cash(winner)) - before).toBe(Math.round(10 * (eur?.conversionCoefficient ?? 0)) * 100);
  });
});

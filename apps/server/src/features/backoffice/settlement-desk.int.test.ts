import { CurrencyId } from '@fairline/shared/lookups/currencies';
import type { CorrectionAnswer, RiskGameAnswer } from '@fairline/shared/wire/backoffice-settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FundedPlayer, fundedPlayer } from '../../../test/funded-player';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import type { GameInfo, Outcome } from '../../trading/types';
import { wireEvent } from '../coupon/coupon.testing';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// Voiding a market and resettling a game from the back office (ADR 0054): money moves once through
// the correcting settlement, whatever is repeated or raced, and the results page shows the result paid on.
const USD = CurrencyId.USD;
const BASE = '/admin-api/settlement/games';
let t: TestApp;
let risk: TestStaff;
let support: TestStaff;
let player: FundedPlayer;
const games: { game: GameInfo; home: Outcome; betId: number }[] = [];

const newPlayer = (email: string) => fundedPlayer(t.database, { email, currencyId: USD, amount: 1_000_00 });

beforeAll(async () => {
  t = await createTestApp();
  risk = await signedInStaff(t.app, t.database, 'risk');
  support = await signedInStaff(t.app, t.database, 'support');
  player = await newPlayer('settle.desk@example.com');
  const { engine, clock } = t.app.trading;
  const now = clock.now();
  for (const game of engine.listGames(now, { kind: 'line', sportIds: [1] })) {
    if (games.length === 4) break;
    const home = engine
      .getGameMarkets(game.id, now)
      ?.groups.find((g) => g.G === 1)
      ?.outcomes.find((o) => o.T === 1 && !o.B);
    if (!home || game.status !== 1) continue;
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Secure/MakeBetWeb',
      headers: { cookie: player.cookie, 'x-requested-with': 'fetch' },
      payload: { Events: [wireEvent(game, home)], Vid: 0, Summ: 10, betGuid: crypto.randomUUID() },
    });
    const body = res.json();
    expect(body.Success, body.Error).toBe(true);
    games.push({ game, home, betId: body.Value.Id });
  }
  // The games end and the settler pays them from the engine's results, as in production.
  const last = Math.max(...games.map((g) => g.game.start));
  clock.advance(last - now + 5 * 3_600_000);
  // A timer tick under way read the old time: wait for it, then settle at the new time (as /dev/clock/advance).
  await t.app.settlement.tick();
  await t.app.settlement.tick();
  for (const g of games) expect((await betOf(g.betId)).status).not.toBe('open');
}, 120_000);
afterAll(() => t.close());

const balance = async () => {
  const [row] = await t.database.query<{ balance: unknown }>('select balance from ledger_accounts where id = $1', [
    player.cashAccountId,
  ]);
  return asNumber(row?.balance);
};
const betOf = async (id: number) => {
  const [row] = await t.database.query<Record<string, unknown>>(
    'select status, payout, stake, settled_version from bets where id = $1',
    [id],
  );
  return { status: String(row?.status), payout: asNumber(row?.payout), stake: asNumber(row?.stake) };
};
const resettledTxs = async (betId: number) =>
  asNumber(
    (
      await t.database.query<{ n: unknown }>(
        `select count(*) as n from ledger_transactions where kind = 'bet_resettled' and (metadata->>'bet_id')::bigint = $1`,
        [betId],
      )
    )[0]?.n,
  );
const post = (url: string, payload: object, s = risk) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(s.cookie), payload });
const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};
/** A score the home side wins (or not), unlike how the bet settled. */
const flipped = (won: boolean) => (won ? { regulation: { home: 0, away: 1 } } : { regulation: { home: 2, away: 0 } });

describe('the settlement desk', () => {
  it('lists a finished game’s markets with the current result and the bets on them, for risk only', async () => {
    const g = games[0] as (typeof games)[number];
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/${g.game.id}`, headers: asStaff(risk.cookie) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RiskGameAnswer;
    expect(body.game.game_id).toBe(g.game.constId);
    const x12 = body.markets.find((m) => m.group === 1);
    expect(x12?.bets).toBe(1);
    expect(x12?.selections[0]?.result).toBe((await betOf(g.betId)).status);
    const list = await t.app.inject({
      method: 'GET',
      url: `${BASE}?game=${g.game.constId}`,
      headers: asStaff(risk.cookie),
    });
    expect(list.json().items).toHaveLength(1);
    const denied = await t.app.inject({ method: 'GET', url: BASE, headers: asStaff(support.cookie) });
    expect(denied.statusCode).toBe(403);
  });

  it('voids a market: the stake comes back exactly once, a repeat or a second void moves nothing', async () => {
    const g = games[0] as (typeof games)[number];
    const before = await betOf(g.betId);
    const cash = await balance();
    const preview = (await post(`${BASE}/${g.game.id}/preview`, { action: 'void', market_group: 1 })).json();
    expect(preview.net_to_players).toEqual([
      { currency_id: USD, currency: 'USD', amount_minor: before.stake - before.payout },
    ]);
    const body = { reason: 'Wrong line offered', idempotency_key: 'void-key-0001' };
    const first = (await post(`${BASE}/${g.game.id}/markets/1/void`, body)).json() as CorrectionAnswer;
    expect(first).toMatchObject({ outcome: 'applied', bets_affected: 1, bets_corrected: 1 });
    expect(await betOf(g.betId)).toMatchObject({ status: 'void', payout: before.stake });
    expect(await balance()).toBe(cash + before.stake - before.payout);

    const replay = (await post(`${BASE}/${g.game.id}/markets/1/void`, body)).json() as CorrectionAnswer;
    expect(replay).toMatchObject({ outcome: 'replayed', correction_id: first.correction_id });
    const again = (
      await post(`${BASE}/${g.game.id}/markets/1/void`, { ...body, idempotency_key: 'void-key-0002' })
    ).json() as CorrectionAnswer;
    expect(again.outcome).toBe('unchanged');
    const reused = await post(`${BASE}/${g.game.id}/markets/1/void`, { ...body, reason: 'Another reason' });
    expect(reused.statusCode).toBe(409);
    expect(await balance()).toBe(cash + before.stake - before.payout);
    expect(await resettledTxs(g.betId)).toBe(before.stake === before.payout ? 0 : 1);

    const [audit] = await t.database.query<Record<string, unknown>>(
      `select staff_email, reason, before, after from staff_audit where action = 'risk.market_voided' and subject = $1`,
      [`game:${g.game.constId}`],
    );
    expect(audit).toMatchObject({ staff_email: risk.email, reason: 'Wrong line offered' });
    expect(audit?.before).toMatchObject({ market_group: 1, voided: false });
    expect(audit?.after).toMatchObject({ voided: true, bets_affected: 1 });
    const view = await t.app.inject({ method: 'GET', url: `${BASE}/${g.game.id}`, headers: asStaff(risk.cookie) });
    expect(view.statusCode, view.body).toBe(200);
    expect((view.json() as RiskGameAnswer).markets.find((m) => m.group === 1)).toMatchObject({ voided: true });
    await invariants();
  });

  it('resettles win ↔ lose on a corrected score, correcting the balance once each way', async () => {
    const g = games[1] as (typeof games)[number];
    const settled = await betOf(g.betId);
    const won = settled.status === 'won';
    const cash = await balance();
    const key = `resettle-${g.betId}`;
    const res = await post(`${BASE}/${g.game.id}/resettle`, {
      ...flipped(won),
      reason: 'Score misreported',
      idempotency_key: `${key}-a`,
    });
    expect(res.json()).toMatchObject({ outcome: 'applied', bets_corrected: 1 });
    const corrected = await betOf(g.betId);
    expect(corrected.status).toBe(won ? 'lost' : 'won');
    expect(await balance()).toBe(cash + corrected.payout - settled.payout);

    const back = await post(`${BASE}/${g.game.id}/resettle`, {
      ...flipped(!won),
      reason: 'Back again',
      idempotency_key: `${key}-b`,
    });
    expect(back.json()).toMatchObject({ outcome: 'applied', bets_corrected: 1 });
    expect(await betOf(g.betId)).toMatchObject({ status: settled.status, payout: settled.payout });
    expect(await balance()).toBe(cash);
    expect(await resettledTxs(g.betId)).toBe(2);
    await invariants();
  });

  it('of two racing corrections money moves once (different keys, and the same key)', async () => {
    const g = games[2] as (typeof games)[number];
    const settled = await betOf(g.betId);
    const cash = await balance();
    const url = `${BASE}/${g.game.id}/resettle`;
    const score = flipped(settled.status === 'won');
    const answers = await Promise.all([
      post(url, { ...score, reason: 'Race one', idempotency_key: 'race-key-0001' }),
      post(url, { ...score, reason: 'Race two', idempotency_key: 'race-key-0002' }),
    ]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['applied', 'unchanged']);
    const sameKey = await Promise.all([
      post(url, { regulation: { home: 3, away: 3 }, reason: 'Draw', idempotency_key: 'race-key-0003' }),
      post(url, { regulation: { home: 3, away: 3 }, reason: 'Draw', idempotency_key: 'race-key-0003' }),
    ]);
    expect(sameKey.map((a) => a.json().outcome).sort()).toEqual(['applied', 'replayed']);
    const bet = await betOf(g.betId);
    expect(bet.status).toBe('lost');
    expect(await balance()).toBe(cash - settled.payout);
    expect(await resettledTxs(g.betId)).toBe(settled.status === 'won' ? 1 : 2);
    await invariants();
  });

  it('the results page shows the corrected score afterwards', async () => {
    const g = games[3] as (typeof games)[number];
    const [row] = await t.database.query<{ result: { regulation: { home: number; away: number } } }>(
      'select result from game_results where const_id = $1',
      [g.game.constId],
    );
    const score = { home: (row?.result.regulation.home ?? 0) + 1, away: row?.result.regulation.away ?? 0 };
    const answer = await post(`${BASE}/${g.game.id}/resettle`, {
      regulation: score,
      reason: 'Official score',
      idempotency_key: 'results-key-01',
    });
    expect(answer.json().outcome).toBe('applied');
    const date = new Date(g.game.start).toISOString().slice(0, 10);
    const res = await t.app.inject({ method: 'GET', url: `/web-api/results/v1/day?date=${date}&tz=0&lang=en` });
    expect(res.statusCode).toBe(200);
    const shown = res
      .json()
      .data.champs.flatMap((c: { games: { id: number }[] }) => c.games)
      .find((x: { id: number }) => x.id === g.game.constId);
    expect(shown).toMatchObject({ final: score, regulation: score });
    const view = (
      await t.app.inject({ method: 'GET', url: `${BASE}/${g.game.constId}`, headers: asStaff(risk.cookie) })
    ).json() as RiskGameAnswer;
    expect(view.game.final).toEqual(score);
    expect(view.corrections[0]).toMatchObject({ action: 'resettle', reason: 'Official score' });
  });
});

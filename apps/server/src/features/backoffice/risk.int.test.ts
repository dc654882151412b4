import { gunzipSync } from 'node:zlib';
import { CurrencyId } from '@fairline/shared/lookups/currencies';
import type { ExposureListAnswer, GameExposureAnswer } from '@fairline/shared/wire/backoffice-risk';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FundedPlayer, fundedPlayer } from '../../../test/funded-player';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import type { GameInfo, Outcome } from '../../trading/types';
import { findOffer, wireEvent } from '../coupon/coupon.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// The risk desk (ADR 0053): exposure computed from a known set of open bets (two singles and an
// express), and a suspension that blocks the feed's prices and the coupon until it is lifted.
const USD = CurrencyId.USD;
const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
let t: TestApp;
let risk: TestStaff;
let support: TestStaff;
let admin: TestStaff;
let player: FundedPlayer;
let g1: { game: GameInfo; outcome: Outcome; other: Outcome; total: Outcome };
let g2: { game: GameInfo; outcome: Outcome };

beforeAll(async () => {
  t = await createTestApp();
  risk = await signedInStaff(t.app, t.database, 'risk');
  support = await signedInStaff(t.app, t.database, 'support');
  admin = await signedInStaff(t.app, t.database, 'admin');
  player = await fundedPlayer(t.database, { email: 'risk.bettor@example.com', currencyId: USD, amount: 1_000_00 });
  const { engine, clock } = t.app.trading;
  const now = clock.now();
  const first = findOffer(engine, now, 'line', { sportId: 1 });
  const groups = engine.getGameMarkets(first.game.id, now)?.groups ?? [];
  const x12 = groups.find((g) => g.G === 1)?.outcomes.filter((o) => !o.B) ?? [];
  const total = groups.find((g) => g.G === 17)?.outcomes.find((o) => !o.B);
  if (x12.length < 2 || !total) throw new Error('the first game offers no 1X2 pair and total');
  g1 = { game: first.game, outcome: x12[0] as Outcome, other: x12[1] as Outcome, total };
  let skip = 1;
  let second = findOffer(engine, now, 'line', { skip });
  while (second.game.constId === first.game.constId) second = findOffer(engine, now, 'line', { skip: ++skip });
  g2 = second;
}, 60_000);
afterAll(() => t.close());

const get = (s: TestStaff, url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });
const post = (s: TestStaff, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(s.cookie), payload });
const bet = (events: ReturnType<typeof wireEvent>[], summ: number) =>
  t.app.inject({
    method: 'POST',
    url: MAKE,
    headers: { cookie: player.cookie, 'x-requested-with': 'fetch' },
    payload: { Events: events, Vid: events.length > 1 ? 1 : 0, Summ: summ, betGuid: crypto.randomUUID() },
  });
async function placed(events: ReturnType<typeof wireEvent>[], summ: number) {
  const body = (await bet(events, summ)).json();
  expect(body.Success, body.Error).toBe(true);
  const [row] = await t.database.query<Record<string, unknown>>(
    'select stake, potential_return from bets where id = $1',
    [body.Value.Id],
  );
  return { stake: asNumber(row?.stake), potential: asNumber(row?.potential_return) };
}

/** Every outcome object in a feed answer (whatever its nesting), by market group. */
function outcomesIn(value: unknown, group: number, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const v of value) outcomesIn(v, group, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.G === group && typeof o.T === 'number' && typeof o.C === 'number') out.push(o);
    for (const v of Object.values(o)) outcomesIn(v, group, out);
  }
  return out;
}
const gameUrl = () => `/service-api/LineFeed/GetGameZip?id=${g1.game.id}&lng=en`;
async function feedOutcomes(group: number) {
  const res = await t.app.inject({ url: gameUrl(), headers: { 'accept-encoding': 'gzip' } });
  expect(res.statusCode).toBe(200);
  const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  return outcomesIn(JSON.parse(body.toString()).Value, group);
}

describe('exposure', () => {
  let a: { stake: number; potential: number };
  let b: { stake: number; potential: number };
  let x: { stake: number; potential: number };

  beforeAll(async () => {
    a = await placed([wireEvent(g1.game, g1.outcome)], 10);
    b = await placed([wireEvent(g1.game, g1.other)], 5);
    x = await placed([wireEvent(g1.game, g1.outcome), wireEvent(g2.game, g2.outcome)], 2);
  });

  it('counts each open bet once per game and an express leg with its whole stake and potential return', async () => {
    const res = await get(risk, `/admin-api/risk/exposure?currency=${USD}&limit=200`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<ExposureListAnswer>();
    const liabilityA = a.potential + x.potential - a.stake - x.stake;
    const liabilityB = b.potential - b.stake;
    expect(items.find((r) => r.game_id === g1.game.constId)).toMatchObject({
      currency: 'USD',
      phase: 'line',
      home: g1.game.home.name.en,
      bets: 3,
      stake_minor: 17_00,
      potential_payout_minor: a.potential + b.potential + x.potential,
      // One outcome of the 1X2 market wins: the worse of the two.
      worst_case_liability_minor: Math.max(liabilityA, liabilityB),
      suspended: false,
    });
    expect(items.find((r) => r.game_id === g2.game.constId)).toMatchObject({
      bets: 1,
      stake_minor: 2_00,
      potential_payout_minor: x.potential,
      worst_case_liability_minor: x.potential - x.stake,
    });
    // The worst case first.
    const worst = items.map((r) => r.worst_case_liability_minor);
    expect(worst).toEqual([...worst].sort((p, q) => q - p));
  });

  it('breaks a game down per market and outcome, with the liability if that outcome wins', async () => {
    const res = await get(risk, `/admin-api/risk/exposure/${g1.game.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<GameExposureAnswer>();
    const usd = answer.currencies.find((c) => c.currency_id === USD);
    const market = usd?.markets.find((m) => m.market_group === 1);
    expect(market?.market).toBe('1X2');
    expect(market?.outcomes.find((o) => o.type === g1.outcome.T)).toMatchObject({
      bets: 2,
      singles: 1,
      stake_minor: 12_00,
      potential_payout_minor: a.potential + x.potential,
      liability_minor: a.potential + x.potential - 12_00,
      odds_now: g1.outcome.C,
      blocked_now: false,
    });
    expect(market?.outcomes.find((o) => o.type === g1.other.T)).toMatchObject({
      bets: 1,
      singles: 1,
      stake_minor: 5_00,
      liability_minor: b.potential - 5_00,
    });
    expect(answer.offered_markets.map((m) => m.market_group)).toContain(17);
    // The live id names the same game.
    expect((await get(risk, `/admin-api/risk/exposure/${g1.game.liveId}`)).json().game.game_id).toBe(g1.game.constId);
  });

  it('filters by sport and phase, and exports the list as CSV', async () => {
    const other = (await get(risk, `/admin-api/risk/exposure?sport=999`)).json<ExposureListAnswer>();
    expect(other.total).toBe(0);
    const live = (await get(risk, `/admin-api/risk/exposure?phase=live`)).json<ExposureListAnswer>();
    expect(live.items.some((r) => r.game_id === g1.game.constId)).toBe(false);
    const csv = await get(risk, `/admin-api/risk/exposure.csv?currency=${USD}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('worst_case_liability_minor');
    expect(csv.body).toContain(String(g1.game.constId));
  });
});

describe('suspension', () => {
  it('blocks the market in the feed (its cached answer rebuilt) and in the coupon, until lifted', async () => {
    expect((await feedOutcomes(1)).every((o) => o.B !== true)).toBe(true);
    expect(t.app.feed.currentAnswer(gameUrl())).toBeDefined();

    const res = await post(risk, '/admin-api/risk/suspensions', {
      game_id: g1.game.id,
      market_group: 1,
      reason: 'Team news: the keeper is out',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { suspension } = res.json();
    expect(suspension).toMatchObject({ game_id: g1.game.constId, market_group: 1, market: '1X2' });
    // The fast path's cached bytes (plain and gzip) are no longer current: the next request rebuilds.
    expect(t.app.feed.currentAnswer(gameUrl())).toBeUndefined();
    const blocked = await feedOutcomes(1);
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((o) => o.B === true)).toBe(true);
    expect((await feedOutcomes(17)).some((o) => o.B !== true)).toBe(true);

    const refused = (await bet([wireEvent(g1.game, g1.outcome)], 1)).json();
    expect(refused).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.eventBlocked });
    // Another market of the same game still takes bets.
    expect((await bet([wireEvent(g1.game, g1.total)], 1)).json().Success).toBe(true);

    const twice = await post(risk, '/admin-api/risk/suspensions', {
      game_id: g1.game.constId,
      market_group: 1,
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    const detail = (await get(risk, `/admin-api/risk/exposure/${g1.game.id}`)).json<GameExposureAnswer>();
    expect(detail.suspensions).toHaveLength(1);
    expect(detail.currencies[0]?.markets.find((m) => m.market_group === 1)?.suspended).toBe(true);

    const lift = await post(risk, `/admin-api/risk/suspensions/${suspension.id}/lift`, { reason: 'Line-up confirmed' });
    expect(lift.statusCode, lift.body).toBe(200);
    expect((await feedOutcomes(1)).every((o) => o.B !== true)).toBe(true);
    expect((await bet([wireEvent(g1.game, g1.outcome)], 1)).json().Success).toBe(true);
    expect(
      (await post(risk, `/admin-api/risk/suspensions/${suspension.id}/lift`, { reason: 'again' })).statusCode,
    ).toBe(404);

    const audit = (await get(admin, `/admin-api/audit?subject=game:${g1.game.constId}&limit=50`)).json().items;
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['risk.unsuspended', 'risk.suspended']);
    expect(audit[1]).toMatchObject({
      staff_email: risk.email,
      reason: 'Team news: the keeper is out',
      before: { suspended: false },
      after: { suspended: true, market_group: 1 },
    });
    expect(audit[0]).toMatchObject({ reason: 'Line-up confirmed', after: { suspended: false } });
  });

  it('suspends a whole game: every market blocked, and the list shows it', async () => {
    const res = await post(risk, '/admin-api/risk/suspensions', { game_id: g2.game.id, reason: 'Match-fixing alert' });
    expect(res.statusCode, res.body).toBe(200);
    const markets = t.app.trading.engine.getGameMarkets(g2.game.id);
    expect(markets?.groups.flatMap((g) => g.outcomes).every((o) => o.B === true)).toBe(true);
    const list = (await get(risk, `/admin-api/risk/exposure?currency=${USD}`)).json<ExposureListAnswer>();
    expect(list.items.find((r) => r.game_id === g2.game.constId)?.suspended).toBe(true);
    const active = (await get(risk, '/admin-api/risk/suspensions')).json().items;
    expect(active).toContainEqual(expect.objectContaining({ game_id: g2.game.constId, market_group: null }));
    await post(risk, `/admin-api/risk/suspensions/${res.json().suspension.id}/lift`, { reason: 'Cleared' });
    expect(t.app.trading.engine.getGameMarkets(g2.game.id)?.groups[0]?.outcomes.some((o) => !o.B)).toBe(true);
  });

  it('belongs to risk.trade: support is refused, the suspension table stays untouched', async () => {
    expect((await get(support, '/admin-api/risk/exposure')).statusCode).toBe(403);
    const refused = await post(support, '/admin-api/risk/suspensions', { game_id: g1.game.id, reason: 'not mine' });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.database.query<{ n: string }>(
      'select count(*) as n from trading_suspensions where lifted_at is null',
    );
    expect(Number(row?.n)).toBe(0);
    expect((await post(risk, '/admin-api/risk/suspensions', { game_id: 12345678, reason: 'no game' })).statusCode).toBe(
      404,
    );
  });
});

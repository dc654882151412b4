// Issue 18: a price of 1.00, or anything under the minimum odds, is never offered. The engine suspends
// (B) an outcome whose margined price rounds below the minimum instead of lifting it onto the ladder,
// every feed answer carries the flag, and the coupon refuses such an outcome.
import { MIN_PRICE } from '@fairline/shared/odds/price-grid';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../trading/clock';
import { TradingEngine } from '../../trading/engine';
import { DEFAULT_MARGIN_CONFIG } from '../../trading/pricing/margin';
import { type CouponTestApp, createCouponTestApp, SEED, wireEvent } from '../coupon/coupon.testing';
import { buildFeedApp, LINE, LIVE, T0 } from './feed-test-app.testing';

const HOUR = 3_600_000;
/** A minimum well above the ladder's 1.01, so that a simulated day has outcomes under it. */
const BRAND_MINIMUM = 1.15;
const GAME_PAGES = 4;

interface Shown {
  C: number;
  B?: true;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function outcomesIn(node: unknown, out: Shown[] = []): Shown[] {
  if (Array.isArray(node)) for (const item of node) outcomesIn(item, out);
  else if (isRecord(node)) {
    if (typeof node.T === 'number' && typeof node.G === 'number' && typeof node.C === 'number') {
      out.push(node as unknown as Shown);
    }
    for (const value of Object.values(node)) outcomesIn(value, out);
  }
  return out;
}

async function answerValue(app: FastifyInstance, url: string): Promise<unknown> {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().Value;
}

/** Every outcome of the lists, the expresses and a few game pages, line and live, at the clock's time. */
async function publishedOutcomes(app: FastifyInstance): Promise<Shown[]> {
  const out: Shown[] = [];
  for (const prefix of [LINE, LIVE]) {
    const games = (await answerValue(app, `${prefix}Get1x2_VZip?count=100&lng=en`)) as { I: number }[];
    outcomesIn(games, out);
    for (const game of games.slice(0, GAME_PAGES))
      outcomesIn(await answerValue(app, `${prefix}GetGameZip?id=${game.I}`), out);
  }
  outcomesIn(await answerValue(app, `${LINE}GetExpressDayExtendedZip?lng=en`), out);
  outcomesIn(await answerValue(app, `${LIVE}GetLiveExpressExtendedZip?lng=en`), out);
  return out;
}

describe('minimum odds over a simulated day', () => {
  it('publishes no unblocked price under the ladder minimum 1.01 (none is ever 1.00)', async () => {
    const feed = await buildFeedApp();
    try {
      for (let hour = 0; hour < 24; hour += 2) {
        feed.clock.set(T0 + hour * HOUR);
        const outcomes = await publishedOutcomes(feed.app);
        expect(outcomes.length).toBeGreaterThan(100);
        for (const o of outcomes) if (!o.B) expect(o.C, `hour ${hour}`).toBeGreaterThanOrEqual(MIN_PRICE);
      }
    } finally {
      await feed.app.close();
    }
  });

  it('suspends every outcome priced under a brand minimum of 1.15, and publishes no unblocked one under it', async () => {
    const feed = await buildFeedApp(undefined, { ...DEFAULT_MARGIN_CONFIG, minOdds: BRAND_MINIMUM });
    let suspendedForMinimum = 0;
    try {
      for (let hour = 0; hour < 24; hour += 2) {
        feed.clock.set(T0 + hour * HOUR);
        for (const o of await publishedOutcomes(feed.app)) {
          if (o.B) {
            if (o.C < BRAND_MINIMUM) suspendedForMinimum++;
          } else expect(o.C, `hour ${hour}`).toBeGreaterThanOrEqual(BRAND_MINIMUM);
        }
      }
    } finally {
      await feed.app.close();
    }
    // The rule was exercised: short favourites of the day were there and were suspended.
    expect(suspendedForMinimum).toBeGreaterThan(0);
  });
});

describe('the coupon and the minimum odds', () => {
  let coupon: CouponTestApp;
  const clock = new ManualClock(T0);
  const engine = new TradingEngine(SEED, clock, { ...DEFAULT_MARGIN_CONFIG, minOdds: BRAND_MINIMUM });
  beforeAll(async () => {
    coupon = await createCouponTestApp({ engine, clock });
  });
  afterAll(() => coupon.close());

  it('refuses (blocks) a selection whose price is under the minimum odds', async () => {
    const short = engine
      .listGames(T0, { kind: 'line' })
      .flatMap((game) =>
        (engine.getGameMarkets(game.id, T0)?.groups ?? []).flatMap((g) => g.outcomes.map((o) => ({ game, o }))),
      )
      .find(({ game, o }) => game.status === 1 && o.C < BRAND_MINIMUM);
    if (!short) throw new Error('no line outcome under the minimum at T0');
    expect(short.o.B).toBe(true);
    const res = await coupon.post('/service-api/LiveBet/Open/UpdateCoupon', {
      Events: [wireEvent(short.game, short.o)],
      Summ: 10,
      Lng: 'en',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().Value;
    expect(value.Block ?? value.Events?.[0]?.Block).toBe(true);
  });
});

// "The price shown is the price paid" (issue 16): every outcome of every feed answer, line and live,
// shown in every odds format, reads back as the price the coupon takes, and settlement pays a stake
// times exactly that price. ADR 0014.
import { formatOdds, OddsFormat, readPrice, toDecimal } from '@fairline/shared/odds/formats';
import { isOnPriceGrid, readsBackAs } from '@fairline/shared/odds/price-grid';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { type CouponTestApp, createCouponTestApp, findOffer } from '../coupon/coupon.testing';
import { type Settlement, startSettlement } from '../settlement/settlement.service';
import { resultFor, ScriptedResults } from '../settlement/settlement.testing';
import { buildFeedApp, LINE, LIVE, T0 } from './feed-test-app.testing';

const FORMATS = Object.values(OddsFormat);
const MINUTE = 60_000;
const UPDATE_MANY = '/service-api/LiveBet/Open/UpdateCouponMulti';
const GAME_PAGES = 3;
/** Coupons one UpdateCouponMulti takes. */
const MAX_COUPONS = 20;

interface ShownOutcome {
  T: number;
  G: number;
  C: number;
  CV?: string;
  P?: number;
}
interface Found {
  outcome: ShownOutcome;
  /** The game the outcome belongs to (undefined in a duel, which is no game). */
  gameId: number | undefined;
}
interface Total {
  CF: number;
  CV?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every outcome ({T, G, C}) anywhere in an answer, with the game around it, and every express total. */
function walk(node: unknown, found: { outcomes: Found[]; totals: Total[] }, gameId?: number) {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, found, gameId);
    return;
  }
  if (!isRecord(node)) return;
  const isGame = typeof node.I === 'number' && typeof node.CI === 'number' && typeof node.O1 === 'string';
  const id = isGame ? (node.I as number) : gameId;
  if (typeof node.T === 'number' && typeof node.G === 'number' && typeof node.C === 'number') {
    found.outcomes.push({ outcome: node as unknown as ShownOutcome, gameId: id });
  }
  if (typeof node.CF === 'number') found.totals.push(node as unknown as Total);
  for (const value of Object.values(node)) walk(value, found, id);
}

const answerOf = async (app: FastifyInstance, url: string): Promise<unknown> => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().Value;
};

/** The answers a player's pages read, in one odds format: lists, game pages, expresses, the Asian view. */
async function feedAnswers(app: FastifyInstance, cfview: OddsFormat, pageIds: { line: number[]; live: number[] }) {
  const q = `lng=en&cfview=${cfview}`;
  const urls = [
    `${LINE}Get1x2_VZip?count=50&${q}`,
    `${LIVE}Get1x2_VZip?count=50&${q}`,
    `${LINE}GetExpressDayExtendedZip?${q}`,
    `${LIVE}GetLiveExpressExtendedZip?${q}`,
    `${LINE}Asia_GetTopGamesStatZip?${q}`,
    `${LIVE}Asia_GetTopGamesStatZip?${q}`,
    ...pageIds.line.map((id) => `${LINE}GetGameZip?id=${id}&${q}`),
    ...pageIds.live.map((id) => `${LIVE}GetGameZip?id=${id}&${q}`),
    ...pageIds.line.map((id) => `${LINE}Asia/AsiaGetGame?id=${id}&${q}`),
  ];
  const found = { outcomes: [] as Found[], totals: [] as Total[] };
  for (const url of urls) walk(await answerOf(app, url), found);
  return found;
}

/** What a format shows of a price: the feed's `CV`, or in decimal (no `CV`) the site's formatting. */
const shownIn = (format: OddsFormat, price: number, cv: string | undefined) =>
  format === OddsFormat.Decimal ? formatOdds(price, format) : cv;

let coupon: CouponTestApp;
beforeAll(async () => {
  coupon = await createCouponTestApp();
});
afterAll(() => coupon.close());

describe('published prices', () => {
  it('show, in every feed answer, line and live, and every odds format, a value that reads back as the price the coupon takes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * 24 * 60 }), fc.nat(), async (minutes, pick) => {
        const now = T0 + minutes * MINUTE;
        const feed = await buildFeedApp();
        try {
          feed.clock.set(now);
          coupon.clock.set(now);
          const ids = async (prefix: string) => {
            const games = (await answerOf(feed.app, `${prefix}Get1x2_VZip?count=50`)) as { I: number }[];
            return Array.from({ length: Math.min(GAME_PAGES, games.length) }, (_, i) =>
              Number(games[(pick + i * 7) % games.length]?.I),
            );
          };
          const pageIds = { line: await ids(LINE), live: await ids(LIVE) };
          const byFormat = await Promise.all(FORMATS.map((f) => feedAnswers(feed.app, f, pageIds)));
          const decimal = byFormat[OddsFormat.Decimal]?.outcomes ?? [];
          expect(decimal.length).toBeGreaterThan(500);

          FORMATS.forEach((format, f) => {
            const answers = byFormat[f];
            // The same answers in every format: outcome by outcome, the same prices.
            expect(answers?.outcomes.map((o) => o.outcome.C)).toEqual(decimal.map((o) => o.outcome.C));
            for (const { outcome } of answers?.outcomes ?? []) {
              const shown = shownIn(format, outcome.C, outcome.CV);
              expect(isOnPriceGrid(outcome.C), `${outcome.C}`).toBe(true);
              expect(shown, `${outcome.C} in format ${format}`).toBeDefined();
              expect(readPrice(shown ?? '', format), `${shown} in format ${format}`).toBe(outcome.C);
            }
            // An express's total is a product: shown to the thousandth it carries.
            for (const total of answers?.totals ?? []) {
              const shown = shownIn(format, total.CF, total.CV) ?? '';
              expect(readsBackAs(total.CF, toDecimal(shown, format)), `${shown} for ${total.CF}`).toBe(true);
            }
          });

          // The coupon prices each of these outcomes at the published price (UpdateCoupon `Coef`).
          const unique = new Map<string, Found & { gameId: number }>();
          for (const found of decimal) {
            const { gameId, outcome } = found;
            if (gameId !== undefined)
              unique.set(`${gameId}:${outcome.G}:${outcome.T}:${outcome.P ?? 0}`, { ...found, gameId });
          }
          // Each as a single: an express of many long prices would price a return past any stake limit.
          const events = [...unique.values()];
          for (let i = 0; i < events.length; i += MAX_COUPONS) {
            const chunk = events.slice(i, i + MAX_COUPONS);
            const res = await coupon.post(UPDATE_MANY, {
              coupons: chunk.map(({ gameId, outcome }) => ({
                Vid: 0,
                Events: [{ GameId: gameId, Type: outcome.T, Group: outcome.G, Param: outcome.P ?? 0, Coef: outcome.C }],
              })),
            });
            const answers = res.json().Value as {
              Success: boolean;
              Error: string;
              Value: { Events: { Coef: number; lvC: boolean }[] };
            }[];
            expect(answers.map((a) => [a.Success, a.Error])).toEqual(chunk.map(() => [true, '']));
            const taken = answers.map((a) => [a.Value.Events[0]?.Coef, a.Value.Events[0]?.lvC]);
            expect(taken).toEqual(chunk.map(({ outcome }) => [outcome.C, false]));
          }
        } finally {
          await feed.app.close();
        }
      }),
      { numRuns: 4 },
    );
  }, 240_000);
});

describe('settlement of a published price', () => {
  let settlement: Settlement;
  const results = new ScriptedResults();
  beforeAll(() => {
    coupon.clock.set(T0);
    settlement = startSettlement({
      database: coupon.database,
      engine: results,
      clock: coupon.clock,
      pubsub: new MemoryPubSub(),
      tickMs: 0,
    });
  });
  afterAll(() => settlement.stop());

  it.each(['line', 'live'] as const)(
    'pays a %s single, taken at the price read back from each odds format, 10.00 × that price',
    async (kind) => {
      const feed = await buildFeedApp();
      try {
        feed.clock.set(coupon.clock.now());
        const { game } = findOffer(coupon.engine, coupon.clock.now(), kind);
        const prefix = kind === 'line' ? LINE : LIVE;
        const player = await coupon.seedPlayer(1000_00);
        const placed: { betId: number; price: number }[] = [];
        for (const format of FORMATS) {
          // The home win as this format shows it on the game page, read back as a price.
          const page = (await answerOf(feed.app, `${prefix}GetGameZip?id=${game.id}&cfview=${format}`)) as {
            E: ShownOutcome[];
          };
          const home = page.E.find((o) => o.G === 1 && o.T === 1);
          if (!home) throw new Error(`game ${game.id} shows no home win`);
          const price = readPrice(shownIn(format, home.C, home.CV) ?? '', format);
          // Exact odds only (CheckCf 0): the bet is refused unless the price read back is the one offered.
          const res = await coupon.post(
            '/service-api/LiveBet/Secure/MakeBetWeb',
            {
              Vid: 0,
              Summ: 10,
              CheckCf: 0,
              betGuid: crypto.randomUUID(),
              Events: [{ GameId: game.id, Type: 1, Group: 1, Param: 0, Coef: price, Kind: kind === 'live' ? 1 : 3 }],
            },
            player,
          );
          const answer = res.json();
          expect(answer.Success, answer.Error).toBe(true);
          placed.push({ betId: answer.Value.Id, price });
        }
        coupon.clock.advance(1_000);
        results.add({ ...resultFor(game, [2, 0]), settledAt: coupon.clock.now() });
        await settlement.tick({ sweep: false });
        for (const { betId, price } of placed) {
          const [bet] = await coupon.database.query<{ status: string; payout: unknown }>(
            'select status, payout from bets where id = $1',
            [betId],
          );
          expect([bet?.status, Number(bet?.payout)]).toEqual(['won', Math.round(10_00 * price)]);
        }
      } finally {
        await feed.app.close();
      }
    },
  );
});

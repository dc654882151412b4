import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Player, wireEvent } from '../coupon/coupon.testing';
import { buildAccountsPayload, listOpenAccounts } from '../wallet/wallet.service';
import { createHistoryTestApp, type HistoryTestApp, scoreFor } from './bet-history.testing';

const LIST = '/web-api/officeapi/getbetshistory';
const CLEAR = '/web-api/officeapi/betshistory/clear';
const DAY = 86_400_000;

interface Item {
  id: number;
  type: string;
  k?: number;
  status: string;
  stake: number;
  payout: number;
  legs_count: number;
  cash_out_available: boolean;
}
interface Page {
  items: Item[];
  has_more: boolean;
  totals: { currency: string; bets: number; stake: number; payout: number }[];
}

let t: HistoryTestApp;
beforeAll(async () => {
  t = await createHistoryTestApp();
});
afterAll(() => t.close());

const list = async (player: Player, body: object = {}) => {
  const res = await t.call(player, 'POST', LIST, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const ids = (page: Page) => page.items.map((i) => i.id);
const backdate = (betId: number, ms: number) =>
  t.coupon.database.query(`update bets set created_at = now() - $2::interval where id = $1`, [
    betId,
    `${ms} milliseconds`,
  ]);

async function single(player: Player) {
  const offer = t.nextOffer();
  return { id: await t.place(player, [wireEvent(offer.game, offer.outcome)]), ...offer };
}

describe('the period', () => {
  let player: Player;
  const bet: Record<string, number> = {};

  beforeAll(async () => {
    player = await t.coupon.seedPlayer(100_00);
    for (const [name, age] of [
      ['today', 0],
      ['sixDays', 6 * DAY],
      ['eightDays', 8 * DAY],
      ['elevenMonths', 335 * DAY],
    ] as const) {
      bet[name] = (await single(player)).id;
      if (age > 0) await backdate(bet[name] ?? 0, age);
    }
  });

  it('defaults to the last 7 days (couponHistoryDays), newest first', async () => {
    expect(ids(await list(player))).toEqual([bet.today, bet.sixDays]);
  });

  it('lists what was placed within date_from … date_to', async () => {
    const from = new Date(Date.now() - 9 * DAY).toISOString();
    const to = new Date(Date.now() - 5 * DAY).toISOString();
    expect(ids(await list(player, { date_from: from, date_to: to }))).toEqual([bet.sixDays, bet.eightDays]);
  });

  it('reaches back 12 months', async () => {
    const from = new Date(Date.now() - 360 * DAY).toISOString().slice(0, 10);
    expect(ids(await list(player, { date_from: from }))).toEqual([
      bet.today,
      bet.sixDays,
      bet.eightDays,
      bet.elevenMonths,
    ]);
  });

  it('refuses a period older than 12 months with a clear 400', async () => {
    const from = new Date(Date.now() - 400 * DAY).toISOString().slice(0, 10);
    const res = await t.call(player, 'POST', LIST, { date_from: from });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/reaches back 12 months/),
      validation_errors: { date_from: expect.any(String) },
    });
  });

  it('refuses a date that does not parse', async () => {
    const res = await t.call(player, 'POST', LIST, { date_to: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toHaveProperty('date_to');
  });
});

describe('status and type filters', () => {
  let player: Player;
  const bet: Record<string, number> = {};

  beforeAll(async () => {
    player = await t.coupon.seedPlayer(500_00);
    const won = await single(player);
    const lost = await single(player);
    const sold = await single(player);
    const open = await single(player);
    bet.won = won.id;
    bet.lost = lost.id;
    bet.sold = sold.id;
    bet.open = open.id;
    const legs = [t.nextOffer(), t.nextOffer(), t.nextOffer()];
    const events = legs.map(({ game, outcome }) => wireEvent(game, outcome));
    bet.express = await t.place(player, events.slice(0, 2));
    // Sent without odds under checkCf 2: accepted at the current prices.
    bet.system = await t.place(
      player,
      events.map((e) => ({ ...e, Coef: 0 })),
      { Vid: 2, ExpressNum: 2, Summ: 30, CheckCf: 2 },
    );
    await t.sell(player, sold.id);
    await t.settle([won.game, scoreFor(won.outcome, true)], [lost.game, scoreFor(lost.outcome, false)]);
  });

  it.each([
    ['open', ['open', 'express', 'system']],
    ['won', ['won']],
    ['lost', ['lost']],
    ['sold', ['sold']],
    ['void', []],
    ['all', ['system', 'express', 'open', 'sold', 'lost', 'won']],
  ])('status %s lists the %j bets', async (status, names) => {
    expect(ids(await list(player, { status }))).toEqual(names.map((n) => bet[n]).sort((x = 0, y = 0) => y - x));
  });

  it.each([
    ['single', ['open', 'sold', 'lost', 'won']],
    ['express', ['express']],
    ['system', ['system']],
    ['anti-express', []],
  ])('type %s lists the %j bets', async (type, names) => {
    expect(ids(await list(player, { type }))).toEqual(names.map((n) => bet[n]));
  });

  it('combines status and type', async () => {
    expect(ids(await list(player, { status: 'open', type: 'single' }))).toEqual([bet.open]);
  });

  it('shows type, k, legs, payout and whether cash-out is offered', async () => {
    const items = new Map((await list(player)).items.map((i) => [i.id, i]));
    expect(items.get(bet.system ?? 0)).toMatchObject({ type: 'system', k: 2, legs_count: 3, stake: 30 });
    expect(items.get(bet.express ?? 0)).toMatchObject({ type: 'express', legs_count: 2, cash_out_available: true });
    expect(items.get(bet.express ?? 0)).not.toHaveProperty('k');
    expect(items.get(bet.open ?? 0)).toMatchObject({ status: 'open', payout: 0, cash_out_available: true });
    expect(items.get(bet.lost ?? 0)).toMatchObject({ status: 'lost', payout: 0, cash_out_available: false });
    expect(items.get(bet.won ?? 0)?.payout).toBeGreaterThan(10);
    expect(items.get(bet.sold ?? 0)?.payout).toBeGreaterThan(0);
    expect(items.get(bet.sold ?? 0)?.cash_out_available).toBe(false);
  });

  it('refuses an unknown status or type', async () => {
    for (const body of [{ status: 'pending' }, { type: 'accumulator' }]) {
      expect((await t.call(player, 'POST', LIST, body)).statusCode).toBe(400);
    }
  });
});

describe('paging', () => {
  it('pages by 50 with has_more', async () => {
    const player = await t.coupon.seedPlayer(1_000_00);
    const { game, outcome } = t.nextOffer();
    const placed: number[] = [];
    for (let i = 0; i < 51; i += 1) placed.push(await t.place(player, [wireEvent(game, outcome)], { Summ: 1 }));
    const first = await list(player);
    expect(first.items).toHaveLength(50);
    expect(first.has_more).toBe(true);
    const second = await list(player, { page_number: 2 });
    expect(ids(second)).toEqual([placed[0]]);
    expect(second.has_more).toBe(false);
    expect(ids(await list(player, { page_number: 3 }))).toEqual([]);
    expect([...ids(first), ...ids(second)].sort((x, y) => x - y)).toEqual(placed);
  });
});

describe('clear from view', () => {
  it('hides settled bets from the list but keeps them stored, readable and in the totals', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    const lost = await single(player);
    const open = await single(player);
    await t.settle([lost.game, scoreFor(lost.outcome, false)]);
    const before = await list(player);
    expect(ids(before)).toEqual([open.id, lost.id]);

    const res = await t.call(player, 'POST', CLEAR, { bet_ids: [lost.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cleared: 1 });
    const after = await list(player);
    expect(ids(after)).toEqual([open.id]);
    expect(after.totals).toEqual(before.totals);
    expect(after.totals).toEqual([{ currency: 'USD', currency_id: 10, bets: 2, stake: 20, payout: 0 }]);
    expect((await t.call(player, 'GET', `/web-api/officeapi/getbet/${lost.id}`)).statusCode).toBe(200);
    const [row] = await t.coupon.database.query<{ status: string }>('select status from bets where id = $1', [lost.id]);
    expect(row?.status).toBe('lost');

    expect((await t.call(player, 'POST', CLEAR, { bet_ids: [lost.id, lost.id] })).statusCode).toBe(200);
  });

  it('refuses to clear an open bet and then hides none of the selection', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    const won = await single(player);
    const open = await single(player);
    await t.settle([won.game, scoreFor(won.outcome, true)]);
    const res = await t.call(player, 'POST', CLEAR, { bet_ids: [won.id, open.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Only settled bets/);
    expect(ids(await list(player))).toEqual([open.id, won.id]);
  });
});

describe('amountOfUnplacedBets of the account record', () => {
  it('is the stake still at risk on unsettled bets of the currency, equal to the open-stakes balance', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    // What /web-api/user/balance answers.
    const unplaced = async () =>
      buildAccountsPayload(await listOpenAccounts(t.coupon.database, player.id)).accounts[0]?.amountOfUnplacedBets;
    const a = await single(player);
    await single(player);
    const other = t.nextOffer();
    await t.place(player, [wireEvent(other.game, other.outcome)], { Summ: 5 });
    expect(await unplaced()).toBe(25);
    await t.settle([a.game, scoreFor(a.outcome, true)]);
    expect(await unplaced()).toBe(15);
    const [open] = await t.coupon.database.query<{ balance: unknown }>(
      `select balance from ledger_accounts where owner_id = $1 and kind = 'open_stakes' and currency_id = 10`,
      [player.id],
    );
    expect(Number(open?.balance)).toBe(15_00);
  });
});

describe('an auto bet waiting for its odds', () => {
  it('is listed as open, with the odds it waits for; a placed bet has none', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    const offer = t.nextOffer();
    const res = await t.coupon.post(
      '/service-api/LiveBet/Secure/MakeBetBidWeb',
      {
        Events: [wireEvent(offer.game, offer.outcome)],
        Vid: 0,
        Summ: 10,
        autoBetCf: offer.outcome.C + 0.5,
        betGuid: crypto.randomUUID(),
      },
      player,
    );
    const bid = res.json().Value.Id as number;
    const placed = await single(player);
    const items = new Map((await list(player, { status: 'open' })).items.map((i) => [i.id, i]));
    expect(items.get(bid)).toMatchObject({
      status: 'bid',
      auto_odds: Math.round((offer.outcome.C + 0.5) * 1000) / 1000,
    });
    expect(items.get(placed.id)).not.toHaveProperty('auto_odds');
  });
});

// betting.hiddenBetStatuses: the bets history leaves out bets whose status code the brand hides, in
// the list and in its totals. Fairline hides cashed-out bets (sold, 5) for British visitors here, so
// the same player's history reads with and without the rule.
import { BET_STATUS_CODES } from '@fairline/shared/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Player, wireEvent } from '../coupon/coupon.testing';
import { createHistoryTestApp, type HistoryTestApp } from './bet-history.testing';

const LIST = '/web-api/officeapi/getbetshistory';

interface Page {
  items: { id: number; status: string }[];
  totals: { bets: number; stake: number }[];
}

let t: HistoryTestApp;
beforeAll(async () => {
  t = await createHistoryTestApp();
  await t.coupon.database.query(
    `update site_configs set config = jsonb_set(config, '{betting,hiddenBetStatuses}', $1::jsonb)
     where country = 'gb' and brand_id = (select id from brands where slug = 'fairline')`,
    [JSON.stringify([BET_STATUS_CODES.sold])],
  );
});
afterAll(() => t.close());

const list = async (player: Player, country: 'kz' | 'gb', body: object = {}) => {
  const visitor = { ...player, headers: { ...player.headers, 'x-geo-country': country } };
  const res = await t.call(visitor, 'POST', LIST, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

describe('betting.hiddenBetStatuses', () => {
  it('leaves hidden statuses out of the list and its totals, and shows them where nothing is hidden', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    const open = t.nextOffer();
    const sold = t.nextOffer();
    const openId = await t.place(player, [wireEvent(open.game, open.outcome)]);
    const soldId = await t.place(player, [wireEvent(sold.game, sold.outcome)]);
    await t.sell(player, soldId);

    const everything = await list(player, 'kz');
    expect(everything.items.map((i) => i.id).sort()).toEqual([openId, soldId].sort());
    expect(everything.totals[0]?.bets).toBe(2);

    const shown = await list(player, 'gb');
    expect(shown.items.map((i) => i.id)).toEqual([openId]);
    expect(shown.totals[0]).toMatchObject({ bets: 1, stake: 10 });
  });

  it('answers an empty page for a filter that asks only for a hidden status', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    const offer = t.nextOffer();
    const id = await t.place(player, [wireEvent(offer.game, offer.outcome)]);
    await t.sell(player, id);
    expect((await list(player, 'kz', { status: 'sold' })).items.map((i) => i.id)).toEqual([id]);
    expect(await list(player, 'gb', { status: 'sold' })).toMatchObject({ items: [], totals: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, lineOffers, placeOk, single } from '../coupon/advance.testing';
import { createHistoryTestApp, type HistoryTestApp } from './bet-history.testing';

const details = (id: number) => `/web-api/officeapi/getbet/${id}`;

let t: HistoryTestApp;
beforeAll(async () => {
  t = await createHistoryTestApp();
});
afterAll(() => t.close());

describe('advance bets in the history', () => {
  it('marks the advance bet and shows what is still owed on it and on the bet repaying it', async () => {
    const now = t.coupon.clock.now();
    const soon = lineOffers(t.coupon.engine, now, { after: now + HOUR, before: now + 40 * HOUR });
    const player = await t.coupon.seedPlayer(100_00);
    const backing = await placeOk(t.coupon, player, single(soon(), 100));
    const advance = await placeOk(t.coupon, player, single(soon(), 5, { avanceBet: true }));
    const bet = (await t.call(player, 'GET', details(advance))).json();
    expect(bet).toMatchObject({ is_advance: true, advance_outstanding: 5, stake: 5, cash_out_available: false });
    const repaying = (await t.call(player, 'GET', details(backing))).json();
    expect(repaying).toMatchObject({ is_advance: false, advance_outstanding: 5, cash_out_available: false });
  });
});

import { betDetails, betsHistoryPage, clearBetsAnswer, mailBetsAnswer } from '@fairline/shared/wire/bet-history';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { type Player, wireEvent } from '../coupon/coupon.testing';
import { createHistoryTestApp, type HistoryTestApp, scoreFor } from './bet-history.testing';

// The bets history's answers as a player really gets them (open, settled, sold and waiting bets; a
// system; the mail and clear actions), each read with its shared wire schema
// (packages/shared/src/wire/bet-history.ts); a guest gets the web-api refusal.
const BASE = '/web-api/officeapi';
let t: HistoryTestApp;
let player: Player;
const bets: Record<'won' | 'open' | 'sold' | 'system' | 'auto', number> = {
  won: 0,
  open: 0,
  sold: 0,
  system: 0,
  auto: 0,
};

beforeAll(async () => {
  t = await createHistoryTestApp();
  player = await t.coupon.seedPlayer(1_000_00);
  const won = t.nextOffer();
  bets.won = await t.place(player, [wireEvent(won.game, won.outcome)]);
  await t.settle([won.game, scoreFor(won.outcome, true)]);
  const open = t.nextOffer('live');
  bets.open = await t.place(player, [wireEvent(open.game, open.outcome)]);
  const sold = t.nextOffer();
  bets.sold = await t.place(player, [wireEvent(sold.game, sold.outcome)]);
  await t.sell(player, bets.sold);
  const legs = [t.nextOffer(), t.nextOffer(), t.nextOffer()].map(({ game, outcome }) => wireEvent(game, outcome));
  bets.system = await t.place(player, legs, { Vid: 2, ExpressNum: 2, Summ: 9 });
  const auto = t.nextOffer();
  const res = await t.coupon.post(
    '/service-api/LiveBet/Secure/MakeBetBidWeb',
    { Events: [wireEvent(auto.game, auto.outcome)], Vid: 0, Summ: 5, autoBetCf: auto.outcome.C + 1 },
    player,
  );
  bets.auto = res.json().Value.Id;
});
afterAll(() => t.close());

describe('the bets history’s wire contract', () => {
  it('answers the list as the shared page, every kind of bet and the totals included', async () => {
    const page = readExactWire(await t.call(player, 'POST', `${BASE}/getbetshistory`, {}), betsHistoryPage);
    expect(page.items.map((b) => b.id).sort((a, b) => a - b)).toEqual(Object.values(bets).sort((a, b) => a - b));
    expect(page.items.find((b) => b.id === bets.auto)?.auto_odds).toBeGreaterThan(1);
    expect(page.items.find((b) => b.id === bets.system)?.k).toBe(2);
    expect(page.totals.map((total) => total.bets)).toEqual([5]);
  });

  it('answers each bet’s details as the shared bet with its legs, a settled one with its score', async () => {
    for (const [kind, id] of Object.entries(bets)) {
      const bet = readExactWire(await t.call(player, 'GET', `${BASE}/getbet/${id}?lng=en`), betDetails);
      expect(bet.id, kind).toBe(id);
    }
    const won = readExactWire(await t.call(player, 'GET', `${BASE}/getbet/${bets.won}`), betDetails);
    expect(won.legs[0]?.score).not.toBeNull();
  });

  it('answers the mail and clear actions as the shared counts', async () => {
    const ids = [bets.won, bets.sold];
    const mail = readExactWire(
      await t.call(player, 'POST', `${BASE}/betshistory/mail`, { bet_ids: ids }),
      mailBetsAnswer,
    );
    expect(mail).toEqual({ sent: 2 });
    const clear = readExactWire(
      await t.call(player, 'POST', `${BASE}/betshistory/clear`, { bet_ids: ids }),
      clearBetsAnswer,
    );
    expect(clear).toEqual({ cleared: 2 });
  });

  it('refuses a guest every history call with the web-api refusal', async () => {
    const guest = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.history.inject({ method, url, ...(payload ? { payload } : {}) });
    readExactWire(await guest('POST', `${BASE}/getbetshistory`, {}), webApiError, 401);
    readExactWire(await guest('GET', `${BASE}/getbet/${bets.won}`), webApiError, 401);
    readExactWire(await guest('POST', `${BASE}/betshistory/mail`, { bet_ids: [bets.won] }), webApiError, 401);
    readExactWire(await guest('POST', `${BASE}/betshistory/clear`, { bet_ids: [bets.won] }), webApiError, 401);
  });
});

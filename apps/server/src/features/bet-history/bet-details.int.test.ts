import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../infra/messaging';
import { G, T } from '../../trading/pricing/groups';
import { type Player, wireEvent } from '../coupon/coupon.testing';
import { createHistoryTestApp, type HistoryTestApp, scoreFor } from './bet-history.testing';

const MAIL = '/web-api/officeapi/betshistory/mail';
const CLEAR = '/web-api/officeapi/betshistory/clear';
const LIST = '/web-api/officeapi/getbetshistory';
const details = (id: number | string, lng = '') => `/web-api/officeapi/getbet/${id}${lng ? `?lng=${lng}` : ''}`;

let t: HistoryTestApp;
beforeAll(async () => {
  t = await createHistoryTestApp();
});
afterAll(() => t.close());

const emailOf = async (player: Player) =>
  (await t.coupon.database.query<{ email: string }>('select email from users where id = $1', [player.id]))[0]?.email ??
  '';

describe('a bet’s details', () => {
  let player: Player;
  let express: number;
  let offers: ReturnType<HistoryTestApp['nextOffer']>[];

  beforeAll(async () => {
    player = await t.coupon.seedPlayer(100_00);
    offers = [t.nextOffer(), t.nextOffer(), t.nextOffer(), t.nextOffer('live')];
    express = await t.place(
      player,
      offers.map(({ game, outcome }) => wireEvent(game, outcome)),
    );
    // Leg 2 becomes the rules' quarter handicap 2 +0.25 at 2.00, half won on a draw.
    await t.coupon.database.query(
      'update bet_legs set market_group = $2, type = $3, param = 0.25, odds = 2000 where bet_id = $1 and idx = 2',
      [express, G.handicap, T.handicap2],
    );
  });

  it('answers every leg as accepted while the bet is open', async () => {
    const res = await t.call(player, 'GET', details(express, 'en'));
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json();
    expect(bet).toMatchObject({ id: express, type: 'express', status: 'open', stake: 10, legs_count: 4, payout: 0 });
    expect(bet.legs.map((l: { result: string }) => l.result)).toEqual(['open', 'open', 'open', 'open']);
    expect(bet.legs.map((l: { kind: string }) => l.kind)).toEqual(['line', 'line', 'line', 'live']);
    const [first] = offers;
    expect(bet.legs[0]).toMatchObject({
      idx: 0,
      game_id: first?.game.id,
      home: first?.game.home.name.en,
      away: first?.game.away.name.en,
      sport_id: first?.game.sportId,
      champ_id: first?.game.champId,
      start_at: new Date(first?.game.start ?? 0).toISOString(),
      market: { group: G.x12, group_name: '1X2', type: first?.outcome.T },
      odds: first?.outcome.C,
      score: null,
    });
    expect(bet.legs[0].sport).not.toBe('');
    expect(bet.legs[0].champ).not.toBe('');
  });

  it('shows the score now of a live leg while it is open, and none for a leg not yet started', async () => {
    const bet = (await t.call(player, 'GET', details(express, 'en'))).json();
    const live = offers[3]?.game;
    const now = t.coupon.engine.getGame(live?.id ?? 0, t.coupon.clock.now())?.SC?.FS;
    expect(now).toBeDefined();
    expect(bet.legs[3].live_score).toEqual({ home: now?.S1, away: now?.S2 });
    expect(bet.legs[0]).not.toHaveProperty('live_score');
  });

  it('names games, sports, championships and markets in the requested lng', async () => {
    const bet = (await t.call(player, 'GET', details(express, 'ru'))).json();
    const [first] = offers;
    expect(bet.legs[0]).toMatchObject({ home: first?.game.home.name.ru, away: first?.game.away.name.ru });
    expect(bet.legs[2].market).toEqual({
      group: G.handicap,
      group_name: 'Фора',
      type: T.handicap2,
      type_name: 'Фора 2',
    });
    expect(bet.legs[2]).toMatchObject({ param: 0.25, odds: 2 });
    const en = (await t.call(player, 'GET', details(express, 'en'))).json();
    expect(en.legs[2].market).toMatchObject({ group_name: 'Handicap', type_name: 'Handicap 2' });
    // Without lng: the site's default language (ru for the test brand).
    const byDefault = (await t.call(player, 'GET', details(express))).json();
    expect(byDefault.legs[0].home).toBe(first?.game.home.name.ru);
  });

  it('shows each leg’s result and final score after settlement, and the return', async () => {
    const [a, b, c, live] = offers;
    if (!a || !b || !c || !live) throw new Error('four offers expected');
    await t.settle([a.game, scoreFor(a.outcome, true)], [b.game, scoreFor(b.outcome, true)], [c.game, [1, 1]]);
    const partly = (await t.call(player, 'GET', details(express))).json();
    expect(partly.legs.map((l: { result: string }) => l.result)).toEqual(['won', 'won', 'half_won', 'open']);
    const [home, away] = scoreFor(a.outcome, true);
    expect(partly.legs[0].score).toEqual({ home, away });
    expect(partly.legs[2].score).toEqual({ home: 1, away: 1 });
    expect(partly.legs[3].score).toBeNull();

    await t.settle([live.game, scoreFor(live.outcome, false)]);
    const settled = (await t.call(player, 'GET', details(express))).json();
    expect(settled).toMatchObject({ status: 'lost', payout: 0, cash_out_available: false });
    expect(settled.settled_at).toEqual(expect.any(String));
    expect(settled.legs[3].result).toBe('lost');
    expect(settled.legs[3]).not.toHaveProperty('live_score');
  });

  it('voids the leg of a postponed game and shows no score for it', async () => {
    const offer = t.nextOffer();
    const id = await t.place(player, [wireEvent(offer.game, offer.outcome)]);
    await t.settle([offer.game, [0, 0], { cancelled: true }]);
    const bet = (await t.call(player, 'GET', details(id))).json();
    expect(bet).toMatchObject({ status: 'void', payout: 10 });
    expect(bet.legs[0]).toMatchObject({ result: 'void', score: null });
  });
});

describe('mail', () => {
  it('sends the selected bets’ summary to the user’s e-mail (the outbox in dev)', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    const offer = t.nextOffer();
    const one = await t.place(player, [wireEvent(offer.game, offer.outcome)]);
    const two = await t.place(player, [wireEvent(offer.game, offer.outcome)], { Summ: 5 });
    const res = await t.call(player, 'POST', MAIL, { bet_ids: [one, two], lng: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });
    const [mail] = await listOutbox(t.coupon.database, { recipient: await emailOf(player), limit: 1 });
    expect(mail?.subject).toBe('Your 2 bets');
    expect(mail?.body).toContain(`Bet #${one}`);
    expect(mail?.body).toContain(`Bet #${two}`);
    expect(mail?.body).toContain(`${offer.game.home.name.en} — ${offer.game.away.name.en}`);
    expect(mail?.body).toContain('stake 5 USD');
  });

  it('refuses when the e-mail address is not verified, and sends nothing', async () => {
    const player = await t.coupon.seedPlayer(100_00);
    const offer = t.nextOffer();
    const id = await t.place(player, [wireEvent(offer.game, offer.outcome)]);
    await t.coupon.database.query('update users set email_verified_at = null where id = $1', [player.id]);
    const res = await t.call(player, 'POST', MAIL, { bet_ids: [id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('email_not_verified');
    expect(await listOutbox(t.coupon.database, { recipient: await emailOf(player) })).toEqual([]);
  });
});

describe('another user’s bet ids (IDOR)', () => {
  let a: Player;
  let b: Player;
  let aBet: number;
  let bBet: number;

  beforeAll(async () => {
    a = await t.coupon.seedPlayer(100_00);
    b = await t.coupon.seedPlayer(100_00);
    const offer = t.nextOffer();
    aBet = await t.place(a, [wireEvent(offer.game, offer.outcome)]);
    bBet = await t.place(b, [wireEvent(offer.game, offer.outcome)]);
    await t.settle([offer.game, scoreFor(offer.outcome, false)]);
  });

  it('answers 404 for B’s bet details, as for a bet that does not exist', async () => {
    const res = await t.call(a, 'GET', details(bBet));
    expect(res.statusCode).toBe(404);
    const missing = await t.call(a, 'GET', details(9_999_999));
    expect(missing.statusCode).toBe(404);
    expect(res.json().message).toBe(missing.json().message);
  });

  it('mails nothing when the selection holds one of B’s bets', async () => {
    const res = await t.call(a, 'POST', MAIL, { bet_ids: [aBet, bBet] });
    expect(res.statusCode).toBe(404);
    expect(await listOutbox(t.coupon.database, { recipient: await emailOf(a) })).toEqual([]);
    expect(await listOutbox(t.coupon.database, { recipient: await emailOf(b) })).toEqual([]);
  });

  it('clears nothing when the selection holds one of B’s bets', async () => {
    const res = await t.call(a, 'POST', CLEAR, { bet_ids: [aBet, bBet] });
    expect(res.statusCode).toBe(404);
    const bList = (await t.call(b, 'POST', LIST, {})).json<{ items: { id: number }[] }>();
    expect(bList.items.map((i) => i.id)).toEqual([bBet]);
    const aList = (await t.call(a, 'POST', LIST, {})).json<{ items: { id: number }[] }>();
    expect(aList.items.map((i) => i.id)).toEqual([aBet]);
  });

  it('never lists B’s bets to A', async () => {
    const from = new Date(Date.now() - 300 * 86_400_000).toISOString();
    const all = (await t.call(a, 'POST', LIST, { date_from: from, status: 'all' })).json<{ items: { id: number }[] }>();
    expect(all.items.map((i) => i.id)).not.toContain(bBet);
  });

  it('needs a session and a numeric id', async () => {
    expect((await t.history.inject({ method: 'GET', url: details(aBet) })).statusCode).toBe(401);
    expect((await t.history.inject({ method: 'POST', url: LIST, payload: {} })).statusCode).toBe(401);
    expect((await t.call(a, 'GET', details('abc'))).statusCode).toBe(400);
  });
});

import { CASINO_RTP } from '@fairline/shared/casino/index';
import type { StudioPlayAnswer } from '@fairline/shared/wire/casino-studio-play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStudioAdapter } from './casino-studio.service';
import { createStudioTestApp, STUDIO_INDEX_HTML, type StudioTestApp, seedStudioPlayer } from './casino-studio.testing';
import { STUDIO_CSP } from './studio-pages.routes';

let t: StudioTestApp;
beforeAll(async () => {
  t = await createStudioTestApp();
});
afterAll(() => t.close());

const API = '/studio-api/v1';

describe('the studio API from an opaque-origin iframe', () => {
  it('answers the CORS preflight for any origin, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: `${API}/rounds`,
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('authorization');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows any origin on answers and on refusals, which come as { error: { code, message } }', async () => {
    const demo = await t.app.inject({
      method: 'POST',
      url: `${API}/sessions`,
      payload: { demo: true, currency: 'USD' },
    });
    expect(demo.headers['access-control-allow-origin']).toBe('*');
    const anonymous = await t.post(`${API}/rounds`, null, {
      game: 'dice',
      stake: 1,
      params: { target: 50, direction: 'over' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe('*');
    expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it('refuses bad input with 400 before any money moves', async () => {
    const { session } = await t.demoSession();
    const bad = [
      { game: 'dice', stake: 0, params: { target: 50, direction: 'over' } },
      { game: 'dice', stake: 1.5, params: { target: 50, direction: 'over' } },
      { game: 'crash', stake: 100, params: {} },
      { game: 'dice', stake: 100, params: { target: 99, direction: 'under' } },
      { game: 'dice', stake: 100, params: { target: 50.001, direction: 'over' } },
      { game: 'roulette', stake: 100, params: { stakes: [{ bet: { kind: 'red' }, amount: 50 }] } },
      { game: 'roulette', stake: 10, params: { stakes: [{ bet: { kind: 'split', numbers: [1, 5] }, amount: 10 }] } },
      { game: 'plinko', stake: 100, params: { rows: 17, risk: 'low' } },
      { game: 'mines', stake: 100, params: { mines: 25 } },
      { game: 'orchard-stars', stake: 100, params: { lines: 3 } },
    ];
    for (const payload of bad) {
      const res = await t.post(`${API}/rounds`, session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toMatch(/BAD_REQUEST|STAKE_OUT_OF_RANGE/);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${API}/rounds`,
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      payload: '{"game":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_REQUEST');
    expect((await t.get(`${API}/rounds/short`)).statusCode).toBe(400);
    expect((await t.get(`${API}/rounds/${'a'.repeat(24)}`)).statusCode).toBe(404);
    const balance = (
      await t.post(`${API}/rounds`, session, { game: 'plinko', stake: 1, params: { rows: 8, risk: 'low' } })
    ).json<StudioPlayAnswer>();
    expect(balance.balance).toBe(1000_00 - 1 + balance.round.win);
  });

  it('refuses an action the open round does not allow, and a real session’s other game', async () => {
    const { session } = await t.demoSession();
    const mines = (
      await t.post(`${API}/rounds`, session, { game: 'mines', stake: 10, params: { mines: 1 } })
    ).json<StudioPlayAnswer>();
    const hit = await t.post(`${API}/rounds/${mines.round.id}/actions`, session, { action: 'hit', params: {} });
    expect(hit.statusCode).toBe(409);
    expect(hit.json().error.code).toBe('ACTION_NOT_ALLOWED');
    const early = await t.post(`${API}/rounds/${mines.round.id}/actions`, session, { action: 'cashout' });
    expect(early.statusCode).toBe(409);
    const other = await t.demoSession();
    const foreign = await t.post(`${API}/rounds/${mines.round.id}/actions`, other.session, {
      action: 'reveal',
      params: { tile: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    const player = await t.seedPlayer(10_00);
    const real = await t.post(`${API}/sessions`, null, {
      token: player.token,
      user: String(player.userId + 1),
      game: 'dice',
    });
    expect(real.statusCode).toBe(401);
    expect(real.json().error.code).toBe('RS_ERROR_INVALID_TOKEN');
  });
});

describe('the studio front end and art', () => {
  it('serves the built game page with its CSP, any origin allowed, and 404 for an unknown game', async () => {
    const page = await t.get('/studio/v1/dice?mode=demo&lang=en&currency=EUR');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(STUDIO_INDEX_HTML);
    expect(page.headers['content-security-policy']).toBe(STUDIO_CSP);
    expect(page.headers['access-control-allow-origin']).toBe('*');
    expect((await t.get('/studio/v1/poker')).statusCode).toBe(404);
    const asset = await t.get('/studio/assets/game-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['access-control-allow-origin']).toBe('*');
  });

  it('draws each game’s tile art as SVG, cached for a day', async () => {
    for (const game of createStudioAdapter().games()) {
      const res = await t.get(game.artUrl);
      expect(res.statusCode, game.slug).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await t.get('/studio/art/keno.svg')).statusCode).toBe(404);
  });

  it('lists the games with their published RTP and launches real by token and demo by currency', () => {
    const adapter = createStudioAdapter();
    const games = adapter.games();
    expect(games.map((g) => g.slug).sort()).toEqual(
      ['blackjack', 'crash', 'dice', 'mines', 'orchard-stars', 'plinko', 'roulette', 'sunstone-ways'].sort(),
    );
    for (const g of games) expect(g.rtp).toBe(CASINO_RTP[g.slug as keyof typeof CASINO_RTP].rtp);
    expect(adapter.frameOrigin).toBe('self');
    expect(
      adapter.launchUrl({ gameSlug: 'dice', mode: 'real', token: 'tok', userId: '42', lang: 'en', currency: 'EUR' }),
    ).toBe('/studio/v1/dice?token=tok&user=42&lang=en');
    expect(adapter.launchUrl({ gameSlug: 'mines', mode: 'demo', token: null, lang: 'ar', currency: 'USD' })).toBe(
      '/studio/v1/mines?mode=demo&lang=ar&currency=USD',
    );
    expect(adapter.roundDetailsUrl?.('abc')).toBe('/studio-api/v1/rounds/abc');
  });
});

describe('in the whole app', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp();
  });
  afterAll(() => full.close());

  it('answers 503 with a clear text when the studio front end is not built, and serves the API', async () => {
    const page = await full.app.inject({ method: 'GET', url: '/studio/v1/dice' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/not built/);
    const demo = await full.app.inject({
      method: 'POST',
      url: `${API}/sessions`,
      payload: { demo: true, currency: 'EUR' },
    });
    expect(demo.statusCode).toBe(200);
    const preflight = await full.app.inject({ method: 'OPTIONS', url: `${API}/sessions` });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  /** A real dice round in the whole app; the wallet's transactions of the round. */
  async function playRealDice(): Promise<number> {
    const player = await seedStudioPlayer(full.database, 20_00);
    const opened = await full.app.inject({
      method: 'POST',
      url: `${API}/sessions`,
      payload: { token: player.token, user: String(player.userId), game: 'dice' },
    });
    expect(opened.json()).toMatchObject({ mode: 'real', balance: 20_00, currency: 'EUR' });
    const res = await full.app.inject({
      method: 'POST',
      url: `${API}/rounds`,
      headers: { authorization: `Bearer ${opened.json().session}` },
      payload: { game: 'dice', stake: 500, params: { target: 50, direction: 'under' } },
    });
    const { round, balance } = res.json<StudioPlayAnswer>();
    expect(balance).toBe(20_00 - 500 + round.win);
    const [tx] = await full.database.query<{ n: unknown }>(
      'select count(*) as n from casino_transactions where round = $1',
      [round.id],
    );
    return Number(tx?.n);
  }

  it('plays a real round through the app’s own signed wallet callbacks, in process before it listens', async () => {
    expect(await playRealDice()).toBe(2);
  });

  it('reaches its own wallet over HTTP once it listens', async () => {
    await full.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await playRealDice()).toBe(2);
  });
});

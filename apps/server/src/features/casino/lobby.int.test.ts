// The lobby and the launch (ADR 0037) on the whole app: the catalogue comes from the providers'
// adapters and follows the brand's thirdPartyCasino group per country; a demo launch is anyone's and
// creates nothing; a real one needs a signed-in player whom player protection lets play.
import { casinoLaunchAnswer, casinoLobbyAnswer } from '@fairline/shared/wire/casino-lobby';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SESSION_TTL_MS } from './casino.service';
import { createLobbyTestApp, type LobbyTestApp, TEST_ORIGIN, TEST_PROVIDER } from './lobby.testing';

let t: LobbyTestApp;
beforeAll(async () => {
  t = await createLobbyTestApp({
    // France: slots and instant games only, the rail in that order.
    fr: { isEnabled: true, categories: ['instant', 'slots'], providers: [TEST_PROVIDER] },
    // Germany: another provider only (none of the test provider's games).
    de: { isEnabled: true, providers: ['someone-else'] },
  });
});
afterAll(() => t.close());

const lobby = async (country?: string) => {
  const res = await t.app.inject({
    url: '/web-api/casino/v1/lobby?lang=en',
    headers: country ? { 'x-geo-country': country } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return casinoLobbyAnswer.parse(res.json()).data;
};
const launch = (player: Awaited<ReturnType<LobbyTestApp['seedPlayer']>> | null, body: object, country?: string) =>
  t.request(player, {
    method: 'POST',
    url: '/web-api/casino/v1/launch',
    payload: body,
    headers: country ? { 'x-geo-country': country } : {},
  });
const sessionsOf = async (userId: number) =>
  t.database.query<{ game_id: string; currency_id: number; web_session_id: string; provider_id: string }>(
    'select game_id, currency_id, web_session_id, provider_id from casino_game_sessions where user_id = $1',
    [userId],
  );
const countSessions = async () =>
  Number((await t.database.query<{ n: unknown }>('select count(*) as n from casino_game_sessions'))[0]?.n);

describe('the lobby', () => {
  it('lists the offered games with their categories and providers, from the providers’ adapters', async () => {
    const data = await lobby();
    expect(data.enabled).toBe(true);
    const ours = data.games.filter((g) => g.provider === TEST_PROVIDER);
    expect(ours.map((g) => g.id)).toEqual([
      `${TEST_PROVIDER}:lucky-reels`,
      `${TEST_PROVIDER}:wheel`,
      `${TEST_PROVIDER}:rocket`,
      `${TEST_PROVIDER}:dice`,
    ]);
    expect(ours[0]).toEqual({
      id: `${TEST_PROVIDER}:lucky-reels`,
      provider: TEST_PROVIDER,
      slug: 'lucky-reels',
      name: 'Lucky Reels',
      category: 'slots',
      rtp: 0.961,
      has_demo: true,
      art_url: '/a/lucky.svg',
    });
    // The brand's row names only the test provider: our studio's games (if its adapter is on) stay out.
    expect(data.games.every((g) => g.provider === TEST_PROVIDER)).toBe(true);
    expect(data.categories).toEqual([
      { id: 'slots', count: 1 },
      { id: 'table', count: 1 },
      { id: 'crash', count: 1 },
      { id: 'instant', count: 1 },
    ]);
    expect(data.providers).toEqual([{ id: TEST_PROVIDER, name: 'Test Games', count: 4 }]);
  });

  it('offers a country only its configured categories, in the configured order', async () => {
    const data = await lobby('fr');
    expect(data.categories).toEqual([
      { id: 'instant', count: 1 },
      { id: 'slots', count: 1 },
    ]);
    expect(data.games.map((g) => g.slug)).toEqual(['dice', 'lucky-reels']);
  });

  it('lists nothing from a provider the country’s configuration does not name', async () => {
    const data = await lobby('de');
    expect(data).toEqual({ enabled: true, categories: [], providers: [], games: [] });
  });

  it('says enabled:false and lists nothing where the casino is switched off (the seed’s United States)', async () => {
    expect(await lobby('us')).toEqual({ enabled: false, categories: [], providers: [], games: [] });
  });
});

describe('launch', () => {
  it('launches a demo for a guest: fun money in the brand’s currency, no game session', async () => {
    const before = await countSessions();
    const res = await launch(null, { game: `${TEST_PROVIDER}:lucky-reels`, mode: 'demo', lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(casinoLaunchAnswer.parse(res.json()).data).toEqual({
      url: `${TEST_ORIGIN}/play/lucky-reels?mode=demo&lang=ar&currency=KZT`,
      mode: 'demo',
      frame_origin: TEST_ORIGIN,
      expires_at: null,
      currency: 'KZT',
    });
    expect(await countSessions()).toBe(before);
  });

  it('refuses a demo of a game that has none, and any launch of a game not offered here', async () => {
    const noDemo = await launch(null, { game: `${TEST_PROVIDER}:rocket`, mode: 'demo', lang: 'en' });
    expect(noDemo.statusCode).toBe(400);
    expect(webApiError.parse(noDemo.json()).error_code).toBe('casino_no_demo');
    const notOffered = await launch(null, { game: `${TEST_PROVIDER}:wheel`, mode: 'demo', lang: 'en' }, 'fr');
    expect(notOffered.statusCode).toBe(404);
    expect(webApiError.parse(notOffered.json()).error_code).toBe('casino_unknown_game');
    const unknown = await launch(null, { game: `${TEST_PROVIDER}:nothing`, mode: 'demo', lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await launch(null, { game: 'lucky-reels', mode: 'demo', lang: 'en' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses every launch where the casino is switched off', async () => {
    const player = await t.seedPlayer(10_00);
    for (const mode of ['demo', 'real']) {
      const res = await launch(player, { game: `${TEST_PROVIDER}:dice`, mode, lang: 'en' }, 'us');
      expect(res.statusCode, mode).toBe(403);
      expect(webApiError.parse(res.json()).error_code).toBe('casino_disabled');
    }
    expect(await sessionsOf(player.id)).toEqual([]);
  });

  it('needs a signed-in player for real money (401 for a guest)', async () => {
    const res = await launch(null, { game: `${TEST_PROVIDER}:dice`, mode: 'real', lang: 'en' });
    expect(res.statusCode).toBe(401);
  });

  it('opens a game session bound to the player, their active currency, the game and their web session', async () => {
    const player = await t.seedPlayer(10_00);
    const res = await launch(player, { game: `${TEST_PROVIDER}:dice`, mode: 'real', lang: 'ru' });
    expect(res.statusCode, res.body).toBe(200);
    const data = casinoLaunchAnswer.parse(res.json()).data;
    const [session, ...more] = await sessionsOf(player.id);
    expect(more).toEqual([]);
    expect(session).toEqual({
      game_id: `${TEST_PROVIDER}:dice`,
      currency_id: 12,
      web_session_id: player.sessionId,
      provider_id: TEST_PROVIDER,
    });
    const [token] = await t.database.query<{ token: string; expires_at: Date }>(
      'select token, expires_at from casino_game_sessions where user_id = $1',
      [player.id],
    );
    expect(data).toEqual({
      url: `${TEST_ORIGIN}/play/dice?token=${token?.token}&user=${player.id}&lang=ru`,
      mode: 'real',
      frame_origin: TEST_ORIGIN,
      expires_at: new Date(token?.expires_at ?? 0).toISOString(),
      currency: 'EUR',
    });
    expect(new Date(data.expires_at ?? 0).getTime() - Date.now()).toBeGreaterThan(GAME_SESSION_TTL_MS - 60_000);
  });

  it('shows a signed-in player’s demo in their own currency, still with no game session', async () => {
    const player = await t.seedPlayer();
    const res = await launch(player, { game: `${TEST_PROVIDER}:wheel`, mode: 'demo', lang: 'en' });
    expect(casinoLaunchAnswer.parse(res.json()).data.currency).toBe('EUR');
    expect(await sessionsOf(player.id)).toEqual([]);
  });

  it.each([
    [
      'self-excluded (by the operator)',
      'rg_self_exclusion',
      `update users set profile = jsonb_build_object('self_excluded_until', (now() + interval '200 days')::text) where id = $1`,
    ],
    [
      'on a time-out',
      'rg_time_out',
      `insert into rg_blocks (user_id, kind, until) values ($1, 'timeout', now() + interval '1 day')`,
    ],
  ])('refuses real money to a player %s with the reason, opening no session', async (_, code, sql) => {
    const player = await t.seedPlayer(10_00);
    await t.database.query(sql, [player.id]);
    const res = await launch(player, { game: `${TEST_PROVIDER}:dice`, mode: 'real', lang: 'en' });
    expect(res.statusCode, res.body).toBe(403);
    const error = webApiError.parse(res.json());
    expect(error.error_code).toBe(code);
    expect(error.message).toMatch(/^Casino play is blocked/);
    expect(await sessionsOf(player.id)).toEqual([]);
  });

  it('refuses real money to a player the operator blocked: their session no longer signs them in', async () => {
    const player = await t.seedPlayer(10_00);
    await t.database.query(`update users set status = 'blocked' where id = $1`, [player.id]);
    const res = await launch(player, { game: `${TEST_PROVIDER}:dice`, mode: 'real', lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(player.id)).toEqual([]);
  });
});

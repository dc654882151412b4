import {
  FavoriteErrorCode,
  FavoriteLimits,
  favoriteGamesAnswer,
  favoriteNamedAnswer,
  favoritesAnswer,
} from '@fairline/shared/wire/favorites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSettingsTestApp,
  type SettingsPlayer,
  type SettingsTestApp,
} from '../player-settings/player-settings.testing';
import { FAVORITES_PREFIX as F } from './favorites.routes';

let t: SettingsTestApp;
beforeAll(async () => {
  t = await createSettingsTestApp();
});
afterAll(() => t.close());

const call = (player: SettingsPlayer | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${F}/${url}`, headers: player?.headers ?? {}, ...(payload ? { payload } : {}) });
const gamesOf = (body: string) => {
  const a = favoriteGamesAnswer.parse(JSON.parse(body));
  if (!a.Success) throw new Error(a.Error);
  return a.Value.map((g) => g.Id);
};
const namedOf = (body: string) => {
  const a = favoriteNamedAnswer.parse(JSON.parse(body));
  if (!a.Success) throw new Error(a.Error);
  return a.Value;
};
const engine = () => t.app.trading.engine;
const lineGames = () => engine().listGames(undefined, { kind: 'line' });

describe('favourite games', () => {
  it('adds, lists (by line id, named in the language), removes and clears', async () => {
    const p = await t.seedPlayer();
    const [a, b] = lineGames();
    if (!a || !b) throw new Error('no line games');
    expect(gamesOf((await call(p, 'POST', 'Favorite/Games?lng=en', { ids: [a.id, b.id, a.id] })).body)).toEqual([
      a.lineId,
      b.lineId,
    ]);
    const listed = favoriteGamesAnswer.parse(JSON.parse((await call(p, 'GET', 'Favorite/Games?lng=en')).body));
    expect(listed.Success && listed.Value[0]).toMatchObject({ Id: a.lineId, Home: a.home.name.en, IsLive: false });
    expect(gamesOf((await call(p, 'DELETE', 'Favorite/Games', { ids: [a.id] })).body)).toEqual([b.lineId]);
    expect(gamesOf((await call(p, 'DELETE', 'Games/Clear')).body)).toEqual([]);
    expect(gamesOf((await call(p, 'GET', 'Favorite/Games')).body)).toEqual([]);
  });

  it('keeps a live game by its line id and removes it by its live id', async () => {
    const p = await t.seedPlayer();
    const live = engine().listGames(undefined, { kind: 'live' })[0];
    if (!live) throw new Error('no live game');
    expect(gamesOf((await call(p, 'POST', 'Favorite/Games', { ids: [live.liveId] })).body)).toEqual([live.lineId]);
    expect(gamesOf((await call(p, 'DELETE', 'Favorite/Games', { ids: [live.liveId] })).body)).toEqual([]);
  });

  it('refuses an id the feed does not know (Success false, 1301, the ids named) and stores nothing', async () => {
    const p = await t.seedPlayer();
    const [a] = lineGames();
    const res = await call(p, 'POST', 'Favorite/Games', { ids: [a?.id ?? 0, 987_654_321] });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({
      Success: false,
      ErrorCode: FavoriteErrorCode.UnknownId,
      Value: { ids: [987_654_321] },
    });
    expect(gamesOf((await call(p, 'GET', 'Favorite/Games')).body)).toEqual([]);
  });

  it(`refuses more than ${FavoriteLimits.games} games (1302) and keeps the list as it was`, async () => {
    const p = await t.seedPlayer();
    const ids = lineGames().map((g) => g.lineId);
    expect(ids.length).toBeGreaterThan(FavoriteLimits.games);
    await call(p, 'POST', 'Favorite/Games', { ids: ids.slice(0, FavoriteLimits.games) });
    const res = await call(p, 'POST', 'Favorite/Games', { ids: [ids[FavoriteLimits.games]] });
    expect(JSON.parse(res.body)).toMatchObject({ Success: false, ErrorCode: FavoriteErrorCode.LimitReached });
    expect(gamesOf((await call(p, 'GET', 'Favorite/Games')).body)).toHaveLength(FavoriteLimits.games);
  });

  it('drops a game out of the list once it finished', async () => {
    const p = await t.seedPlayer();
    const live = engine().listGames(undefined, { kind: 'live' })[0];
    if (!live) throw new Error('no live game');
    await call(p, 'POST', 'Favorite/Games', { ids: [live.id] });
    t.app.trading.clock.advance(6 * 3600_000);
    expect(engine().getGame(live.id)?.phase).toBe('finished');
    expect(gamesOf((await call(p, 'GET', 'Favorite/Games')).body)).toEqual([]);
  });
});

describe('migrate/Games', () => {
  it('merges a guest’s pending games without duplicates, skipping unknown ones', async () => {
    const p = await t.seedPlayer();
    const [a, b, c] = lineGames();
    if (!a || !b || !c) throw new Error('no line games');
    await call(p, 'POST', 'Favorite/Games', { ids: [a.id, b.id] });
    const res = await call(p, 'POST', 'migrate/Games', { ids: [b.id, c.id, c.id, 987_654_321, a.id] });
    expect(gamesOf(res.body)).toEqual([a.lineId, b.lineId, c.lineId]);
  });

  it('leaves out what would pass the limit instead of refusing', async () => {
    const p = await t.seedPlayer();
    const ids = lineGames().map((g) => g.lineId);
    await call(p, 'POST', 'Favorite/Games', { ids: ids.slice(0, FavoriteLimits.games - 1) });
    const res = await call(p, 'POST', 'migrate/Games', {
      ids: ids.slice(FavoriteLimits.games - 1, FavoriteLimits.games + 2),
    });
    expect(gamesOf(res.body)).toHaveLength(FavoriteLimits.games);
  });
});

describe('championships and teams', () => {
  it('adds, lists with names, removes and clears championships', async () => {
    const p = await t.seedPlayer();
    const [c1, c2] = engine().championships();
    if (!c1 || !c2) throw new Error('no championships');
    const added = namedOf((await call(p, 'POST', 'Championships?lng=ru', { ids: [c1.id, c2.id] })).body);
    expect(added).toEqual([
      { Id: c1.id, SportId: c1.sportId, Name: c1.name.ru },
      { Id: c2.id, SportId: c2.sportId, Name: c2.name.ru },
    ]);
    expect(namedOf((await call(p, 'DELETE', 'Championships', { ids: [c1.id] })).body).map((c) => c.Id)).toEqual([
      c2.id,
    ]);
    expect(namedOf((await call(p, 'DELETE', 'Championships/Clear')).body)).toEqual([]);
    expect(namedOf((await call(p, 'GET', 'Championships')).body)).toEqual([]);
  });

  it('adds, removes and clears teams, and refuses an unknown team', async () => {
    const p = await t.seedPlayer();
    const [team] = engine().teams();
    if (!team) throw new Error('no teams');
    expect(namedOf((await call(p, 'POST', 'Teams?lng=en', { ids: [team.id] })).body)[0]?.Name).toBe(team.name.en);
    const refused = JSON.parse((await call(p, 'POST', 'Teams', { ids: [999_999_999] })).body);
    expect(refused).toMatchObject({ Success: false, ErrorCode: FavoriteErrorCode.UnknownId });
    expect(namedOf((await call(p, 'DELETE', 'Teams', { ids: [team.id] })).body)).toEqual([]);
    await call(p, 'POST', 'Teams', { ids: [team.id] });
    expect(namedOf((await call(p, 'DELETE', 'Teams/Clear')).body)).toEqual([]);
  });

  it('Favorite answers all three lists', async () => {
    const p = await t.seedPlayer();
    const [g] = lineGames();
    const [c] = engine().championships();
    const [team] = engine().teams();
    await call(p, 'POST', 'Favorite/Games', { ids: [g?.id] });
    await call(p, 'POST', 'Championships', { ids: [c?.id] });
    await call(p, 'POST', 'Teams', { ids: [team?.id] });
    const all = favoritesAnswer.parse(JSON.parse((await call(p, 'GET', 'Favorite')).body));
    if (!all.Success) throw new Error(all.Error);
    expect([all.Value.Games.length, all.Value.Championships[0]?.Id, all.Value.Teams[0]?.Id]).toEqual([
      1,
      c?.id,
      team?.id,
    ]);
  });
});

describe('access and validation', () => {
  it.each([
    ['GET', 'Favorite'],
    ['GET', 'Favorite/Games'],
    ['POST', 'Favorite/Games'],
    ['DELETE', 'Favorite/Games'],
    ['DELETE', 'Games/Clear'],
    ['POST', 'migrate/Games'],
    ['GET', 'Championships'],
    ['POST', 'Championships'],
    ['DELETE', 'Championships'],
    ['DELETE', 'Championships/Clear'],
    ['GET', 'Teams'],
    ['POST', 'Teams'],
    ['DELETE', 'Teams'],
    ['DELETE', 'Teams/Clear'],
  ] as const)('refuses a guest on %s %s (401, the service-api envelope)', async (method, url) => {
    const res = await call(null, method, url, method === 'GET' ? undefined : { ids: [1] });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ Success: false, Value: null });
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['a text id', { ids: ['1'] }],
    ['a negative id', { ids: [-1] }],
    ['more ids than the games limit', { ids: Array.from({ length: FavoriteLimits.games + 1 }, (_, i) => i + 1) }],
  ])('refuses %s (400)', async (_name, body) => {
    const p = await t.seedPlayer();
    expect((await call(p, 'POST', 'Favorite/Games', body)).statusCode).toBe(400);
  });

  it('never shows one player another player’s lists', async () => {
    const [alice, bob] = [await t.seedPlayer(), await t.seedPlayer()];
    const [g] = lineGames();
    const [c] = engine().championships();
    await call(alice, 'POST', 'Favorite/Games', { ids: [g?.id] });
    await call(alice, 'POST', 'Championships', { ids: [c?.id] });
    const all = favoritesAnswer.parse(JSON.parse((await call(bob, 'GET', 'Favorite')).body));
    expect(all.Success && all.Value).toEqual({ Games: [], Championships: [], Teams: [] });
    await call(bob, 'DELETE', 'Games/Clear');
    expect(gamesOf((await call(alice, 'GET', 'Favorite/Games')).body)).toHaveLength(1);
  });
});

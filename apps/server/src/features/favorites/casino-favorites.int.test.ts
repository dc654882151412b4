// Casino games as favourites (ADR 0037 extending ADR 0035): a player stars lobby games by id; only games
// the brand offers here may be starred and are listed; a guest's stars merge at login.
import { FavoriteErrorCode, favoriteCasinoGamesAnswer } from '@fairline/shared/wire/favorites';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLobbyTestApp, type LobbyPlayer, type LobbyTestApp, TEST_PROVIDER } from '../casino/lobby.testing';
import { FAVORITES_PREFIX as F } from './favorites.routes';

let t: LobbyTestApp;
beforeAll(async () => {
  t = await createLobbyTestApp({ fr: { isEnabled: true, categories: ['slots'], providers: [TEST_PROVIDER] } });
});
afterAll(() => t.close());

const DICE = `${TEST_PROVIDER}:dice`;
const REELS = `${TEST_PROVIDER}:lucky-reels`;
const WHEEL = `${TEST_PROVIDER}:wheel`;

const call = (
  player: LobbyPlayer | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  country?: string,
) =>
  t.request(player, {
    method,
    url: `${F}/${url}`,
    ...(payload ? { payload } : {}),
    headers: country ? { 'x-geo-country': country } : {},
  });
const ids = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  const answer = favoriteCasinoGamesAnswer.parse(res.json());
  if (!answer.Success) throw new Error(answer.Error);
  return answer.Value;
};

describe('favourite casino games', () => {
  it('adds (in order, without duplicates), lists, removes and clears', async () => {
    const p = await t.seedPlayer();
    expect(ids(await call(p, 'POST', 'Casino', { ids: [DICE, REELS, DICE] }))).toEqual([DICE, REELS]);
    expect(ids(await call(p, 'POST', 'Casino', { ids: [WHEEL, REELS] }))).toEqual([DICE, REELS, WHEEL]);
    expect(ids(await call(p, 'GET', 'Casino'))).toEqual([DICE, REELS, WHEEL]);
    expect(ids(await call(p, 'DELETE', 'Casino', { ids: [REELS] }))).toEqual([DICE, WHEEL]);
    expect(ids(await call(p, 'DELETE', 'Casino/Clear'))).toEqual([]);
    expect(ids(await call(p, 'GET', 'Casino'))).toEqual([]);
  });

  it('refuses a game not offered here, naming it, and keeps nothing of that call', async () => {
    const p = await t.seedPlayer();
    const res = await call(p, 'POST', 'Casino', { ids: [REELS, `${TEST_PROVIDER}:nothing`] });
    const answer = favoriteCasinoGamesAnswer.parse(res.json());
    expect(answer).toMatchObject({
      Success: false,
      ErrorCode: FavoriteErrorCode.UnknownId,
      Value: { ids: [`${TEST_PROVIDER}:nothing`] },
    });
    // France offers slots only: the dice game cannot be starred there.
    const elsewhere = favoriteCasinoGamesAnswer.parse((await call(p, 'POST', 'Casino', { ids: [DICE] }, 'fr')).json());
    expect(elsewhere).toMatchObject({ Success: false, Value: { ids: [DICE] } });
    expect(ids(await call(p, 'GET', 'Casino'))).toEqual([]);
  });

  it('keeps a star while the country does not offer the game, listing only what is offered there', async () => {
    const p = await t.seedPlayer();
    ids(await call(p, 'POST', 'Casino', { ids: [DICE, REELS] }));
    expect(ids(await call(p, 'GET', 'Casino', undefined, 'fr'))).toEqual([REELS]);
    expect(ids(await call(p, 'GET', 'Casino', undefined, 'us'))).toEqual([]);
    expect(ids(await call(p, 'GET', 'Casino'))).toEqual([DICE, REELS]);
  });

  it('merges a guest’s stars at login: no duplicates, games not offered skipped, never refused', async () => {
    const p = await t.seedPlayer();
    ids(await call(p, 'POST', 'Casino', { ids: [WHEEL] }));
    const merged = await call(p, 'POST', 'migrate/Casino', { ids: [DICE, WHEEL, `${TEST_PROVIDER}:gone`] });
    expect(ids(merged)).toEqual([WHEEL, DICE]);
  });

  it('needs a signed-in player and well-formed ids', async () => {
    expect((await call(null, 'GET', 'Casino')).statusCode).toBe(401);
    const p = await t.seedPlayer();
    expect((await call(p, 'POST', 'Casino', { ids: ['not a game id'] })).statusCode).toBe(400);
  });
});

import { SportId } from '@fairline/shared/lookups/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsTestApp, type SettingsPlayer, type SettingsTestApp } from './player-settings.testing';

// The feeds honour a player's disallowed sports (ADR 0030): their menus, lists, top games and search
// leave those sports out, in the feed they were hidden from, while guests and other players keep the
// general answer.

let t: SettingsTestApp;
const FOOTBALL = SportId.Football;

beforeAll(async () => {
  t = await createSettingsTestApp();
});
afterAll(() => t.close());

interface Wire {
  SI?: number;
  I?: number;
  O1?: string;
}

async function value(player: SettingsPlayer | null, url: string): Promise<Wire[]> {
  const res = await t.get(player, url);
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { Value: Wire[] }).Value;
}

const sportsMenu = (feed: 'Line' | 'Live') => `/service-api/${feed}Feed/GetSportsShortZip?lng=en`;
const LISTS = [
  '/service-api/LineFeed/Get1x2_VZip?count=50&lng=en',
  '/service-api/LineFeed/GetTopGamesStatZip?lng=en',
  '/service-api/LineFeed/TopGamesStatDashbord?lng=en',
  '/service-api/LineFeed/GetChampsZip?lng=en',
  '/service-api/LineFeed/WebGetTopChampsZip?lng=en',
];

describe('the line feed for a player who hid football in the line', () => {
  let player: SettingsPlayer;
  beforeAll(async () => {
    player = await t.seedPlayer();
    await t.disallow(player, [FOOTBALL], []);
  });

  it('leaves football out of the sport menu, while a guest still sees it', async () => {
    expect((await value(null, sportsMenu('Line'))).map((s) => s.I)).toContain(FOOTBALL);
    const mine = (await value(player, sportsMenu('Line'))).map((s) => s.I);
    expect(mine).not.toContain(FOOTBALL);
    expect(mine.length).toBeGreaterThan(0);
  });

  it.each(LISTS)('leaves football out of %s, filling the list with other sports', async (url) => {
    const guest = await value(null, url);
    expect(guest.some((g) => g.SI === FOOTBALL)).toBe(true);
    const mine = await value(player, url);
    expect(mine.some((g) => g.SI === FOOTBALL)).toBe(false);
    expect(mine.length).toBeGreaterThan(0);
  });

  it('leaves football out of search', async () => {
    const guestList = await value(null, '/service-api/LineFeed/Get1x2_VZip?count=50&lng=en&sports=1');
    const team = guestList[0]?.O1 ?? '';
    expect(
      (await value(null, `/service-api/LineFeed/Web_SearchZip?text=${encodeURIComponent(team)}&lng=en`)).some(
        (g) => g.SI === FOOTBALL,
      ),
    ).toBe(true);
    const mine = await value(player, `/service-api/LineFeed/Web_SearchZip?text=${encodeURIComponent(team)}&lng=en`);
    expect(mine.some((g) => g.SI === FOOTBALL)).toBe(false);
  });

  it('keeps football in the live feed, where the player did not hide it', async () => {
    const guest = (await value(null, sportsMenu('Live'))).map((s) => s.I);
    const mine = (await value(player, sportsMenu('Live'))).map((s) => s.I);
    expect(mine).toEqual(guest);
  });

  it('gives another player and a guest the general answer, even after the player’s call', async () => {
    const other = await t.seedPlayer();
    await value(player, LISTS[0] ?? '');
    expect((await value(other, LISTS[0] ?? '')).some((g) => g.SI === FOOTBALL)).toBe(true);
    expect((await value(null, LISTS[0] ?? '')).some((g) => g.SI === FOOTBALL)).toBe(true);
  });

  it('sends the player’s answer as private, the guest’s as before', async () => {
    const mine = await t.get(player, sportsMenu('Line'));
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const guest = await t.get(null, sportsMenu('Line'));
    expect(guest.headers['cache-control']).toBe('no-cache');
    expect(guest.headers.etag).not.toBe(mine.headers.etag);
  });

  it('shows football again once the player allows it', async () => {
    const again = await t.seedPlayer();
    await t.disallow(again, [FOOTBALL], []);
    expect((await value(again, sportsMenu('Line'))).map((s) => s.I)).not.toContain(FOOTBALL);
    await t.disallow(again, [], []);
    expect((await value(again, sportsMenu('Line'))).map((s) => s.I)).toContain(FOOTBALL);
  });
});

describe('the live feed for a player who hid a sport in live', () => {
  it('leaves the sport out of the live menu and list, and keeps it in the line', async () => {
    const guestLive = await value(null, sportsMenu('Live'));
    const sport = guestLive[0]?.I;
    expect(sport).toBeDefined();
    const player = await t.seedPlayer();
    await t.disallow(player, [], [sport ?? 0]);
    expect((await value(player, sportsMenu('Live'))).map((s) => s.I)).not.toContain(sport);
    const live = await value(player, '/service-api/LiveFeed/Get1x2_VZip?count=50&lng=en');
    expect(live.some((g) => g.SI === sport)).toBe(false);
    expect((await value(player, sportsMenu('Line'))).map((s) => s.I)).toContain(sport);
  });
});

describe('a marker cookie without a session behind it', () => {
  it('gets the general answer: the marker is a hint, the session decides', async () => {
    const res = await t.app.inject({ method: 'GET', url: sportsMenu('Line'), headers: { cookie: 'fl_sf=1' } });
    const ids = (JSON.parse(res.body) as { Value: Wire[] }).Value.map((s) => s.I);
    expect(ids).toContain(FOOTBALL);
  });
});

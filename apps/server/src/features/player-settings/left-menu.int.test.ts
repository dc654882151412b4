import { leftMenuAnswer } from '@fairline/shared/wire/player-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsTestApp, type SettingsTestApp } from './player-settings.testing';

let t: SettingsTestApp;
const MENU = '/web-api/officeapi/getLeftMenuData';

beforeAll(async () => {
  t = await createSettingsTestApp();
});
afterAll(() => t.close());

const menuOf = async (player: Awaited<ReturnType<SettingsTestApp['seedPlayer']>>) => {
  const res = await t.get(player, MENU);
  expect(res.statusCode, res.body).toBe(200);
  return leftMenuAnswer.parse(JSON.parse(res.body)).data;
};

const setVerification = (userId: number, status: string) =>
  t.database.query(
    `insert into verifications (user_id, status) values ($1, $2)
     on conflict (user_id) do update set status = excluded.status`,
    [userId, status],
  );

describe('GET /web-api/officeapi/getLeftMenuData', () => {
  it('is behind login', async () => {
    expect((await t.get(null, MENU)).statusCode).toBe(401);
  });

  it('lists the office pages whose features run, in menu order, each with its link', async () => {
    const menu = await menuOf(await t.seedPlayer());
    const keys = menu.items.map((i) => i.key);
    expect(keys.slice(0, 8)).toEqual([
      'profile',
      'payments',
      'bets',
      'limits',
      'security',
      'sessions',
      'verification',
      'settings',
    ]);
    expect(menu.items.find((i) => i.key === 'settings')?.link).toBe('/office/settings');
    // Messages and support are listed only while their features run on this server.
    for (const page of ['messages', 'support'] as const) {
      expect(keys.includes(page)).toBe(t.app.hasPlugin(page));
    }
  });

  it.each([
    ['not_started', false],
    ['pending', false],
    ['rejected', false],
    ['verified', true],
  ] as const)('carries the verification status %s (verified: %s) for the header menu', async (status, verified) => {
    const player = await t.seedPlayer();
    if (status !== 'not_started') await setVerification(player.id, status);
    expect((await menuOf(player)).state).toMatchObject({ verification: status, verified });
  });

  it('brings the sport-filter marker in line with the player’s settings', async () => {
    const player = await t.seedPlayer();
    await t.database.query(`insert into player_settings (user_id, line_disallowed_sports) values ($1, '{1}')`, [
      player.id,
    ]);
    const res = await t.get(player, MENU);
    expect(res.cookies.find((c) => c.name === 'fl_sf')?.value).toBe('1');
  });
});

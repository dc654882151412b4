import { SportId } from '@fairline/shared/lookups/sports';
import { playerSettingsAnswer } from '@fairline/shared/wire/player-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayReceiveMarketing } from './player-settings.service';
import { createSettingsTestApp, SETTINGS, type SettingsTestApp } from './player-settings.testing';

let t: SettingsTestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createSettingsTestApp();
});
afterAll(() => t.close());

const attributes = (body: string) => playerSettingsAnswer.parse(JSON.parse(body)).data.attributes;

describe('GET /settings and POST /disallow-sports', () => {
  it('answers a new player with nothing hidden and the account’s settings', async () => {
    const player = await t.seedPlayer();
    const res = await t.get(player, `${SETTINGS}/settings`);
    expect(res.statusCode).toBe(200);
    expect(attributes(res.body)).toMatchObject({
      lineDisallowSport: [],
      liveDisallowSport: [],
      auth_by_email: false,
      mailing: { email_news: false, suppressed: false, has_email: true, has_phone: false },
    });
  });

  it('is behind login', async () => {
    expect((await t.get(null, `${SETTINGS}/settings`)).statusCode).toBe(401);
  });

  it('stores both lists (sorted, without repeats) and sets the marker cookie the feeds look for', async () => {
    const player = await t.seedPlayer();
    const res = await t.disallow(player, [SportId.Tennis, SportId.Football, SportId.Football], [SportId.Hockey]);
    expect(res.statusCode).toBe(200);
    expect(attributes(res.body)).toMatchObject({ lineDisallowSport: [1, 4], liveDisallowSport: [2] });
    expect(res.cookies.find((c) => c.name === 'fl_sf')?.value).toBe('1');
    expect(attributes((await t.get(player, `${SETTINGS}/settings`)).body).lineDisallowSport).toEqual([1, 4]);
  });

  it('clears the marker once nothing is hidden any more', async () => {
    const player = await t.seedPlayer();
    await t.disallow(player, [SportId.Football], []);
    const res = await t.disallow(player, [], []);
    const marker = res.cookies.find((c) => c.name === 'fl_sf');
    expect(marker?.value).toBe('');
    expect(player.cookie).not.toContain('fl_sf=');
  });

  it.each([
    ['an unknown sport id', { lineDisallowSport: [999_999], liveDisallowSport: [] }],
    ['the dummy sport 0', { lineDisallowSport: [0], liveDisallowSport: [] }],
    ['a text id', { lineDisallowSport: ['1'], liveDisallowSport: [] }],
    ['a missing list', { lineDisallowSport: [1] }],
    ['more than 100 ids', { lineDisallowSport: Array.from({ length: 101 }, () => 1), liveDisallowSport: [] }],
  ])('refuses %s (400) and keeps what was stored', async (_name, body) => {
    const player = await t.seedPlayer();
    await t.disallow(player, [SportId.Basketball], []);
    const res = await t.send(player, 'POST', `${SETTINGS}/disallow-sports`, body);
    expect(res.statusCode).toBe(400);
    expect(attributes((await t.get(player, `${SETTINGS}/settings`)).body).lineDisallowSport).toEqual([3]);
  });

  it('keeps each player’s lists to themselves', async () => {
    const a = await t.seedPlayer();
    const b = await t.seedPlayer();
    await t.disallow(a, [SportId.Football], [SportId.Football]);
    expect(attributes((await t.get(b, `${SETTINGS}/settings`)).body).lineDisallowSport).toEqual([]);
  });
});

describe('mailing preferences (the e-mail subscription screen)', () => {
  it('puts the newsletter choice on the brand mailing list that POST /web-api/mailing fills', async () => {
    const player = await t.seedPlayer();
    const on = await t.send(player, 'PUT', `${SETTINGS}/mailing`, { email_news: true, email_promotions: true });
    expect(attributes(on.body).mailing).toMatchObject({ email_news: true, email_promotions: true });
    const rows = await t.database.query('select 1 from mailing_subscriptions where user_id = $1', [player.id]);
    expect(rows).toHaveLength(1);
    const off = await t.send(player, 'PUT', `${SETTINGS}/mailing`, { email_news: false });
    expect(attributes(off.body).mailing).toMatchObject({ email_news: false, email_promotions: true });
    expect(await t.database.query('select 1 from mailing_subscriptions where user_id = $1', [player.id])).toHaveLength(
      0,
    );
  });

  it('needs the contact of the channel: no SMS without a phone, no e-mail without an address', async () => {
    const noPhone = await t.seedPlayer();
    expect((await t.send(noPhone, 'PUT', `${SETTINGS}/mailing`, { sms_promotions: true })).statusCode).toBe(400);
    const noEmail = await t.seedPlayer({ email: false, phone: true });
    expect((await t.send(noEmail, 'PUT', `${SETTINGS}/mailing`, { email_news: true })).statusCode).toBe(400);
    const sms = await t.send(noEmail, 'PUT', `${SETTINGS}/mailing`, { sms_promotions: true });
    expect(attributes(sms.body).mailing).toMatchObject({ sms_promotions: true, has_email: false, has_phone: true });
  });

  it('savesetting is another door to the same choices (one source of truth)', async () => {
    const player = await t.seedPlayer();
    const res = await t.send(player, 'POST', '/web-api/officeapi/savesetting', {
      setting_id: 'email_promotions',
      setting_value: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(attributes((await t.get(player, `${SETTINGS}/settings`)).body).mailing.email_promotions).toBe(true);
  });

  it('pauses all marketing while a time-out runs: the screen says so, nothing is sent, nothing can be switched on', async () => {
    const player = await t.seedPlayer();
    await t.send(player, 'PUT', `${SETTINGS}/mailing`, { email_news: true, email_promotions: true });
    const until = new Date(Date.now() + DAY);
    await t.database.query(
      `with b as (insert into rg_blocks (user_id, kind, until, set_by) values ($1, 'timeout', $2, 'operator'))
       update users set marketing_suppressed = true where id = $1`,
      [player.id, until],
    );
    const prefs = attributes((await t.get(player, `${SETTINGS}/settings`)).body).mailing;
    expect(prefs).toMatchObject({ suppressed: true, suppressed_reason: 'time_out', email_promotions: true });
    expect(prefs.suppressed_until).toBe(until.toISOString());
    expect(await mayReceiveMarketing(t.database, player.id, 'email_promotions')).toBe(false);
    const refused = await t.send(player, 'PUT', `${SETTINGS}/mailing`, { sms_promotions: false, email_news: true });
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body).error_code).toBe('marketing_paused');
  });

  it('after the block the pause stays until the player opts in again, which ends it', async () => {
    const player = await t.seedPlayer();
    await t.send(player, 'PUT', `${SETTINGS}/mailing`, { email_promotions: true });
    await t.database.query('update users set marketing_suppressed = true where id = $1', [player.id]);
    const paused = attributes((await t.get(player, `${SETTINGS}/settings`)).body).mailing;
    expect(paused).toMatchObject({ suppressed: true, suppressed_reason: 'after_block', suppressed_until: null });
    expect(await mayReceiveMarketing(t.database, player.id, 'email_promotions')).toBe(false);
    const again = await t.send(player, 'PUT', `${SETTINGS}/mailing`, { email_promotions: true });
    expect(attributes(again.body).mailing).toMatchObject({ suppressed: false, email_promotions: true });
    expect(await mayReceiveMarketing(t.database, player.id, 'email_promotions')).toBe(true);
  });
});

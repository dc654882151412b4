import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMoneyAction, RgRefusalError } from '../responsible-gambling/responsible-gambling.service';
import { createRgTestApp, type RgPlayer, type RgTestApp } from '../responsible-gambling/rg.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

let t: RgTestApp;
let admin: TestStaff;
let compliance: TestStaff;
let support: TestStaff;
let marketing: TestStaff;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  t = await createRgTestApp();
  admin = await signedInStaff(t.app, t.database, 'admin');
  compliance = await signedInStaff(t.app, t.database, 'compliance');
  support = await signedInStaff(t.app, t.database, 'support');
  marketing = await signedInStaff(t.app, t.database, 'marketing');
}, 60_000);
afterAll(() => t.close());

const get = (s: TestStaff, url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });
const post = (s: TestStaff, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(s.cookie), payload });
const auditOf = async (action: string, player: RgPlayer) =>
  (await get(admin, `/admin-api/audit?action=${action}&subject=user:${player.id}&limit=50`)).json().items as Record<
    string,
    unknown
  >[];
const office = (p: RgPlayer) => t.get(p, 'time-out');
const moneyRefusal = (p: RgPlayer, action: 'bet' | 'deposit') =>
  checkMoneyAction(t.database, p.id, action, 1_00).then(
    () => null,
    (e: unknown) => (e instanceof RgRefusalError ? e.reason : e),
  );

describe('block and unblock a player', () => {
  it('a block ends the sessions at once, refuses login, bets and deposits; unblock restores (audited both ways)', async () => {
    const player = await t.seedPlayer();
    expect((await office(player)).statusCode).toBe(200);

    const blocked = await post(compliance, `/admin-api/players/${player.id}/block`, { reason: 'chargeback fraud' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ status: 'blocked', changed: true });
    expect((await office(player)).statusCode).toBe(401);
    const login = await t.login(player);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error_code: 'account_blocked' });
    expect(await moneyRefusal(player, 'bet')).toBe('rg_account_blocked');
    expect(await moneyRefusal(player, 'deposit')).toBe('rg_account_blocked');
    const [row] = await auditOf('players.blocked', player);
    expect(row).toMatchObject({
      staff_email: compliance.email,
      reason: 'chargeback fraud',
      before: { status: 'active' },
      after: { status: 'blocked', sessions_ended: 1 },
    });

    const again = await post(compliance, `/admin-api/players/${player.id}/block`, { reason: 'chargeback fraud' });
    expect(again.json()).toEqual({ status: 'blocked', changed: false });
    expect(await auditOf('players.blocked', player)).toHaveLength(1);

    const unblocked = await post(compliance, `/admin-api/players/${player.id}/unblock`, { reason: 'bank confirmed' });
    expect(unblocked.json()).toEqual({ status: 'active', changed: true });
    expect((await t.login(player)).statusCode).toBe(200);
    expect(await moneyRefusal(player, 'bet')).toBeNull();
    expect(await auditOf('players.unblocked', player)).toMatchObject([
      { reason: 'bank confirmed', before: { status: 'blocked' }, after: { status: 'active' } },
    ]);
  });

  it('needs a reason, the players.block permission and an existing, not closed account', async () => {
    const player = await t.seedPlayer();
    expect((await post(compliance, `/admin-api/players/${player.id}/block`, { reason: ' ' })).statusCode).toBe(400);
    expect((await post(support, `/admin-api/players/${player.id}/block`, { reason: 'because' })).statusCode).toBe(403);
    expect((await post(compliance, '/admin-api/players/987654321/block', { reason: 'because' })).statusCode).toBe(404);
    await t.database.query(`update users set status = 'closed' where id = $1`, [player.id]);
    const closed = await post(compliance, `/admin-api/players/${player.id}/unblock`, { reason: 'reopen it' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error_code: 'account_closed' });
    expect((await office(player)).statusCode).toBe(401);
  });
});

describe('operator RG block', () => {
  it('a time-out until a date ends the sessions, refuses login with the RG reason and tells the player', async () => {
    const player = await t.seedPlayer();
    const until = new Date(t.clock.now.getTime() + 3 * DAY).toISOString();
    const res = await post(compliance, `/admin-api/players/${player.id}/rg-blocks`, {
      kind: 'timeout',
      until,
      reason: 'affordability check',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'timeout', until, indefinite: false });
    expect((await office(player)).statusCode).toBe(401);
    const login = await t.login(player);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error_code: 'rg_time_out' });
    expect(await moneyRefusal(player, 'bet')).toBe('rg_time_out');
    const [message] = await t.database.query<{ template: string; params: object }>(
      `select template, params from inbox_messages where user_id = $1 and kind = 'protection'`,
      [player.id],
    );
    expect(message).toEqual({ template: 'operator_block', params: { block: 'timeout', until } });
    const page = (await get(compliance, `/admin-api/players/${player.id}`)).json();
    expect(page.rg_blocks[0]).toMatchObject({ set_by: 'operator', running: true, reason: 'affordability check' });
    expect(await auditOf('players.rg_block_set', player)).toMatchObject([
      { reason: 'affordability check', after: { kind: 'timeout', until } },
    ]);
  });

  it('an indefinite self-exclusion runs until lifted; lifting restores login and play (audited with the reason)', async () => {
    const player = await t.seedPlayer();
    const set = await post(compliance, `/admin-api/players/${player.id}/rg-blocks`, {
      kind: 'self_exclusion',
      until: null,
      reason: 'problem gambling report',
    });
    expect(set.json()).toMatchObject({ indefinite: true });
    const [message] = await t.database.query<{ template: string; params: object }>(
      `select template, params from inbox_messages where user_id = $1 and kind = 'protection'`,
      [player.id],
    );
    expect(message).toEqual({
      template: 'operator_block_indefinite',
      params: { block: 'self_exclusion', until: null },
    });
    t.advance(5 * 365 * DAY);
    expect(await moneyRefusal(player, 'deposit')).toBe('rg_self_exclusion');

    const lift = await post(compliance, `/admin-api/players/${player.id}/rg-blocks/${set.json().id}/lift`, {
      reason: 'assessment passed',
    });
    expect(lift.statusCode).toBe(200);
    expect((await t.login(player)).statusCode).toBe(200);
    expect(await moneyRefusal(player, 'deposit')).toBeNull();
    expect(await auditOf('players.rg_block_lifted', player)).toMatchObject([
      { reason: 'assessment passed', before: { kind: 'self_exclusion' } },
    ]);
    const again = await post(compliance, `/admin-api/players/${player.id}/rg-blocks/${set.json().id}/lift`, {
      reason: 'assessment passed',
    });
    expect(again.statusCode).toBe(409);
  });

  it('cannot lift a block the player set, nor set one in the past or without the players.rg permission', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'time-out', { period: '24h', confirm: true });
    const page = (await get(compliance, `/admin-api/players/${player.id}`)).json();
    const own = page.rg_blocks.find((b: { set_by: string }) => b.set_by === 'player');
    const lift = await post(compliance, `/admin-api/players/${player.id}/rg-blocks/${own.id}/lift`, {
      reason: 'player asked us',
    });
    expect(lift.statusCode).toBe(409);
    expect(lift.json()).toMatchObject({ error_code: 'player_block' });
    const past = new Date(t.clock.now.getTime() - DAY).toISOString();
    const body = { kind: 'timeout', until: past, reason: 'too late' };
    expect((await post(compliance, `/admin-api/players/${player.id}/rg-blocks`, body)).statusCode).toBe(400);
    const future = { ...body, until: new Date(t.clock.now.getTime() + DAY).toISOString() };
    expect((await post(support, `/admin-api/players/${player.id}/rg-blocks`, future)).statusCode).toBe(403);
  });
});

describe('message, notes and the suspicious-activity flag', () => {
  it('a message reaches the player’s inbox as written; marketing may not send one', async () => {
    const player = await t.seedPlayer();
    const payload = { title: 'About your account', body: 'Please call us.' };
    expect((await post(marketing, `/admin-api/players/${player.id}/messages`, payload)).statusCode).toBe(403);
    const sent = await post(support, `/admin-api/players/${player.id}/messages`, payload);
    expect(sent.statusCode).toBe(200);
    const [row] = await t.database.query<{ title: string; body: string; kind: string }>(
      'select kind, title, body from inbox_messages where id = $1 and user_id = $2',
      [sent.json().id, player.id],
    );
    expect(row).toEqual({ kind: 'operator', title: 'About your account', body: 'Please call us.' });
    expect(await auditOf('players.message_sent', player)).toMatchObject([
      { staff_email: support.email, after: { message: sent.json().id } },
    ]);
  });

  it('notes are append-only with author and time, newest first; marketing may not read them', async () => {
    const player = await t.seedPlayer();
    await post(support, `/admin-api/players/${player.id}/notes`, { text: 'Called about a deposit.' });
    const second = await post(compliance, `/admin-api/players/${player.id}/notes`, { text: 'Source of funds asked.' });
    expect(second.json()).toMatchObject({ staff_email: compliance.email, text: 'Source of funds asked.' });
    const notes = (await get(support, `/admin-api/players/${player.id}/notes`)).json().items;
    expect(notes.map((n: { text: string }) => n.text)).toEqual(['Source of funds asked.', 'Called about a deposit.']);
    expect((await get(marketing, `/admin-api/players/${player.id}/notes`)).statusCode).toBe(403);
    await expect(t.database.query('update player_notes set text = $1', ['rewritten'])).rejects.toThrow(/append-only/);
    await expect(t.database.query('delete from player_notes')).rejects.toThrow(/append-only/);
    expect(await auditOf('players.note_added', player)).toHaveLength(2);
    const page = (await get(compliance, `/admin-api/players/${player.id}`)).json();
    expect(page.notes).toHaveLength(2);
  });

  it('the flag is set and cleared with a reason, shown on the page and in search results', async () => {
    const player = await t.seedPlayer();
    expect((await post(support, `/admin-api/players/${player.id}/flag`, { reason: 'bonus abuse' })).statusCode).toBe(
      403,
    );
    const set = await post(compliance, `/admin-api/players/${player.id}/flag`, { reason: 'bonus abuse' });
    expect(set.json().flag).toMatchObject({ reason: 'bonus abuse', staff_email: compliance.email });
    const search = (await get(support, `/admin-api/players?q=${player.email}`)).json();
    expect(search.items).toMatchObject([{ id: player.id, suspicious: true }]);
    const page = (await get(support, `/admin-api/players/${player.id}`)).json();
    expect(page.profile.suspicious).toBe(true);
    expect(page.flag).toMatchObject({ reason: 'bonus abuse' });

    const cleared = await post(compliance, `/admin-api/players/${player.id}/flag/clear`, { reason: 'explained' });
    expect(cleared.json()).toEqual({ flag: null });
    expect((await get(support, `/admin-api/players?q=${player.email}`)).json().items[0].suspicious).toBe(false);
    expect((await post(compliance, `/admin-api/players/${player.id}/flag/clear`, { reason: 'again' })).statusCode).toBe(
      409,
    );
    expect(await auditOf('players.flag_set', player)).toMatchObject([
      { reason: 'bonus abuse', before: { suspicious: false }, after: { suspicious: true } },
    ]);
    expect(await auditOf('players.flag_cleared', player)).toMatchObject([
      { reason: 'explained', before: { reason: 'bonus abuse' }, after: { suspicious: false } },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession } from '../auth/auth.service';
import { createTicket } from '../support/support.service';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

const EUR = 12;
let t: TestApp;
let admin: TestStaff;
let support: TestStaff;
let risk: TestStaff;
let player: { id: number; cookie: string; cash: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t.app, t.database, 'admin');
  support = await signedInStaff(t.app, t.database, 'support');
  risk = await signedInStaff(t.app, t.database, 'risk');
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, phone, first_name, last_name)
     values (1, 'de', $1, 'full_reg', 'ada.desk@example.com', '+49 151 2345 6789', 'Ada', 'Lovelace') returning id`,
    [EUR],
  );
  const id = Number(row?.id);
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  const [account] = await t.database.query<{ id: string }>(
    `select ledger_player_account($1, $2, 'player_cash') as id`,
    [id, EUR],
  );
  await postTransaction(t.database, {
    kind: 'deposit',
    idempotencyKey: `backoffice-test-deposit:${id}`,
    legs: [
      { accountId: Number(account?.id), amount: 500_00 },
      { accountId: await systemAccountId(t.database, 'payment_clearing', EUR), amount: -500_00 },
    ],
  });
  player = { id, cookie: (await createSession(t.database, { userId: id })).token, cash: Number(account?.id) };
}, 60_000);
afterAll(() => t.close());

const get = (s: TestStaff, url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });
const post = (s: TestStaff, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(s.cookie), payload });
const auditOf = async (action: string) =>
  (await get(admin, `/admin-api/audit?action=${action}&limit=200`)).json().items as Record<string, unknown>[];
const balance = async () =>
  Number(
    (await t.database.query<{ balance: string }>('select balance from ledger_accounts where id = $1', [player.cash]))[0]
      ?.balance,
  );

describe('staff desk', () => {
  it('an admin creates a support user (audited with the creator) and disables one (its sessions end)', async () => {
    const created = await post(admin, '/admin-api/staff', { email: 'New.Support@staff.test', role: 'support' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ email: 'new.support@staff.test', role: 'support' });
    expect((await post(admin, '/admin-api/staff', { email: 'new.support@staff.test', role: 'risk' })).statusCode).toBe(
      409,
    );
    const [row] = await auditOf('staff.created').then((rows) => rows.filter((r) => r.staff_email === admin.email));
    expect(row).toMatchObject({
      staff_id: admin.id,
      subject: `staff:${created.json().id}`,
      after: { email: 'new.support@staff.test', role: 'support' },
    });

    const victim = await signedInStaff(t.app, t.database, 'marketing');
    const off = await post(admin, `/admin-api/staff/${victim.id}/disable`, { reason: 'left the company' });
    expect(off.statusCode).toBe(200);
    expect((await get(victim, '/admin-api/me')).statusCode).toBe(401);
    const [disabled] = await auditOf('staff.disabled');
    expect(disabled).toMatchObject({
      subject: `staff:${victim.id}`,
      reason: 'left the company',
      before: { disabled: false },
    });
    const list = await get(admin, '/admin-api/staff?limit=200');
    expect(list.json().items.find((s: { id: number }) => s.id === victim.id)).toMatchObject({ disabled: true });
  });
});

describe('players desk', () => {
  it.each([['id'], ['email'], ['phone'], ['name']])('finds the player by %s', async (by) => {
    const q = { id: String(player.id), email: 'ADA.desk@', phone: '2345 678', name: 'ada lovelace' }[by] ?? '';
    const res = await get(support, `/admin-api/players?q=${encodeURIComponent(q)}`);
    expect(res.json().items.map((p: { id: number }) => p.id)).toContain(player.id);
  });

  it('shows the player page with balances, and audits who opened it', async () => {
    const res = await get(support, `/admin-api/players/${player.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.profile).toMatchObject({ id: player.id, email: 'ada.desk@example.com', first_name: 'Ada' });
    expect(page.accounts.find((a: { id: number }) => a.id === player.cash)).toMatchObject({ balance_minor: 500_00 });
    expect(page.sessions.length).toBeGreaterThan(0);
    const viewed = await auditOf('players.viewed');
    expect(viewed[0]).toMatchObject({ staff_email: support.email, subject: `user:${player.id}` });
    expect((await get(support, '/admin-api/players/999999999')).statusCode).toBe(404);
  });
});

describe('support desk', () => {
  it('a reply reaches the player’s inbox and thread, with its audit row', async () => {
    const ticket = await createTicket(t.database, player.id, {
      topic: 'deposit',
      subject: 'Where is my deposit',
      text: 'Hello?',
    });
    const queue = await get(support, '/admin-api/support/tickets?status=open');
    expect(queue.json().items.map((q: { id: number }) => q.id)).toContain(ticket.id);
    const reply = await post(support, `/admin-api/support/tickets/${ticket.id}/reply`, {
      text: 'It arrived, see your balance.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'answered', user_id: player.id });
    const inbox = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/getmessages',
      headers: { cookie: `fl_session=${player.cookie}`, 'x-requested-with': 'fetch' },
      payload: {},
    });
    expect(inbox.json().messages[0]).toMatchObject({
      kind: 'support',
      template: 'support_reply',
      link: `support?ticket=${ticket.id}`,
    });
    const [row] = await auditOf('support.ticket.replied');
    expect(row).toMatchObject({
      staff_id: support.id,
      subject: `ticket:${ticket.id}`,
      before: { status: 'open' },
      after: { status: 'answered' },
    });
  });
});

describe('VIP bets desk', () => {
  it('declining gives the held stake back to the player’s cash (ledger), tells them, and is audited', async () => {
    const before = await balance();
    const [req] = await t.database.query<{ r_id: string }>(
      `select r_id from vip_bet_request($1, 'vip-desk-1', 'h', 'player_cash', $2, $3, '{"vid":0,"events":[{}]}'::jsonb, now(), now() + interval '10 minutes', now())`,
      [player.id, 200_00, EUR],
    );
    expect(await balance()).toBe(before - 200_00);
    const listed = await get(risk, '/admin-api/vip-bets?status=awaiting');
    expect(listed.json().items[0]).toMatchObject({
      id: Number(req?.r_id),
      user_id: player.id,
      stake_minor: 200_00,
      currency: 'EUR',
    });
    expect((await post(support, `/admin-api/vip-bets/${req?.r_id}/decline`, { reason: 'too much' })).statusCode).toBe(
      403,
    );
    const declined = await post(risk, `/admin-api/vip-bets/${req?.r_id}/decline`, { reason: 'exposure too high' });
    expect(declined.statusCode).toBe(200);
    expect(await balance()).toBe(before);
    expect((await post(risk, `/admin-api/vip-bets/${req?.r_id}/decline`, { reason: 'again please' })).statusCode).toBe(
      409,
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: '/web-api/officeapi/vipbets',
      headers: { cookie: `fl_session=${player.cookie}` },
    });
    expect(mine.json().items[0]).toMatchObject({ id: Number(req?.r_id), status: 'declined' });
    const [row] = await auditOf('risk.vip.declined');
    expect(row).toMatchObject({
      staff_id: risk.id,
      subject: `vip:${req?.r_id}`,
      reason: 'exposure too high',
      after: { status: 'declined' },
    });
  });
});

describe('audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await expect(t.database.query("update staff_audit set action = 'forged'")).rejects.toThrow(/append-only/);
    await expect(t.database.query('delete from staff_audit')).rejects.toThrow(/append-only/);
    await expect(t.database.query('truncate staff_audit')).rejects.toThrow(/append-only/);
    const [row] = await t.database.query<{ n: string }>(
      "select count(*) as n from staff_audit where action = 'forged'",
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('pages and filters on the server and exports CSV; compliance reads it, support may not', async () => {
    const compliance = await signedInStaff(t.app, t.database, 'compliance');
    const all = (await get(compliance, '/admin-api/audit?limit=2')).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const next = (await get(compliance, '/admin-api/audit?limit=2&offset=2')).json();
    expect(next.items[0].id).toBeLessThan(all.items[1].id);
    const byStaff = (await get(compliance, `/admin-api/audit?staff=${encodeURIComponent(risk.email)}`)).json();
    expect(byStaff.items.every((i: { staff_email: string }) => i.staff_email === risk.email)).toBe(true);
    const csv = await get(compliance, '/admin-api/audit.csv?action=staff.');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('id,at,staff_id,staff_email,action,subject,before,after,reason,ip');
    expect(csv.body).toContain('staff.created');
    expect((await get(support, '/admin-api/audit')).statusCode).toBe(403);
  });
});

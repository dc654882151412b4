import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession } from '../auth/auth.service';
import { verifyThroughSandbox } from '../verification/verification.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// The withdrawal desk under the staff permission payments.withdrawals (ADR 0042, 0051): a withdrawal is
// approved before it is paid; a rejection (with a reason) gives the money back to the player's cash
// account, a payout settles it; every decision lands in the staff audit.
const USD = 10;
let t: TestApp;
let payments: TestStaff;
let support: TestStaff;
let player: { id: number; headers: Record<string, string>; cash: number };

beforeAll(async () => {
  t = await createTestApp();
  payments = await signedInStaff(t.app, t.database, 'payments');
  support = await signedInStaff(t.app, t.database, 'support');
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values (1, 'kz', $1, 'full_reg', 'wd.desk@example.com', now()) returning id`,
    [USD],
  );
  const id = Number(row?.id);
  const headers = { cookie: `fl_session=${(await createSession(t.database, { userId: id })).token}` };
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  const [account] = await t.database.query<{ id: string }>(
    `select ledger_player_account($1, $2, 'player_cash') as id`,
    [id, USD],
  );
  await postTransaction(t.database, {
    kind: 'deposit',
    idempotencyKey: `wd-desk-deposit:${id}`,
    legs: [
      { accountId: Number(account?.id), amount: 100_00 },
      { accountId: await systemAccountId(t.database, 'payment_clearing', USD), amount: -100_00 },
    ],
  });
  expect(await verifyThroughSandbox(t.app, headers)).toBe('verified');
  player = { id, headers, cash: Number(account?.id) };
}, 60_000);
afterAll(() => t.close());

const cash = async () =>
  Number(
    (await t.database.query<{ balance: string }>('select balance from ledger_accounts where id = $1', [player.cash]))[0]
      ?.balance,
  );
const withdraw = async (amount: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/payments/withdraw',
    headers: { ...player.headers, 'x-requested-with': 'fetch' },
    payload: { amount, account_id: player.cash },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ withdrawal_id: string }>().withdrawal_id;
};
const decide = (s: TestStaff, id: string, decision: 'approve' | 'paid' | 'rejected', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/payments/withdrawals/${id}/${decision}`,
    headers: asStaff(s.cookie),
    payload: reason ? { reason } : {},
  });
const staffAudit = async (action: string) =>
  t.database.query<{
    staff_id: string;
    subject: string;
    reason: string | null;
    before: { status: string };
    after: { status: string; user_id: number };
  }>('select staff_id, subject, reason, before, after from staff_audit where action = $1 order by id desc', [action]);
const pending = async () =>
  Number(
    (
      await t.database.query<{ balance: string }>(
        `select balance from ledger_accounts where owner_id = $1 and kind = 'pending_withdrawal'`,
        [player.id],
      )
    )[0]?.balance ?? 0,
  );
const desk = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin-api/payments/withdrawals?${query}`,
    headers: asStaff(payments.cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { withdrawal_id: string; status: string; approved_by: string | null }[]; total: number }>();
};
const idsOn = async (query: string) => (await desk(query)).items.map((w) => w.withdrawal_id);

describe('withdrawal desk (payments.withdrawals)', () => {
  it('a rejection returns the money to the player’s cash, with the staff audit row', async () => {
    const id = await withdraw('30');
    expect(await cash()).toBe(70_00);
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin-api/payments/withdrawals',
      headers: asStaff(payments.cookie),
    });
    expect(list.json().items.map((w: { withdrawal_id: string }) => w.withdrawal_id)).toContain(id);
    expect((await decide(support, id, 'rejected', 'not allowed')).statusCode).toBe(403);
    const rejected = await decide(payments, id, 'rejected', 'card expired');
    expect(rejected.json()).toEqual({ withdrawal_id: id, status: 'rejected' });
    expect(await cash()).toBe(100_00);
    const [row] = await staffAudit('payments.withdrawal.rejected');
    expect(Number(row?.staff_id)).toBe(payments.id);
    expect(row).toMatchObject({
      subject: `payment:${id}`,
      reason: 'card expired',
      after: { status: 'rejected' },
    });
  });

  it('a rejection needs a reason: without one nothing moves', async () => {
    const id = await withdraw('5');
    for (const payload of [{}, { reason: ' ' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/admin-api/payments/withdrawals/${id}/rejected`,
        headers: asStaff(payments.cookie),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await idsOn('status=requested')).toContain(id);
    expect((await decide(payments, id, 'rejected', 'duplicate request')).statusCode).toBe(200);
    expect(await cash()).toBe(100_00);
  });

  it('pays only an approved withdrawal; the approval moves no money and shows on the desk', async () => {
    const id = await withdraw('40');
    const early = await decide(payments, id, 'paid');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error_code: 'withdrawal_not_approved' });
    expect([await cash(), await pending()]).toEqual([60_00, 40_00]);

    expect((await decide(payments, id, 'approve', 'documents match')).json()).toEqual({
      withdrawal_id: id,
      status: 'approved',
    });
    expect([await cash(), await pending()]).toEqual([60_00, 40_00]);
    expect(await idsOn('status=requested')).not.toContain(id);
    const approved = (await desk('status=approved')).items.find((w) => w.withdrawal_id === id);
    expect(approved).toMatchObject({ status: 'approved', approved_by: payments.email });
    const [audit] = await staffAudit('payments.withdrawal.approved');
    expect(audit).toMatchObject({
      subject: `payment:${id}`,
      reason: 'documents match',
      before: { status: 'requested' },
      after: { status: 'approved', user_id: player.id },
    });
    // For the player it is still requested: the money has not left yet.
    const attempts = await t.app.inject({ method: 'GET', url: '/web-api/payments/attempts', headers: player.headers });
    expect(attempts.json().items.find((a: { id: string }) => a.id === id)).toMatchObject({ status: 'requested' });
  });

  it('a payout settles the approved withdrawal once: pending → clearing, a second decision changes nothing', async () => {
    const id = (await desk('status=approved')).items[0]?.withdrawal_id ?? '';
    expect((await decide(payments, id, 'paid', 'bank ref 42')).json()).toEqual({ withdrawal_id: id, status: 'paid' });
    expect([await cash(), await pending()]).toEqual([60_00, 0]);
    const [tx] = await t.database.query<{ kind: string }>(
      `select kind from ledger_transactions where idempotency_key = 'withdrawal:' || (select id from payments where public_id = $1) || ':paid'`,
      [id],
    );
    expect(tx?.kind).toBe('withdrawal_paid');
    const [audit] = await staffAudit('payments.withdrawal.paid');
    expect(audit).toMatchObject({ reason: 'bank ref 42', before: { status: 'approved' }, after: { status: 'paid' } });
    const again = await decide(payments, id, 'rejected', 'too late');
    expect(again.statusCode, again.body).toBe(409);
    expect((await decide(payments, id, 'approve')).statusCode).toBe(409);
    expect((await decide(payments, id, 'paid')).statusCode).toBe(200);
    expect((await staffAudit('payments.withdrawal.paid')).filter((r) => r.subject === `payment:${id}`)).toHaveLength(1);
    expect(await cash()).toBe(60_00);
    expect(await idsOn('status=paid')).toContain(id);
  });

  it('an approved withdrawal may still be rejected: the money returns', async () => {
    const id = await withdraw('10');
    await decide(payments, id, 'approve');
    expect((await decide(payments, id, 'rejected', 'card closed')).json()).toEqual({
      withdrawal_id: id,
      status: 'rejected',
    });
    expect([await cash(), await pending()]).toEqual([60_00, 0]);
    const [audit] = await staffAudit('payments.withdrawal.rejected');
    expect(audit).toMatchObject({ before: { status: 'approved' }, after: { status: 'rejected' } });
  });

  it('sorts the desk by a whitelisted column, pages it with the total, and exports it', async () => {
    const made = [await withdraw('7'), await withdraw('3'), await withdraw('5')];
    expect(await idsOn('status=requested')).toEqual(made);
    expect(await idsOn('status=requested&sort=amount&dir=asc')).toEqual([made[1], made[2], made[0]]);
    expect(await idsOn('status=requested&sort=amount&dir=desc')).toEqual([made[0], made[2], made[1]]);
    const page = await desk('status=requested&sort=amount&dir=desc&offset=1&limit=1');
    expect(page).toMatchObject({ total: 3, items: [{ withdrawal_id: made[2] }] });
    for (const bad of ['sort=reason', 'sort=amount desc', 'dir=random', 'status=approved2']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/admin-api/payments/withdrawals?${bad}`,
        headers: asStaff(payments.cookie),
      });
      expect(res.statusCode, bad).toBe(400);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/admin-api/payments/withdrawals.csv?status=requested&sort=amount&dir=asc',
      headers: asStaff(payments.cookie),
    });
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'withdrawal_id,user_id,currency,amount_minor,method_code,status,reason,approved_by,approved_at,decided_at,created_at',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([made[1], made[2], made[0]]);
    expect(await staffAudit('payments.withdrawals_exported')).toHaveLength(1);
  });
});

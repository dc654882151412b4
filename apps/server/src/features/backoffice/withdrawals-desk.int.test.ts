import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession } from '../auth/auth.service';
import { verifyThroughSandbox } from '../verification/verification.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// The withdrawal desk moved under the staff permission payments.withdrawals (ADR 0042): a rejection
// gives the money back to the player's cash account, a payout settles it; both land in the staff audit.
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
const decide = (s: TestStaff, id: string, decision: 'paid' | 'rejected', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/payments/withdrawals/${id}/${decision}`,
    headers: asStaff(s.cookie),
    payload: reason ? { reason } : {},
  });
const staffAudit = async (action: string) =>
  t.database.query<{ staff_id: string; subject: string; reason: string | null; after: { status: string } }>(
    'select staff_id, subject, reason, after from staff_audit where action = $1 order by id desc',
    [action],
  );

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

  it('a payout settles the withdrawal once: the cash stays out, a second decision changes nothing', async () => {
    const id = await withdraw('40');
    expect((await decide(payments, id, 'paid')).json()).toEqual({ withdrawal_id: id, status: 'paid' });
    expect(await cash()).toBe(60_00);
    const again = await decide(payments, id, 'rejected', 'too late');
    expect(again.statusCode, again.body).toBe(409);
    expect(await cash()).toBe(60_00);
  });
});

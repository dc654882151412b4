import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff } from '../backoffice/backoffice.testing';
import { verifyThroughSandbox } from '../verification/verification.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { balanceOf, createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';

let t: WalletTestApp;

beforeAll(async () => {
  t = await createWalletTestApp();
});
afterAll(() => t.close());

const withdraw = (user: TestUser, amount: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/payments/withdraw',
    headers: user.headers,
    payload: { amount, account_id: user.cashAccountId, ...extra },
  });
const decide = (id: string, decision: 'paid' | 'rejected') => t.decideWithdrawal(id, decision);
const pendingOf = async (user: TestUser) => {
  const [row] = await t.database.query<{ balance: unknown }>(
    `select balance from ledger_accounts where owner_id = $1 and kind = 'pending_withdrawal'`,
    [user.id],
  );
  return Number(row?.balance ?? 0);
};

describe('withdrawals', () => {
  it('lets exactly the affordable ones of 100 concurrent withdrawals (3× the balance) through', async () => {
    const user = await t.seedUser();
    expect(await t.deposit(user, '100')).toBe('credited');
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(user, '3')));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(33);
    expect(new Set(refused.map((a) => a.json().error_code))).toEqual(new Set(['insufficient_funds']));
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(100);
    expect(await pendingOf(user)).toBe(9_900);
    await assertLedgerInvariants(t.database);
  });

  it('moves cash to pending at request, to the provider when paid, back to the player when rejected', async () => {
    const user = await t.seedUser();
    await t.deposit(user, '50');
    const first = (await withdraw(user, '20')).json<{ withdrawal_id: string; status: string }>();
    const second = (await withdraw(user, '10')).json<{ withdrawal_id: string; status: string }>();
    expect(first.status).toBe('requested');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(2_000);
    expect(await pendingOf(user)).toBe(3_000);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin-api/payments/withdrawals',
      headers: asStaff((await t.operator()).cookie),
    });
    expect(listed.json().items.map((i: { withdrawal_id: string }) => i.withdrawal_id)).toEqual(
      expect.arrayContaining([first.withdrawal_id, second.withdrawal_id]),
    );

    expect((await decide(first.withdrawal_id, 'paid')).json()).toEqual({
      withdrawal_id: first.withdrawal_id,
      status: 'paid',
    });
    expect((await decide(second.withdrawal_id, 'rejected')).json()).toEqual({
      withdrawal_id: second.withdrawal_id,
      status: 'rejected',
    });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(3_000);
    expect(await pendingOf(user)).toBe(0);

    expect((await decide(first.withdrawal_id, 'paid')).statusCode).toBe(200);
    expect((await decide(first.withdrawal_id, 'rejected')).statusCode).toBe(409);
    expect((await decide(second.withdrawal_id, 'paid')).statusCode).toBe(409);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(3_000);
    await assertLedgerInvariants(t.database);
  });

  it('books a request once per idempotency key; the key with another amount is refused', async () => {
    const user = await t.seedUser();
    await t.deposit(user, '50');
    const key = { idempotency_key: 'wd-key-0001' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(user, '5', key)));
    expect(new Set(answers.map((a) => a.json().withdrawal_id)).size).toBe(1);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(4_500);
    expect((await withdraw(user, '6', key)).statusCode).toBe(409);
  });

  it('gives the player no way to cancel a pending withdrawal', async () => {
    for (const url of ['/web-api/payments/withdraw/cancel', '/web-api/payments/withdrawals/x/cancel']) {
      const user = await t.seedUser();
      expect((await t.app.inject({ method: 'POST', url, headers: user.headers, payload: {} })).statusCode).toBe(404);
    }
    const user = await t.seedUser();
    await t.deposit(user, '10');
    const { withdrawal_id } = (await withdraw(user, '10')).json<{ withdrawal_id: string }>();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin-api/payments/withdrawals/${withdrawal_id}/rejected`,
          headers: { ...user.headers, 'x-requested-with': 'fetch' },
          payload: { reason: 'my own money' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps the operator desk behind a staff session; the old token desk is gone (ADR 0051)', async () => {
    const desk = '/admin-api/payments/withdrawals';
    expect((await t.app.inject({ method: 'GET', url: desk })).statusCode).toBe(401);
    const token = { authorization: 'Bearer admin-token-for-wallet-tests' };
    expect((await t.app.inject({ method: 'GET', url: desk, headers: token })).statusCode).toBe(401);
    for (const url of ['/web-api/admin/payments/withdrawals', '/web-api/admin/payments/withdrawals/wd_x/paid']) {
      const method = url.endsWith('/paid') ? 'POST' : 'GET';
      expect((await t.app.inject({ method, url, headers: token, payload: {} })).statusCode).toBe(404);
    }
    expect((await decide('wd_unknown', 'paid')).statusCode).toBe(404);
  });

  it('refuses withdrawals for a blocked account (error_code blocked) and asks an unverified one to verify', async () => {
    const frozen = await t.seedUser({ profile: { withdrawals_blocked: true } });
    expect((await withdraw(frozen, '1')).json()).toMatchObject({ error_code: 'blocked' });
    const deduce = await t.app.inject({
      method: 'GET',
      url: '/web-api/officeapi/getdeducedata',
      headers: frozen.headers,
    });
    expect(deduce.statusCode).toBe(403);
    expect(deduce.json()).toMatchObject({ error_code: 'blocked' });

    const unverified = await t.seedUser({ verified: false });
    expect((await withdraw(unverified, '1')).json()).toMatchObject({ error_code: 'need_verify' });
    const data = await t.app.inject({
      method: 'GET',
      url: '/web-api/officeapi/getdeducedata',
      headers: unverified.headers,
    });
    expect(data.json()).toMatchObject({ needVerify: true, blocked: false, src: '/web-api/payments/withdraw' });
  });

  it('refuses a withdrawal until the player’s identity is verified, and takes it once it is (issue 20)', async () => {
    const user = await t.seedUser({ kyc: false });
    await t.deposit(user, '10');
    const refused = await withdraw(user, '5');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'verification_required' });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(1_000);
    expect(await verifyThroughSandbox(t.app, user.headers)).toBe('verified');
    expect((await withdraw(user, '5')).json()).toMatchObject({ status: 'requested' });
  });

  it('lets a self-excluded player still take their money out', async () => {
    const user = await t.seedUser();
    await t.deposit(user, '10');
    await t.database.query(
      `update users set profile = '{"self_excluded_until":"2099-01-01T00:00:00Z"}' where id = $1`,
      [user.id],
    );
    expect((await withdraw(user, '10')).statusCode).toBe(200);
  });

  it('cannot delete a currency account while a withdrawal from it is pending', async () => {
    const user = await t.seedUser();
    await t.app.inject({
      method: 'POST',
      url: '/web-api/user/createCurrencyAccount',
      headers: user.headers,
      payload: { currency_id: 12 },
    });
    await t.deposit(user, '10');
    await withdraw(user, '10');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/deleteCurrencyAccount',
      headers: user.headers,
      payload: { account_id: user.cashAccountId },
    });
    expect(res.json()).toMatchObject({ error_code: 'not_empty' });
  });
});

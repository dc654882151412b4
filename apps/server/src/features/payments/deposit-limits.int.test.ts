import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { balanceOf, createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';

let t: WalletTestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createWalletTestApp();
});
afterAll(() => t.close());

const URL = '/web-api/api/web/user/v1/deposit-limits';
type Limit = {
  period: string;
  amount: number | null;
  has_pending: boolean;
  pending_amount: number | null;
  deposited: number;
  remaining: number | null;
};

const setLimits = async (user: TestUser, limits: { period: string; amount: number | string | null }[]) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: URL,
    headers: user.headers,
    payload: { data: { attributes: { limits } } },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { attributes: { limits: Limit[] } } }>().data.attributes.limits;
};
const getLimits = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: URL, headers: user.headers })).json<{
    data: { attributes: { currency: string; limits: Limit[] } };
  }>().data.attributes;
const limitOf = (limits: Limit[], period: string) => limits.find((l) => l.period === period)!;

describe('deposit limits', () => {
  it('starts with no limits in the registration currency', async () => {
    const user = await t.seedUser();
    const view = await getLimits(user);
    expect(view.currency).toBe('USD');
    expect(view.limits.map((l) => [l.period, l.amount])).toEqual([
      ['24h', null],
      ['7d', null],
      ['1m', null],
    ]);
  });

  it('applies the lowest limit across 24 h, 7 days and 1 month', async () => {
    const user = await t.seedUser();
    await setLimits(user, [
      { period: '24h', amount: 100 },
      { period: '7d', amount: 50 },
      { period: '1m', amount: 500 },
    ]);
    expect(await t.deposit(user, '40')).toBe('credited');
    expect(await t.deposit(user, '20')).toBe('refused:deposit_limit');
    expect(await t.deposit(user, '10')).toBe('credited');
    expect(limitOf((await getLimits(user)).limits, '7d')).toMatchObject({ deposited: 50, remaining: 0 });
    t.clock.now = new Date(t.clock.now.getTime() + 8 * 24 * HOUR);
    expect(await t.deposit(user, '50')).toBe('credited');
    t.clock.now = new Date(t.clock.now.getTime() - 8 * 24 * HOUR);
  });

  it('applies a decrease at once and an increase only after 24 hours', async () => {
    const user = await t.seedUser();
    await setLimits(user, [{ period: '24h', amount: 100 }]);
    const lowered = await setLimits(user, [{ period: '24h', amount: 30 }]);
    expect(limitOf(lowered, '24h')).toMatchObject({ amount: 30, has_pending: false });
    expect(await t.deposit(user, '31')).toBe('refused:deposit_limit');

    const raised = await setLimits(user, [{ period: '24h', amount: 200 }]);
    expect(limitOf(raised, '24h')).toMatchObject({ amount: 30, has_pending: true, pending_amount: 200 });
    expect(await t.deposit(user, '31')).toBe('refused:deposit_limit');

    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 24 * HOUR + 1000);
    expect(limitOf((await getLimits(user)).limits, '24h')).toMatchObject({ amount: 200, has_pending: false });
    expect(await t.deposit(user, '150')).toBe('credited');
    t.clock.now = start;
  });

  it('removes a limit only after 24 hours, and a decrease cancels a waiting increase', async () => {
    const user = await t.seedUser();
    await setLimits(user, [{ period: '1m', amount: 20 }]);
    const removing = await setLimits(user, [{ period: '1m', amount: null }]);
    expect(limitOf(removing, '1m')).toMatchObject({ amount: 20, has_pending: true, pending_amount: null });
    await setLimits(user, [{ period: '1m', amount: 15 }]);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 25 * HOUR);
    expect(limitOf((await getLimits(user)).limits, '1m')).toMatchObject({ amount: 15, has_pending: false });
    await setLimits(user, [{ period: '1m', amount: null }]);
    t.clock.now = new Date(start.getTime() + 50 * HOUR);
    expect(limitOf((await getLimits(user)).limits, '1m').amount).toBeNull();
    expect(await t.deposit(user, '100')).toBe('credited');
    t.clock.now = start;
  });

  it('re-checks at callback time: a deposit that no longer fits is rejected and nothing is credited', async () => {
    const user = await t.seedUser();
    await setLimits(user, [{ period: '24h', amount: 100 }]);
    const starts = await Promise.all(
      [60, 60].map((amount) =>
        t.app.inject({
          method: 'POST',
          url: '/web-api/payments/deposit',
          headers: user.headers,
          payload: { amount, currency_id: 10 },
        }),
      ),
    );
    const ids = starts.map((s) => s.json<{ deposit_id: string }>().deposit_id);
    const answers = await Promise.all(
      ids.map((deposit_id, i) =>
        t.callback({
          provider_tx_id: `sbx_limit_${i}`,
          deposit_id,
          status: 'succeeded',
          amount: 6_000,
          currency: 'USD',
        }),
      ),
    );
    expect(answers.map((a) => a.json().status).sort()).toEqual(['credited', 'rejected']);
    expect(answers.find((a) => a.json().status === 'rejected')?.json().reason).toBe('deposit_limit_24h');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(6_000);
    await assertLedgerInvariants(t.database);
  });

  it('counts a deposit in another currency at the conversion rate', async () => {
    const user = await t.seedUser();
    await t.app.inject({
      method: 'POST',
      url: '/web-api/user/createCurrencyAccount',
      headers: user.headers,
      payload: { currency_id: 12 },
    });
    await setLimits(user, [{ period: '24h', amount: 100 }]);
    expect(await t.deposit(user, '92', 12)).toBe('credited');
    expect(limitOf((await getLimits(user)).limits, '24h')).toMatchObject({ deposited: 100, remaining: 0 });
    expect(await t.deposit(user, '1')).toBe('refused:deposit_limit');
  });

  it('audits every change of limits', async () => {
    const user = await t.seedUser();
    await setLimits(user, [{ period: '7d', amount: 70 }]);
    const rows = await t.database.query(
      `select 1 from audit_log where action = 'rg.deposit_limits.changed' and actor = $1`,
      [`user:${user.id}`],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses a period given twice and a malformed amount', async () => {
    const user = await t.seedUser();
    for (const limits of [
      [
        { period: '24h', amount: 1 },
        { period: '24h', amount: 2 },
      ],
      [{ period: '24h', amount: '1.234' }],
      [{ period: '2d', amount: 1 }],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: user.headers,
        payload: { data: { attributes: { limits } } },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

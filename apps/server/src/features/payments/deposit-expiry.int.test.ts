import type { PaymentAttemptsAnswer } from '@fairline/shared/wire/cashier-methods';
import type { SandboxCallbackBody } from '@fairline/shared/wire/payment-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { balanceOf, createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';
import { DEPOSIT_EXPIRY_MS } from './deposit-expiry';

// ADR 0027: a deposit left "Awaiting payment" expires after 30 minutes, once, in one statement; a
// provider's word that arrives later still settles it once (money the provider took is credited).
let t: WalletTestApp;

beforeAll(async () => {
  t = await createWalletTestApp();
});
afterAll(() => t.close());

const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

async function startDeposit(user: TestUser, method: 'card' | 'ewallet' = 'card') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: user.headers,
    payload: { amount: '25', currency_id: 10, lang: 'en', method },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ deposit_id: string; redirect_url: string }>();
}

const statusOf = async (depositId: string) => {
  const [row] = await t.database.query<{ status: string; reason: string | null }>(
    'select status, reason from payments where public_id = $1',
    [depositId],
  );
  return row;
};
const expiryAudits = async (depositId: string) =>
  (
    await t.database.query<{ n: unknown }>(
      `select count(*) as n from audit_log where action = 'payments.deposit.expired' and subject = $1`,
      [`payment:${depositId}`],
    )
  ).map((r) => Number(r.n))[0];
const attempts = async (user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/web-api/payments/attempts', headers: user.headers })
  ).json<PaymentAttemptsAnswer>();
const succeeded = (depositId: string, providerTxId: string): SandboxCallbackBody => ({
  provider_tx_id: providerTxId,
  deposit_id: depositId,
  status: 'succeeded',
  amount: 2_500,
  currency: 'USD',
});

describe('an unpaid deposit expires after its time', () => {
  it('stays awaiting payment until 30 minutes have passed, then is listed as expired', async () => {
    const user = await t.seedUser({ currencyId: 10 });
    const { deposit_id } = await startDeposit(user);
    later(DEPOSIT_EXPIRY_MS - 1_000);
    await t.app.payments.expireDeposits();
    expect(await statusOf(deposit_id)).toEqual({ status: 'pending', reason: null });

    later(1_000);
    await t.app.payments.expireDeposits();
    expect(await statusOf(deposit_id)).toEqual({ status: 'expired', reason: 'expired_unpaid' });
    expect((await attempts(user)).items[0]).toMatchObject({
      id: deposit_id,
      status: 'expired',
      reason: 'expired_unpaid',
    });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(0);
  });

  it('expires a deposit exactly once however many sweeps run at the same time', async () => {
    const user = await t.seedUser({ currencyId: 10 });
    const { deposit_id } = await startDeposit(user);
    later(DEPOSIT_EXPIRY_MS);
    const counts = await Promise.all(Array.from({ length: 6 }, () => t.app.payments.expireDeposits()));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await expiryAudits(deposit_id)).toBe(1);
    // A later sweep finds nothing left to do.
    later(DEPOSIT_EXPIRY_MS);
    await t.app.payments.expireDeposits();
    expect(await expiryAudits(deposit_id)).toBe(1);
    expect((await statusOf(deposit_id))?.status).toBe('expired');
  });

  it('never expires a deposit that was already settled', async () => {
    const user = await t.seedUser({ currencyId: 10 });
    const { deposit_id } = await startDeposit(user);
    expect((await t.callback(succeeded(deposit_id, 'sbx_exp_paid'))).json()).toMatchObject({ status: 'credited' });
    later(DEPOSIT_EXPIRY_MS * 2);
    await t.app.payments.expireDeposits();
    expect((await statusOf(deposit_id))?.status).toBe('credited');
    expect(await expiryAudits(deposit_id)).toBe(0);
  });
});

describe('a provider’s word after expiry', () => {
  it('credits money the provider really took, once, even after the deposit expired', async () => {
    const user = await t.seedUser({ currencyId: 10 });
    const { deposit_id } = await startDeposit(user);
    later(DEPOSIT_EXPIRY_MS);
    await t.app.payments.expireDeposits();
    expect((await statusOf(deposit_id))?.status).toBe('expired');

    const answers = await Promise.all(Array.from({ length: 5 }, () => t.callback(succeeded(deposit_id, 'sbx_late'))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().status))).toEqual(new Set(['credited']));
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(2_500);
    // Another provider id for the same deposit is refused: it was settled.
    expect((await t.callback(succeeded(deposit_id, 'sbx_late_2'))).statusCode).toBe(409);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(2_500);
    expect((await attempts(user)).items[0]).toMatchObject({ id: deposit_id, status: 'credited' });
    const [audit] = await t.database.query<{ details: { after_expiry?: boolean } }>(
      `select details from audit_log where action = 'payments.deposit.credited' and subject = $1`,
      [`payment:${deposit_id}`],
    );
    expect(audit?.details.after_expiry).toBe(true);
    await assertLedgerInvariants(t.database);
  });

  it('records a late decline as the provider’s word, crediting nothing', async () => {
    const user = await t.seedUser({ currencyId: 10 });
    const { deposit_id } = await startDeposit(user);
    later(DEPOSIT_EXPIRY_MS);
    await t.app.payments.expireDeposits();
    const res = await t.callback({ ...succeeded(deposit_id, 'sbx_late_declined'), status: 'declined' });
    expect(res.json()).toMatchObject({ status: 'declined' });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(0);
  });
});

describe('the hosted pages of an expired deposit', () => {
  const form = (payload: string) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

  it.each([
    ['card', 'card_number=4242+4242+4242+4242&expiry=12%2F35&cvc=123'],
    ['ewallet', 'email=anna%40mail.test&pin=1234'],
  ] as const)('%s: says the time ran out, before any sweep, and takes no payment', async (method, payload) => {
    const user = await t.seedUser({ currencyId: 10 });
    const { deposit_id, redirect_url } = await startDeposit(user, method);
    later(DEPOSIT_EXPIRY_MS);
    const page = await t.app.inject({ method: 'GET', url: redirect_url });
    expect(page.body).toContain('<h1>Payment expired</h1>');
    expect(page.body).toContain('href="/en/office/payments?deposit=expired"');
    expect((await statusOf(deposit_id))?.status).toBe('expired');

    const paid = await t.app.inject({ url: redirect_url, ...form(payload) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/en/office/payments?deposit=expired');
    const back = await t.app.inject({ url: `${redirect_url}/cancel`, ...form('') });
    expect(back.headers.location).toBe('/en/office/payments?deposit=expired');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(0);
    expect(await expiryAudits(deposit_id)).toBe(1);
  });
});

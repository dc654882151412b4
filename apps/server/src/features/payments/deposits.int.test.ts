import type { SandboxCallbackBody } from '@fairline/shared/wire/payment-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import {
  balanceOf,
  createWalletTestApp,
  TEST_SANDBOX_SECRET,
  type TestUser,
  type WalletTestApp,
} from '../wallet/wallet.testing';

let t: WalletTestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createWalletTestApp();
  user = await t.seedUser();
});
afterAll(() => t.close());

async function startDeposit(amount: string, who = user) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: who.headers,
    payload: { amount, currency_id: 10, lang: 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ deposit_id: string; redirect_url: string }>();
}

const succeeded = (depositId: string, providerTxId: string, amount = 2_500): SandboxCallbackBody => ({
  provider_tx_id: providerTxId,
  deposit_id: depositId,
  status: 'succeeded',
  amount,
  currency: 'USD',
});

describe('sandbox callback', () => {
  it('credits a deposit confirmed by a correctly signed callback', async () => {
    const { deposit_id, redirect_url } = await startDeposit('25');
    expect(redirect_url).toBe(`/payments/sandbox/pay/${deposit_id}`);
    const before = await balanceOf(t.database, user.cashAccountId);
    const res = await t.callback(succeeded(deposit_id, 'sbx_ok_1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deposit_id, status: 'credited', reason: null });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 2_500);
    await assertLedgerInvariants(t.database);
  });

  it('refuses a wrong signature and a stale timestamp with 401, crediting nothing', async () => {
    const { deposit_id } = await startDeposit('25');
    const before = await balanceOf(t.database, user.cashAccountId);
    const stale = String(Math.floor(t.clock.now.getTime() / 1000) - 301);
    const wrong = await t.callback(succeeded(deposit_id, 'sbx_bad_1'), { secret: `${TEST_SANDBOX_SECRET}-not` });
    const old = await t.callback(succeeded(deposit_id, 'sbx_bad_1'), { timestamp: stale });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/sandbox/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(succeeded(deposit_id, 'sbx_bad_1')),
    });
    expect([wrong.statusCode, old.statusCode, unsigned.statusCode]).toEqual([401, 401, 401]);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before);
  });

  it('has one effect for a provider id replayed 10 times in sequence, with the same answer each time', async () => {
    const { deposit_id } = await startDeposit('25');
    const before = await balanceOf(t.database, user.cashAccountId);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await t.callback(succeeded(deposit_id, 'sbx_seq'))).json());
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ deposit_id, status: 'credited', reason: null })]),
    );
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 2_500);
  });

  it('has one effect for a provider id sent 10 times at once', async () => {
    const { deposit_id } = await startDeposit('25');
    const before = await balanceOf(t.database, user.cashAccountId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.callback(succeeded(deposit_id, 'sbx_par'))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().status))).toEqual(new Set(['credited']));
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 2_500);
    await assertLedgerInvariants(t.database);
  });

  it('refuses the same provider id with another body (409), and another provider id for a settled deposit', async () => {
    const { deposit_id } = await startDeposit('25');
    await t.callback(succeeded(deposit_id, 'sbx_changed'));
    const before = await balanceOf(t.database, user.cashAccountId);
    const changed = await t.callback({ ...succeeded(deposit_id, 'sbx_changed'), status: 'declined' });
    const other = await t.callback(succeeded(deposit_id, 'sbx_changed_2'));
    expect([changed.statusCode, other.statusCode]).toEqual([409, 409]);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before);
  });

  it('refuses a provider id that already settled another deposit', async () => {
    const second = await startDeposit('25');
    const res = await t.callback(succeeded(second.deposit_id, 'sbx_ok_1'));
    expect(res.statusCode).toBe(409);
    const [row] = await t.database.query<{ status: string }>('select status from payments where public_id = $1', [
      second.deposit_id,
    ]);
    expect(row?.status).toBe('pending');
  });

  it('credits nothing for a declined card', async () => {
    const { deposit_id } = await startDeposit('25');
    const before = await balanceOf(t.database, user.cashAccountId);
    const res = await t.callback({ ...succeeded(deposit_id, 'sbx_declined'), status: 'declined' });
    expect(res.json()).toMatchObject({ status: 'declined' });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before);
    await assertLedgerInvariants(t.database);
  });

  it('refuses an amount or currency other than the deposit’s', async () => {
    const { deposit_id } = await startDeposit('25');
    expect((await t.callback(succeeded(deposit_id, 'sbx_mismatch', 2_501))).statusCode).toBe(400);
    expect((await t.callback({ ...succeeded(deposit_id, 'sbx_mismatch'), currency: 'EUR' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown deposit', async () => {
    expect((await t.callback(succeeded('dep_unknown', 'sbx_unknown'))).statusCode).toBe(404);
  });
});

describe('sandbox hosted page', () => {
  const form = (card: string) => `card_number=${encodeURIComponent(card)}&expiry=12%2F35&cvc=123`;
  const submit = (depositId: string, card: string) =>
    t.app.inject({
      method: 'POST',
      url: `/payments/sandbox/pay/${depositId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(card),
    });

  it('shows a script-free test card form under the site’s CSP', async () => {
    const { redirect_url } = await startDeposit('10.50');
    const page = await t.app.inject({ method: 'GET', url: redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('10.50 USD');
    expect(page.body).not.toMatch(/<script/i);
  });

  it('pays with 4242 4242 4242 4242 through the signed callback and returns the player to the office', async () => {
    const { deposit_id, redirect_url } = await startDeposit('10.50');
    const before = await balanceOf(t.database, user.cashAccountId);
    const res = await submit(deposit_id, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en/office/payments?deposit=ok');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 1_050);
    const again = await submit(deposit_id, '4242 4242 4242 4242');
    expect(again.headers.location).toBe('/en/office/payments?deposit=ok');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 1_050);
    expect((await t.app.inject({ method: 'GET', url: redirect_url })).body).toContain('Payment credited');
  });

  it('declines 4000 0000 0000 0002 and re-shows the form for an unknown card', async () => {
    const { deposit_id } = await startDeposit('10');
    const before = await balanceOf(t.database, user.cashAccountId);
    const unknown = await submit(deposit_id, '5555 5555 5555 4444');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Use a test card');
    const declined = await submit(deposit_id, '4000 0000 0000 0002');
    expect(declined.headers.location).toBe('/en/office/payments?deposit=declined');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before);
  });

  it('lists the methods used under gethistorypaymentsource', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/web-api/officeapi/gethistorypaymentsource',
      headers: user.headers,
    });
    expect(res.json().sources).toContainEqual(
      expect.objectContaining({ provider: 'sandbox', method: 'card •••• 4242', deposits: 1 }),
    );
  });
});

describe('starting a deposit', () => {
  it('refuses a self-excluded player with error_code blocked, and getrechargedata says blocked', async () => {
    const excluded = await t.seedUser({ profile: { self_excluded_until: '2099-01-01T00:00:00Z' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: excluded.headers,
      payload: { amount: '10', currency_id: 10 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'blocked' });
    const data = await t.app.inject({
      method: 'GET',
      url: '/web-api/officeapi/getrechargedata',
      headers: excluded.headers,
    });
    expect(data.json()).toMatchObject({ blocked: true, src: '/web-api/payments/deposit' });
    expect(data.json().rand).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refuses a currency the player has no account in, and a malformed amount', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount: '10', currency_id: 12 },
    });
    expect(res.json()).toMatchObject({ error_code: 'no_account' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount: '10.001', currency_id: 10 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation_errors).toHaveProperty('amount');
  });
});

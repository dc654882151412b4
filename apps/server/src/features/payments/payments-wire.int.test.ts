import { deskDecisionAnswer, deskWithdrawalsAnswer } from '@fairline/shared/wire/backoffice-payments';
import {
  cashierData,
  depositAnswer,
  depositLimitsAnswer,
  paymentSourcesAnswer,
  withdrawalAnswer,
} from '@fairline/shared/wire/cashier';
import { sandboxCallbackAnswer, sandboxPage } from '@fairline/shared/wire/payment-provider';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { asStaff } from '../backoffice/backoffice.testing';
import { createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';

// The cashier's answers as a guest, a player, the operator and the provider really get them, each
// read with its shared wire schema (packages/shared/src/wire/cashier.ts, payment-provider.ts).
let t: WalletTestApp;
let player: TestUser;
let operator: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createWalletTestApp();
  player = await t.seedUser({ currencyId: 10 });
  operator = as(asStaff((await t.operator()).cookie));
});
afterAll(() => t.close());

const as = (headers: Record<string, string>) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  send: (method: 'POST' | 'PUT', url: string, payload: object | string, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...headers, ...extra }, payload }),
});
const LIMITS = '/web-api/api/web/user/v1/deposit-limits';

// Each with a valid body: a body is checked before the session, and this is about the session.
const PLAYER_ROUTES = [
  ['POST', '/web-api/payments/deposit', { amount: '10', currency_id: 10 }],
  ['POST', '/web-api/payments/withdraw', { amount: '10', account_id: 1 }],
  ['GET', '/web-api/officeapi/getrechargedata', undefined],
  ['GET', '/web-api/officeapi/getdeducedata', undefined],
  ['GET', '/web-api/officeapi/gethistorypaymentsource', undefined],
  ['GET', LIMITS, undefined],
  ['PUT', LIMITS, { data: { attributes: { limits: [{ period: '24h', amount: '100' }] } } }],
] as const;

describe('the cashier’s wire contract', () => {
  it.each(PLAYER_ROUTES)('answers a guest %s %s with 401', async (method, url, payload) => {
    readExactWire(await t.app.inject({ method, url, payload }), webApiError, 401);
  });

  it('answers the operator’s desk 401 without a staff session', async () => {
    readExactWire(await as({}).get('/admin-api/payments/withdrawals'), webApiError, 401);
  });

  it('answers a deposit with the shared start, the provider’s page and callback with theirs', async () => {
    const me = as(player.headers);
    const started = readExactWire(
      await me.send('POST', '/web-api/payments/deposit', { amount: '40', currency_id: 10, lang: 'en' }),
      depositAnswer,
    );
    const page = await me.get(started.redirect_url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(sandboxPage.parse(page.body)).toContain('Sandbox payment');
    const callback = {
      provider_tx_id: 'sbx_wire_1',
      deposit_id: started.deposit_id,
      status: 'succeeded' as const,
      amount: 4_000,
      currency: 'USD',
      method: 'card •••• 4242',
    };
    const credited = readExactWire(await t.callback(callback), sandboxCallbackAnswer);
    expect(credited).toEqual({ deposit_id: started.deposit_id, status: 'credited', reason: null });
    expect(readExactWire(await t.callback(callback), sandboxCallbackAnswer)).toEqual(credited);
    const settled = await me.send('POST', started.redirect_url, 'card_number=4242424242424242&expiry=12%2F35&cvc=123', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(settled.statusCode).toBe(303);
  });

  it('answers the cashier data, payment sources and deposit limits with the shared payloads', async () => {
    const me = as(player.headers);
    expect(readExactWire(await me.get('/web-api/officeapi/getrechargedata'), cashierData).blocked).toBe(false);
    expect(readExactWire(await me.get('/web-api/officeapi/getdeducedata'), cashierData).src).toBe(
      '/web-api/payments/withdraw',
    );
    const { sources } = readExactWire(await me.get('/web-api/officeapi/gethistorypaymentsource'), paymentSourcesAnswer);
    expect(sources).toEqual([expect.objectContaining({ provider: 'sandbox', method: 'card •••• 4242', deposits: 1 })]);
    const set = readExactWire(
      await me.send('PUT', LIMITS, { data: { attributes: { limits: [{ period: '7d', amount: '500' }] } } }),
      depositLimitsAnswer,
    );
    expect(set.data.attributes.limits.find((l) => l.period === '7d')).toMatchObject({ amount: 500, deposited: 40 });
    expect(readExactWire(await me.get(LIMITS), depositLimitsAnswer)).toEqual(set);
  });

  it('answers a withdrawal request and the operator’s list and decisions with the shared payloads', async () => {
    const me = as(player.headers);
    const requested = readExactWire(
      await me.send('POST', '/web-api/payments/withdraw', { amount: '5', account_id: player.cashAccountId }),
      withdrawalAnswer,
    );
    expect(requested.status).toBe('requested');
    const desk = '/admin-api/payments/withdrawals';
    const { items } = readExactWire(await operator.get(desk), deskWithdrawalsAnswer);
    expect(items).toContainEqual(
      expect.objectContaining({ withdrawal_id: requested.withdrawal_id, amount_minor: 500, status: 'requested' }),
    );
    const approved = readExactWire(
      await operator.send('POST', `${desk}/${requested.withdrawal_id}/approve`, {}),
      deskDecisionAnswer,
    );
    expect(approved).toEqual({ withdrawal_id: requested.withdrawal_id, status: 'approved' });
    const paid = readExactWire(
      await operator.send('POST', `${desk}/${requested.withdrawal_id}/paid`, {}),
      deskDecisionAnswer,
    );
    expect(paid).toEqual({ withdrawal_id: requested.withdrawal_id, status: 'paid' });
    const second = readExactWire(
      await me.send('POST', '/web-api/payments/withdraw', { amount: '5', account_id: player.cashAccountId }),
      withdrawalAnswer,
    );
    const rejected = readExactWire(
      await operator.send('POST', `${desk}/${second.withdrawal_id}/rejected`, { reason: 'wire contract' }),
      deskDecisionAnswer,
    );
    expect(rejected.status).toBe('rejected');
  });
});

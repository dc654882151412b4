import type { AccountsPayload } from '@fairline/shared/wire/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction, systemAccountId } from './ledger.service';
import { createWalletTestApp, type TestUser, type WalletTestApp } from './wallet.testing';

let t: WalletTestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createWalletTestApp();
  alice = await t.seedUser({ currencyId: 10 });
  bob = await t.seedUser({ currencyId: 12 });
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload });
const balance = async (user: TestUser) =>
  (await t.app.inject({ method: 'POST', url: '/web-api/user/balance', headers: user.headers })).json<AccountsPayload>();

describe('/web-api/user/balance', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web-api/user/balance' });
    expect(res.statusCode).toBe(401);
  });

  it('opens the registration currency on first use and answers accounts, bonuses and all_accounts', async () => {
    const payload = await balance(alice);
    expect(payload.accounts).toHaveLength(1);
    expect(payload.accounts[0]).toEqual({
      id: alice.cashAccountId,
      idBonus: 0,
      type: 0,
      money: 0,
      name: 'US dollar',
      iso: 'USD',
      symbol: '$',
      isActive: true,
      currencyId: 10,
      amountOfUnplacedBets: 0,
      points: 0,
      isBonusAccount: false,
      isPointsTypeBalance: false,
      label: 'US dollar ($)',
    });
    expect(payload.bonuses).toEqual([]);
    expect(payload.all_accounts.map((a) => [a.type, a.isBonusAccount, a.isPointsTypeBalance])).toEqual([
      [0, false, false],
      [1, true, false],
      [2, false, true],
    ]);
  });

  it('shows money as a decimal of the minor units', async () => {
    const clearing = await systemAccountId(t.database, 'payment_clearing', 10);
    await postTransaction(t.database, {
      kind: 'test_funding',
      idempotencyKey: 'alice-funding',
      legs: [
        { accountId: clearing, amount: -12_345 },
        { accountId: alice.cashAccountId, amount: 12_345 },
      ],
    });
    expect((await balance(alice)).accounts[0]?.money).toBe(123.45);
  });
});

describe('currency accounts', () => {
  it('opens an account in another currency, once', async () => {
    const res = await post(alice, '/web-api/user/createCurrencyAccount', { currency_id: 12 });
    expect(res.statusCode).toBe(200);
    const body = res.json<AccountsPayload & { account_id: number }>();
    expect(body.accounts.map((a) => [a.iso, a.isActive])).toEqual([
      ['USD', true],
      ['EUR', false],
    ]);
    expect(body.accounts[1]?.id).toBe(body.account_id);
    expect((await post(alice, '/web-api/user/createCurrencyAccount', { currency_id: 12 })).statusCode).toBe(409);
    expect((await post(alice, '/web-api/user/createCurrencyAccount', { currency_id: 99999 })).statusCode).toBe(400);
  });

  it('switches the active account, only to the user’s own', async () => {
    const eur = (await balance(alice)).accounts.find((a) => a.iso === 'EUR')!;
    const res = await post(alice, '/web-api/user/setactiveaccount', { account_id: eur.id });
    expect(res.json<AccountsPayload>().accounts.map((a) => [a.iso, a.isActive])).toEqual([
      ['USD', false],
      ['EUR', true],
    ]);
    expect((await post(alice, '/web-api/user/setactiveaccount', { account_id: bob.cashAccountId })).statusCode).toBe(
      404,
    );
    expect((await balance(bob)).accounts[0]?.isActive).toBe(true);
  });

  it('answers 404 for another user’s account id on every account route (no IDOR)', async () => {
    for (const url of ['/web-api/user/setactiveaccount', '/web-api/user/deleteCurrencyAccount']) {
      expect((await post(alice, url, { account_id: bob.cashAccountId })).statusCode).toBe(404);
    }
    const withdraw = await post(alice, '/web-api/payments/withdraw', { account_id: bob.cashAccountId, amount: '1' });
    expect(withdraw.statusCode).toBe(404);
    expect((await balance(bob)).accounts).toHaveLength(1);
  });

  it('deletes an account only when all its balances are zero, and never the last one', async () => {
    expect(
      (await post(alice, '/web-api/user/deleteCurrencyAccount', { account_id: alice.cashAccountId })).json(),
    ).toMatchObject({
      error_code: 'not_empty',
    });
    const eur = (await balance(alice)).accounts.find((a) => a.iso === 'EUR')!;
    const deleted = await post(alice, '/web-api/user/deleteCurrencyAccount', { account_id: eur.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<AccountsPayload>().accounts.map((a) => [a.iso, a.isActive])).toEqual([['USD', true]]);
    const last = await post(bob, '/web-api/user/deleteCurrencyAccount', { account_id: bob.cashAccountId });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error_code: 'last_account' });
  });

  it('reopens a deleted currency account with its id kept', async () => {
    const res = await post(alice, '/web-api/user/createCurrencyAccount', { currency_id: 12 });
    expect(res.json<AccountsPayload>().accounts.map((a) => a.iso)).toEqual(['USD', 'EUR']);
  });
});

describe('office history', () => {
  it('pages the main account’s operations 50 at a time and keeps the archive out unless asked', async () => {
    const user = await t.seedUser();
    const clearing = await systemAccountId(t.database, 'payment_clearing', 10);
    const old = new Date(t.clock.now.getTime() - 120 * 86_400_000);
    for (let i = 0; i < 55; i++) {
      await postTransaction(t.database, {
        kind: 'test_funding',
        idempotencyKey: `history-${user.id}-${i}`,
        legs: [
          { accountId: clearing, amount: -100 },
          { accountId: user.cashAccountId, amount: 100 },
        ],
        ...(i < 3 ? { at: old } : {}),
      });
    }
    const page = (payload: object) => post(user, '/web-api/officeapi/gethistorypaymentmainaccount', payload);
    const first = (await page({})).json();
    expect(first).toMatchObject({ page_number: 1, page_size: 50, has_more: true, is_include_archive: false });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      operation: 'test_funding',
      amount: 1,
      currency: 'USD',
      accountType: 'main',
    });
    expect((await page({ page_number: 2 })).json().items).toHaveLength(2);
    const archive = (await page({ page_number: 2, is_include_archive: true })).json();
    expect(archive.items).toHaveLength(5);
    expect(archive.has_more).toBe(false);
    const virtual = (await post(user, '/web-api/officeapi/gethistorypaymentvirtualaccount')).json();
    expect(virtual.items).toEqual([]);
  });
});

import { accountsPayload, createCurrencyAccountAnswer, paymentHistoryPage } from '@fairline/shared/wire/wallet';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { createWalletTestApp, type TestUser, type WalletTestApp } from './wallet.testing';

// The wallet's answers as a guest and a player really get them, each read with its shared wire
// schema (packages/shared/src/wire/wallet.ts): the web types its calls with the same schemas.
let t: WalletTestApp;
let player: TestUser;

beforeAll(async () => {
  t = await createWalletTestApp();
  player = await t.seedUser({ currencyId: 10 });
  expect(await t.deposit(player, '25.50')).toBe('credited');
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}, headers: Record<string, string> = player.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload });

// Each with a valid body: a body is checked before the session, and this is about the session.
const ROUTES = [
  ['GET', '/web-api/user/balance', undefined],
  ['POST', '/web-api/user/balance', {}],
  ['POST', '/web-api/user/setactiveaccount', { account_id: 1 }],
  ['POST', '/web-api/user/createCurrencyAccount', { currency_id: 12 }],
  ['POST', '/web-api/user/deleteCurrencyAccount', { account_id: 1 }],
  ['POST', '/web-api/officeapi/gethistorypaymentmainaccount', {}],
  ['POST', '/web-api/officeapi/gethistorypaymentvirtualaccount', {}],
] as const;

describe('the wallet’s wire contract', () => {
  it.each(ROUTES)('answers a guest %s %s with the shared 401 refusal', async (method, url, payload) => {
    readExactWire(await t.app.inject({ method, url, payload }), webApiError, 401);
  });

  it('answers the player’s balance (GET and POST) as the shared accounts payload', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const payload = readExactWire(
        await t.app.inject({ method, url: ROUTES[0][1], headers: player.headers }),
        accountsPayload,
      );
      expect(payload.accounts[0]).toMatchObject({ id: player.cashAccountId, money: 25.5, iso: 'USD', isActive: true });
    }
  });

  it('answers opening, activating and deleting a currency account with the shared payloads', async () => {
    const opened = readExactWire(
      await post('/web-api/user/createCurrencyAccount', { currency_id: 12 }),
      createCurrencyAccountAnswer,
    );
    expect(opened.accounts.map((a) => a.iso)).toEqual(['USD', 'EUR']);
    const active = readExactWire(
      await post('/web-api/user/setactiveaccount', { account_id: opened.account_id }),
      accountsPayload,
    );
    expect(active.accounts.find((a) => a.isActive)?.id).toBe(opened.account_id);
    await post('/web-api/user/setactiveaccount', { account_id: player.cashAccountId });
    const left = readExactWire(
      await post('/web-api/user/deleteCurrencyAccount', { account_id: opened.account_id }),
      accountsPayload,
    );
    expect(left.accounts.map((a) => a.iso)).toEqual(['USD']);
  });

  it('answers both account histories as the shared history page, the deposit among the main operations', async () => {
    const main = readExactWire(
      await post('/web-api/officeapi/gethistorypaymentmainaccount', { page_number: 1 }),
      paymentHistoryPage,
    );
    expect(main.items.map((i) => [i.operation, i.amount, i.accountType])).toContainEqual(['deposit', 25.5, 'main']);
    const virtual = readExactWire(
      await post('/web-api/officeapi/gethistorypaymentvirtualaccount', { is_include_archive: true }),
      paymentHistoryPage,
    );
    expect(virtual).toMatchObject({ page_number: 1, is_include_archive: true });
  });
});

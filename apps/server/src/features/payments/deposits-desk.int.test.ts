import { depositsAnswer } from '@fairline/shared/wire/backoffice-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { asStaff, signedInStaff, type TestStaff } from '../backoffice/backoffice.testing';
import { createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';

// The back office's deposits view (ADR 0051): read-only, filtered by status, player, currency and UTC
// days, sorted by a whitelisted column and paged on the server, exported to CSV under payments.deposits.
const USD = 10;
const EUR = 12;
let t: WalletTestApp;
let payments: TestStaff;
let a: TestUser;
let b: TestUser;
const ids: Record<string, string> = {};

async function deposit(user: TestUser, amount: string, currencyId: number, outcome: 'succeeded' | 'declined' | null) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: user.headers,
    payload: { amount, currency_id: currencyId },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { deposit_id } = started.json<{ deposit_id: string }>();
  if (outcome) {
    const cents = Math.round(Number(amount) * 100);
    const currency = currencyId === EUR ? 'EUR' : 'USD';
    const res = await t.callback({
      provider_tx_id: `sbx_${deposit_id}`,
      deposit_id,
      status: outcome,
      amount: cents,
      currency,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return deposit_id;
}

beforeAll(async () => {
  t = await createWalletTestApp();
  payments = await t.operator();
  a = await t.seedUser({ currencyId: USD });
  b = await t.seedUser({ currencyId: EUR });
  ids.a10 = await deposit(a, '10', USD, 'succeeded');
  ids.a30 = await deposit(a, '30', USD, 'succeeded');
  ids.a20 = await deposit(a, '20', USD, 'declined');
  ids.a5 = await deposit(a, '5', USD, null);
  ids.b40 = await deposit(b, '40', EUR, 'succeeded');
  // One of A's deposits was made on a known day, for the date filter.
  await t.database.query(`update payments set created_at = '2026-01-15T23:30:00Z' where public_id = $1`, [ids.a30]);
}, 60_000);
afterAll(() => t.close());

const list = async (query: string, staff = payments) =>
  t.app.inject({ method: 'GET', url: `/admin-api/payments/deposits?${query}`, headers: asStaff(staff.cookie) });
const idsOf = async (query: string) => readExactWire(await list(query), depositsAnswer).items.map((d) => d.deposit_id);

describe('deposits view (payments.deposits)', () => {
  it('filters by player and status, each row as the provider left it', async () => {
    expect(new Set(await idsOf(`user_id=${a.id}`))).toEqual(new Set([ids.a10, ids.a30, ids.a20, ids.a5]));
    expect(new Set(await idsOf(`user_id=${a.id}&status=credited`))).toEqual(new Set([ids.a10, ids.a30]));
    const [declined] = readExactWire(await list(`user_id=${a.id}&status=declined`), depositsAnswer).items;
    expect(declined).toMatchObject({ deposit_id: ids.a20, amount_minor: 20_00, currency: 'USD', status: 'declined' });
    expect(await idsOf(`user_id=${a.id}&status=pending`)).toEqual([ids.a5]);
  });

  it('filters by currency: only that currency’s deposits', async () => {
    const { items } = readExactWire(await list(`currency_id=${EUR}`), depositsAnswer);
    expect(items.map((d) => d.deposit_id)).toContain(ids.b40);
    expect(items.every((d) => d.currency_id === EUR && d.currency === 'EUR')).toBe(true);
  });

  it('filters by UTC days, both ends inclusive', async () => {
    expect(await idsOf(`user_id=${a.id}&from=2026-01-15&to=2026-01-15`)).toEqual([ids.a30]);
    expect(await idsOf(`user_id=${a.id}&to=2026-01-14`)).toEqual([]);
    expect(await idsOf(`user_id=${a.id}&from=2026-01-16`)).not.toContain(ids.a30);
  });

  it('sorts by a whitelisted column either way; newest first by default', async () => {
    expect(await idsOf(`user_id=${a.id}&sort=amount&dir=asc`)).toEqual([ids.a5, ids.a10, ids.a20, ids.a30]);
    expect(await idsOf(`user_id=${a.id}&sort=amount&dir=desc`)).toEqual([ids.a30, ids.a20, ids.a10, ids.a5]);
    // a30 was moved to January: the oldest, so last by default.
    expect((await idsOf(`user_id=${a.id}`)).at(-1)).toBe(ids.a30);
    expect((await idsOf(`user_id=${a.id}&sort=created_at&dir=asc`))[0]).toBe(ids.a30);
    for (const bad of ['sort=email', 'sort=amount;drop table payments', 'dir=up', 'from=2026-13-45', 'status=paid']) {
      expect((await list(`user_id=${a.id}&${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('pages on the server with the filtered total', async () => {
    const all = await idsOf(`user_id=${a.id}&sort=amount&dir=asc`);
    const page = readExactWire(await list(`user_id=${a.id}&sort=amount&dir=asc&offset=1&limit=2`), depositsAnswer);
    expect(page.total).toBe(4);
    expect(page.items.map((d) => d.deposit_id)).toEqual(all.slice(1, 3));
  });

  it('exports the filtered, sorted list to CSV and audits the export', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin-api/payments/deposits.csv?user_id=${a.id}&sort=amount&dir=desc`,
      headers: asStaff(payments.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'deposit_id,user_id,currency,amount_minor,status,provider,method_code,method,reason,created_at,settled_at',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([ids.a30, ids.a20, ids.a10, ids.a5]);
    const [audit] = await t.database.query<{ staff_id: string; after: { rows: number } }>(
      `select staff_id, after from staff_audit where action = 'payments.deposits_exported' order by id desc limit 1`,
    );
    expect(Number(audit?.staff_id)).toBe(payments.id);
    expect(audit?.after.rows).toBe(4);
  });

  it('is read by payments and compliance staff, not by support', async () => {
    const support = await signedInStaff(t.app, t.database, 'support');
    const compliance = await signedInStaff(t.app, t.database, 'compliance');
    expect((await list(`user_id=${a.id}`, support)).statusCode).toBe(403);
    expect((await list(`user_id=${a.id}`, compliance)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/payments/deposits' })).statusCode).toBe(401);
  });
});

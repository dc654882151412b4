import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// Server-side sorting of the player search (ADR 0051): `sort` is one of a whitelist of column names,
// `dir` asc or desc; anything else is refused before it could reach SQL. Newest first by default.
let t: TestApp;
let support: TestStaff;
const ids: Record<'ann' | 'bob' | 'cid', number> = { ann: 0, bob: 0, cid: 0 };

beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t.app, t.database, 'support');
  // Registered in this order (cid first), with names, e-mails and countries in other orders.
  const rows: [keyof typeof ids, string, string, string][] = [
    ['cid', 'zz.sortcase@example.com', 'Adams', 'de'],
    ['ann', 'aa.sortcase@example.com', 'Young', 'kz'],
    ['bob', 'mm.sortcase@example.com', 'Brown', 'at'],
  ];
  let minute = 0;
  for (const [key, email, last, country] of rows) {
    minute += 1;
    const [row] = await t.database.query<{ id: string }>(
      `insert into users (brand_id, country, currency_id, registration_type, email, last_name, created_at)
       values (1, $1, 10, 'full_reg', $2, $3, $4) returning id`,
      [country, email, last, new Date(Date.UTC(2026, 0, 1, 0, minute))],
    );
    ids[key] = Number(row?.id);
  }
}, 60_000);
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/admin-api/players?q=sortcase&${query}`, headers: asStaff(support.cookie) });
const order = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number }[] }>().items.map((p) => p.id);
};

describe('player search sorting', () => {
  it('lists the newest registration first by default', async () => {
    expect(await order('')).toEqual([ids.bob, ids.ann, ids.cid]);
    expect(await order('sort=created_at&dir=asc')).toEqual([ids.cid, ids.ann, ids.bob]);
  });

  it('sorts by e-mail, name or country, A to Z unless dir says desc', async () => {
    expect(await order('sort=email')).toEqual([ids.ann, ids.bob, ids.cid]);
    expect(await order('sort=email&dir=desc')).toEqual([ids.cid, ids.bob, ids.ann]);
    expect(await order('sort=name')).toEqual([ids.cid, ids.bob, ids.ann]);
    expect(await order('sort=country')).toEqual([ids.bob, ids.cid, ids.ann]);
  });

  it('sorts by id and pages the sorted list', async () => {
    expect(await order('sort=id&dir=asc')).toEqual([ids.cid, ids.ann, ids.bob]);
    expect(await order('sort=id&dir=asc&offset=1&limit=1')).toEqual([ids.ann]);
  });

  it('refuses a column outside the whitelist or a direction that is not asc/desc', async () => {
    for (const bad of ['sort=phone', 'sort=email;drop table users', 'sort=1', 'dir=up', 'dir=ASC']) {
      expect((await search(bad)).statusCode, bad).toBe(400);
    }
  });

  it('exports the search in the order asked for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/players.csv?q=sortcase&sort=email&dir=desc',
      headers: asStaff(support.cookie),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows.map((r) => Number(r.split(',')[0]))).toEqual([ids.cid, ids.bob, ids.ann]);
  });
});

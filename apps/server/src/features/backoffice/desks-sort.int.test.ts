import { CurrencyId } from '@fairline/shared/lookups/currencies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// Server-side sorting of the remaining desks (ADR 0051): the support queue, VIP bet requests, the
// verification queue, manual adjustments and the audit log take `sort` from a whitelist of columns and
// `dir` asc|desc; ties break on the id the same way; without `sort` each keeps its own order; the CSV
// comes out in the order asked for; any other value is a 400 before it could reach SQL.
let t: TestApp;
let admin: TestStaff;
let other: TestStaff;
const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour));
const far = (hour: number) => new Date(Date.UTC(2036, 0, 1, hour));
const P: number[] = [];
const T: number[] = [];
const V: number[] = [];
const A: number[] = [];
const R: number[] = [];
const L: number[] = [];

async function insert(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.database.query<{ id: string }>(`${sql} returning id`, params);
  return Number(row?.id);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t.app, t.database, 'admin');
  other = await signedInStaff(t.app, t.database, 'admin');
  // Players P0..P2: e-mails and countries in other orders than their ids.
  for (const [email, country] of [
    ['bb.desksort@example.com', 'at'],
    ['cc.desksort@example.com', 'kz'],
    ['aa.desksort@example.com', 'de'],
  ]) {
    const id = await insert(
      `insert into users (brand_id, country, currency_id, registration_type, email) values (1, $1, $2, 'full_reg', $3)`,
      [country, CurrencyId.USD, email],
    );
    await t.database.query('select wallet_ensure_accounts($1)', [id]);
    P.push(id);
  }
  // Tickets T0..T2: [owner, created hour, updated hour] — default order is the oldest change first.
  for (const [owner, created, updated] of [
    [2, 1, 3],
    [0, 2, 1],
    [1, 3, 2],
  ] as const) {
    T.push(
      await insert(
        `insert into support_tickets (user_id, topic, subject, created_at, updated_at) values ($1, 'other', 'Sort', $2, $3)`,
        [P[owner], at(created), at(updated)],
      ),
    );
  }
  // VIP requests V0..V2: [status, stake, expiry hour] — default is awaiting first, then by expiry.
  for (const [status, stake, expires] of [
    ['awaiting', 500, 3],
    ['declined', 100, 1],
    ['awaiting', 300, 2],
  ] as const) {
    V.push(
      await insert(
        `insert into vip_bet_requests (user_id, bet_guid, stake, coupon, status, currency_id, expires_at)
         values ($1, gen_random_uuid()::text, $2, '{}'::jsonb, $3, $4, $5)`,
        [P[0], stake, status, CurrencyId.USD, far(expires)],
      ),
    );
  }
  // Pending verifications of P0..P2 submitted at hours 3, 1, 2 (the queue: oldest submission first).
  for (const [i, hour] of [3, 1, 2].entries()) {
    await t.database.query(
      `insert into verifications (user_id, status, first_name, last_name, submitted_at) values ($1, 'pending', 'A', 'B', $2)`,
      [P[i], at(hour)],
    );
  }
  // Adjustments: pending A0..A2 [owner, amount, created hour]; rejected R0, R1 (newest id first by default).
  const adjust = async (owner: number, amount: number, hour: number, status: string) => {
    const [account] = await t.database.query<{ id: string }>(
      `select ledger_player_account($1, $2, 'player_cash') as id`,
      [P[owner], CurrencyId.USD],
    );
    const decided = status === 'rejected';
    return insert(
      `insert into manual_adjustments (user_id, currency_id, account_id, direction, amount, category, reason, status,
         threshold, requested_by, requested_email, decided_by, decided_email, created_at, decided_at)
       values ($1, $2, $3, 'credit', $4, 'goodwill', 'sort test', $5, 10000, $6, $7, $8, $9, $10, $11)`,
      [
        P[owner],
        CurrencyId.USD,
        Number(account?.id),
        amount,
        status,
        admin.id,
        admin.email,
        decided ? other.id : null,
        decided ? other.email : null,
        at(hour),
        decided ? at(hour + 1) : null,
      ],
    );
  };
  A.push(
    await adjust(0, 50_000, 2, 'pending'),
    await adjust(1, 90_000, 1, 'pending'),
    await adjust(2, 20_000, 3, 'pending'),
  );
  R.push(await adjust(0, 30_000, 1, 'rejected'), await adjust(1, 40_000, 5, 'rejected'));
  // Audit rows L0..L2: [action, subject, hour] — newest first by default.
  for (const [action, subject, hour] of [
    ['desksort.b', 'x:2', 1],
    ['desksort.a', 'x:3', 3],
    ['desksort.c', 'x:1', 2],
  ] as const) {
    L.push(
      await insert(`insert into staff_audit (action, subject, at) values ($1, $2, $3)`, [action, subject, at(hour)]),
    );
  }
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(admin.cookie) });

/** The ids of a list's page (or the first CSV column), keeping only `mine` in the order answered. */
async function order(url: string, mine: number[], key: 'id' | 'user_id' = 'id'): Promise<number[]> {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const ids = url.includes('.csv')
    ? res.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
    : res.json<{ items: Record<string, number>[] }>().items.map((row) => Number(row[key]));
  return ids.filter((id) => mine.includes(id));
}

describe('sorting the remaining desks (ADR 0051)', () => {
  it('support queue: oldest change first by default; sorts by created_at, user_id, status (ties by id)', async () => {
    const q = (s: string) => order(`/admin-api/support/tickets?limit=200${s}`, T);
    expect(await q('')).toEqual([T[1], T[2], T[0]]);
    expect(await q('&sort=created_at&dir=asc')).toEqual([T[0], T[1], T[2]]);
    expect(await q('&sort=created_at&dir=desc')).toEqual([T[2], T[1], T[0]]);
    expect(await q('&sort=user_id&dir=asc')).toEqual([T[1], T[2], T[0]]);
    expect(await q('&sort=user_id&dir=desc')).toEqual([T[0], T[2], T[1]]);
    expect(await q('&sort=status&dir=desc')).toEqual([T[2], T[1], T[0]]);
    expect(await order('/admin-api/support/tickets.csv?sort=created_at&dir=desc', T)).toEqual([T[2], T[1], T[0]]);
  });

  it('VIP requests: awaiting first by expiry by default; sorts by stake and expiry', async () => {
    const q = (s: string) => order(`/admin-api/vip-bets?limit=200${s}`, V);
    expect(await q('')).toEqual([V[2], V[0], V[1]]);
    expect(await q('&sort=stake&dir=asc')).toEqual([V[1], V[2], V[0]]);
    expect(await q('&sort=stake&dir=desc')).toEqual([V[0], V[2], V[1]]);
    expect(await q('&sort=expires_at&dir=asc')).toEqual([V[1], V[2], V[0]]);
    expect(await order('/admin-api/vip-bets.csv?sort=stake&dir=asc', V)).toEqual([V[1], V[2], V[0]]);
  });

  it('verification queue: oldest submission first by default; sorts by e-mail, country, submission', async () => {
    const q = (s: string) => order(`/admin-api/verification?limit=200${s}`, P, 'user_id');
    expect(await q('')).toEqual([P[1], P[2], P[0]]);
    expect(await q('&sort=email&dir=asc')).toEqual([P[2], P[0], P[1]]);
    expect(await q('&sort=email&dir=desc')).toEqual([P[1], P[0], P[2]]);
    expect(await q('&sort=country&dir=asc')).toEqual([P[0], P[2], P[1]]);
    expect(await q('&sort=submitted_at&dir=desc')).toEqual([P[0], P[2], P[1]]);
    expect(await order('/admin-api/verification.csv?sort=email&dir=asc', P)).toEqual([P[2], P[0], P[1]]);
  });

  it('adjustments: pending oldest first, decided newest id first by default; sorts by amount and time', async () => {
    const q = (s: string) => order(`/admin-api/payments/adjustments?limit=200${s}`, [...A, ...R]);
    expect(await q('')).toEqual([A[1], A[0], A[2]]);
    expect(await q('&status=rejected')).toEqual([R[1], R[0]]);
    expect(await q('&sort=amount&dir=asc')).toEqual([A[2], A[0], A[1]]);
    expect(await q('&sort=amount&dir=desc')).toEqual([A[1], A[0], A[2]]);
    expect(await q('&sort=created_at&dir=desc')).toEqual([A[2], A[0], A[1]]);
    expect(await q('&status=rejected&sort=decided_at&dir=asc')).toEqual([R[0], R[1]]);
    expect(await order('/admin-api/payments/adjustments.csv?sort=amount&dir=asc', A)).toEqual([A[2], A[0], A[1]]);
  });

  it('audit log: newest first by default; sorts by action, subject, time', async () => {
    const q = (s: string) => order(`/admin-api/audit?action=desksort.${s}`, L);
    expect(await q('')).toEqual([L[1], L[2], L[0]]);
    expect(await q('&sort=action&dir=asc')).toEqual([L[1], L[0], L[2]]);
    expect(await q('&sort=action&dir=desc')).toEqual([L[2], L[0], L[1]]);
    expect(await q('&sort=subject&dir=asc')).toEqual([L[2], L[0], L[1]]);
    expect(await q('&sort=at&dir=asc')).toEqual([L[0], L[2], L[1]]);
    expect(await order('/admin-api/audit.csv?action=desksort.&sort=subject&dir=desc', L)).toEqual([L[1], L[0], L[2]]);
  });

  it('refuses a sort outside the whitelist or a direction other than asc/desc, on lists and CSVs', async () => {
    const paths = ['support/tickets', 'vip-bets', 'verification', 'payments/adjustments', 'audit'];
    for (const path of paths) {
      for (const bad of ['sort=bogus', 'sort=id;drop table users', 'sort=amount%20desc', 'dir=up']) {
        expect((await get(`/admin-api/${path}?${bad}`)).statusCode, `${path}?${bad}`).toBe(400);
        expect((await get(`/admin-api/${path}.csv?${bad}`)).statusCode, `${path}.csv?${bad}`).toBe(400);
      }
    }
  });
});

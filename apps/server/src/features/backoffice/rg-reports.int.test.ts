import { CurrencyId } from '@fairline/shared/lookups/currencies';
import type { RgBlocksReportAnswer, RgLimitsReportAnswer } from '@fairline/shared/wire/backoffice-rg-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rgNow } from '../responsible-gambling/responsible-gambling.service';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// The responsible-gambling reports (ADR 0054): a limit counts as "near" from 80 % used in its current
// window, and a running self-exclusion or time-out is listed whoever set it.
const USD = CurrencyId.USD;
let t: TestApp;
let compliance: TestStaff;
let risk: TestStaff;
let near: number;
let half: number;
let excluded: number;

async function newPlayer(email: string) {
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values (1, 'kz', $1, 'full_reg', $2, now()) returning id`,
    [USD, email],
  );
  const id = Number(row?.id);
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  return id;
}

/** A credited deposit of `amount` minor units at the protection clock's now, and a 24-hour limit. */
async function depositedAgainstLimit(userId: number, limit: number, amount: number) {
  const now = rgNow(t.database);
  await t.database.query('select deposit_limit_set($1, $2, $3, $4)', [userId, '24h', limit, now]);
  await t.database.query(
    `insert into payments (public_id, user_id, kind, provider, status, amount, currency_id, account_id, limit_amount, settled_at)
     values ($1, $2, 'deposit', 'sandbox', 'credited', $3, $4, ledger_player_account($2, $4, 'player_cash'), $3, $5)`,
    [crypto.randomUUID(), userId, amount, USD, new Date(now.getTime() - 60_000)],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  compliance = await signedInStaff(t.app, t.database, 'compliance');
  risk = await signedInStaff(t.app, t.database, 'risk');
  near = await newPlayer('rg.near@example.com');
  half = await newPlayer('rg.half@example.com');
  excluded = await newPlayer('rg.excluded@example.com');
  await depositedAgainstLimit(near, 100_00, 85_00);
  await depositedAgainstLimit(half, 100_00, 50_00);
  await t.database.query(
    `insert into rg_blocks (user_id, kind, until, set_by, created_at) values ($1, 'self_exclusion', $2, 'player', $3)`,
    [excluded, new Date(rgNow(t.database).getTime() + 180 * 86_400_000), rgNow(t.database)],
  );
}, 60_000);
afterAll(() => t.close());

const get = (url: string, s = compliance) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });

describe('the RG reports', () => {
  it('lists a player at 85 % of a deposit limit as near it, and not one at 50 %', async () => {
    const res = await get('/admin-api/rg/reports/limits?kind=deposit');
    expect(res.statusCode).toBe(200);
    const body = res.json() as RgLimitsReportAnswer;
    const row = body.items.find((r) => r.user_id === near);
    expect(row).toMatchObject({
      kind: 'deposit',
      period: '24h',
      currency: 'USD',
      limit_minor: 100_00,
      used_minor: 85_00,
      used_percent: 85,
    });
    expect(body.items.some((r) => r.user_id === half)).toBe(false);
    const lower = (
      await get(`/admin-api/rg/reports/limits?min_percent=50&user=${half}`)
    ).json() as RgLimitsReportAnswer;
    expect(lower.items).toHaveLength(1);
    const byUse = (
      await get(`/admin-api/rg/reports/limits?kind=deposit&min_percent=50&sort=used_percent&dir=asc`)
    ).json() as RgLimitsReportAnswer;
    const order = byUse.items.filter((r) => r.user_id === near || r.user_id === half).map((r) => r.user_id);
    expect(order).toEqual([half, near]);
    const atLimit = (await get('/admin-api/rg/reports/limits?min_percent=100')).json() as RgLimitsReportAnswer;
    expect(atLimit.items.some((r) => r.user_id === near)).toBe(false);
  });

  it('lists a self-excluded player, filters by kind and exports CSV (audited)', async () => {
    const body = (await get('/admin-api/rg/reports/blocks')).json() as RgBlocksReportAnswer;
    expect(body.items.find((r) => r.user_id === excluded)).toMatchObject({
      kind: 'self_exclusion',
      set_by: 'player',
      email: 'rg.excluded@example.com',
      indefinite: false,
    });
    const timeouts = (await get('/admin-api/rg/reports/blocks?kind=timeout')).json() as RgBlocksReportAnswer;
    expect(timeouts.items.some((r) => r.user_id === excluded)).toBe(false);
    const csv = await get('/admin-api/rg/reports/blocks.csv?kind=self_exclusion');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('user_id,email,phone,kind,set_by,started_at,until,indefinite,reason');
    expect(csv.body).toContain('rg.excluded@example.com');
    const [audit] = await t.database.query<{ staff_email: string }>(
      `select staff_email from staff_audit where action = 'rg.report_exported' order by id desc limit 1`,
    );
    expect(audit?.staff_email).toBe(compliance.email);
  });

  it('is compliance’s (and admin’s), not risk’s', async () => {
    expect((await get('/admin-api/rg/reports/limits', risk)).statusCode).toBe(403);
    expect((await get('/admin-api/rg/reports/blocks', risk)).statusCode).toBe(403);
  });
});

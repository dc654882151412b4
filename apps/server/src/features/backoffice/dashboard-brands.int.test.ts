// The dashboard by brand (issue 24 §2 "by brand and currency", ADR 0056): a house-revenue posting
// belongs to the brand of the player whose account is in the same ledger transaction; `brand=` narrows
// every figure to one brand's players, and the per-brand rows add up to the totals. Deltas against a
// first reading, so whatever the template database holds does not matter.
import { CurrencyId } from '@fairline/shared/lookups/currencies';
import type { DashboardAnswer, DashboardCurrencyRow } from '@fairline/shared/wire/backoffice-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

const USD = CurrencyId.USD;
let t: TestApp;
let risk: TestStaff;
let fairline: number;
let meridian: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  risk = await signedInStaff(t.app, t.database, 'risk');
  const brands = await t.database.query<{ id: number; slug: string }>('select id, slug from brands');
  fairline = Number(brands.find((b) => b.slug === 'fairline')?.id);
  meridian = Number(brands.find((b) => b.slug === 'meridian')?.id);
}, 60_000);
afterAll(() => t.close());

const dashboard = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/admin-api/dashboard${query}`, headers: asStaff(risk.cookie) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardAnswer>();
};
const usd = (rows: readonly DashboardCurrencyRow[]) => rows.find((r) => r.currency_id === USD);
const ggr = (rows: readonly DashboardCurrencyRow[]) => usd(rows)?.sportsbook.ggr_minor ?? 0;
const brandRow = (d: DashboardAnswer, id: number) => d.brands.find((b) => b.brand_id === id);

/** A new USD player of a brand with `cash`, who then loses `lost` to the house in a settled bet (a ledger posting). */
async function playerWhoLost(brandId: number, cash: number, lost: number) {
  seq += 1;
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, country, currency_id, registration_type, email)
     values ($1, 'kz', $2, 'full_reg', $3) returning id`,
    [brandId, USD, `brand${seq}.${process.pid}@example.com`],
  );
  const id = Number(row?.id);
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  const [account] = await t.database.query<{ id: string }>(
    `select ledger_player_account($1, $2, 'player_cash') as id`,
    [id, USD],
  );
  const cashAccount = Number(account?.id);
  await postTransaction(t.database, {
    kind: 'deposit',
    idempotencyKey: `brand-deposit:${id}`,
    legs: [
      { accountId: cashAccount, amount: cash },
      { accountId: await systemAccountId(t.database, 'payment_clearing', USD), amount: -cash },
    ],
  });
  await postTransaction(t.database, {
    kind: 'bet_settled',
    idempotencyKey: `brand-lost:${id}`,
    legs: [
      { accountId: cashAccount, amount: -lost },
      { accountId: await systemAccountId(t.database, 'house_revenue', USD), amount: lost },
    ],
  });
  return id;
}

describe('the dashboard by brand (GET /admin-api/dashboard?brand=)', () => {
  it('gives each brand the house revenue of its own players’ ledger postings, adding up to the totals', async () => {
    const before = await dashboard();
    const beforeFairline = await dashboard(`?brand=${fairline}`);
    const beforeMeridian = await dashboard(`?brand=${meridian}`);

    await playerWhoLost(fairline, 100_00, 30_00);
    await playerWhoLost(meridian, 100_00, 7_00);
    await playerWhoLost(meridian, 100_00, 5_00);

    const after = await dashboard();
    expect(ggr(after.currencies) - ggr(before.currencies)).toBe(42_00);
    expect(after.new_players - before.new_players).toBe(3);
    const f = brandRow(after, fairline);
    const m = brandRow(after, meridian);
    expect(ggr(f?.currencies ?? []) - ggr(brandRow(before, fairline)?.currencies ?? [])).toBe(30_00);
    expect(ggr(m?.currencies ?? []) - ggr(brandRow(before, meridian)?.currencies ?? [])).toBe(12_00);
    expect((m?.new_players ?? 0) - (brandRow(before, meridian)?.new_players ?? 0)).toBe(2);
    // The per-brand rows add up to the totals.
    expect(after.brands.reduce((sum, b) => sum + ggr(b.currencies), 0)).toBe(ggr(after.currencies));
    expect(after.brands.reduce((sum, b) => sum + b.new_players, 0)).toBe(after.new_players);

    // Narrowed to one brand, every figure is that brand's alone.
    const onlyMeridian = await dashboard(`?brand=${meridian}`);
    expect(onlyMeridian.brand_id).toBe(meridian);
    expect(onlyMeridian.brands.map((b) => b.brand_id)).toEqual([meridian]);
    expect(ggr(onlyMeridian.currencies) - ggr(beforeMeridian.currencies)).toBe(12_00);
    expect(onlyMeridian.new_players - beforeMeridian.new_players).toBe(2);
    const onlyFairline = await dashboard(`?brand=${fairline}`);
    expect(ggr(onlyFairline.currencies) - ggr(beforeFairline.currencies)).toBe(30_00);
    expect(onlyFairline.brand_options.map((b) => b.slug)).toEqual(expect.arrayContaining(['fairline', 'meridian']));
  });

  it('combines the brand with the currency filter and refuses an unknown brand', async () => {
    const d = await dashboard(`?brand=${meridian}&currency=${CurrencyId.EUR}`);
    expect(d.currencies.map((c) => c.currency_id)).toEqual([CurrencyId.EUR]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/dashboard?brand=9999',
      headers: asStaff(risk.cookie),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ validation_errors: { brand: 'unknown' } });
  });
});

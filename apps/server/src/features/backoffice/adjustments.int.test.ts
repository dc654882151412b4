import { CurrencyId, currencyById } from '@fairline/shared/lookups/currencies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { usdThresholdIn } from './adjustments.repository';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// Manual adjustments (ADR 0048): at or below 100 USD (converted per currency) they post at once; above
// it a different staff member with payments.approve decides; posting is one ledger transaction keyed
// by the adjustment's id, so it happens once whatever races; a debit never takes the cash below zero.
const USD = CurrencyId.USD;
const THRESHOLD = 100_00;
let t: TestApp;
let requester: TestStaff;
let approver: TestStaff;
let approver2: TestStaff;
let support: TestStaff;
let risk: TestStaff;
let admin: TestStaff;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInStaff(t.app, t.database, 'payments');
  approver = await signedInStaff(t.app, t.database, 'payments');
  approver2 = await signedInStaff(t.app, t.database, 'admin');
  support = await signedInStaff(t.app, t.database, 'support');
  risk = await signedInStaff(t.app, t.database, 'risk');
  admin = await signedInStaff(t.app, t.database, 'admin');
}, 60_000);
afterAll(() => t.close());

/** A USD player with `cash` minor units deposited; answers the id and the cash account. */
async function seedPlayer(cash = 50_00) {
  seq += 1;
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values (1, 'kz', $1, 'full_reg', $2, now()) returning id`,
    [USD, `adj${seq}.${process.pid}@example.com`],
  );
  const id = Number(row?.id);
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  const [account] = await t.database.query<{ id: string }>(
    `select ledger_player_account($1, $2, 'player_cash') as id`,
    [id, USD],
  );
  const accountId = Number(account?.id);
  if (cash > 0)
    await postTransaction(t.database, {
      kind: 'deposit',
      idempotencyKey: `adj-deposit:${id}`,
      legs: [
        { accountId, amount: cash },
        { accountId: await systemAccountId(t.database, 'payment_clearing', USD), amount: -cash },
      ],
    });
  return { id, accountId };
}

const post = (s: TestStaff, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(s.cookie), payload });
const get = (s: TestStaff, url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });
const adjust = (s: TestStaff, userId: number, body: Partial<Record<string, unknown>> = {}) =>
  post(s, `/admin-api/players/${userId}/adjustments`, {
    currency_id: USD,
    direction: 'credit',
    amount_minor: 10_00,
    category: 'goodwill',
    reason: 'late settlement apology',
    ...body,
  });
const approve = (s: TestStaff, id: number) => post(s, `/admin-api/payments/adjustments/${id}/approve`);
const balance = async (accountId: number) =>
  Number(
    (await t.database.query<{ balance: string }>('select balance from ledger_accounts where id = $1', [accountId]))[0]
      ?.balance,
  );
const postings = async (id: number) =>
  (
    await t.database.query<{ n: string }>(`select count(*) as n from ledger_transactions where idempotency_key = $1`, [
      `adjustment:${id}`,
    ])
  ).map((r) => Number(r.n))[0];
const auditActions = async (userId: number) =>
  (
    await t.database.query<{ action: string; staff_email: string }>(
      `select action, staff_email from staff_audit where subject = $1 and action like 'payments.adjustment%' order by id`,
      [`user:${userId}`],
    )
  ).map((r) => `${r.action} ${r.staff_email}`);

describe('threshold', () => {
  it('100 USD is 100_00 cents, and converts per currency as bonus caps do (whole units × demo rate)', () => {
    expect(usdThresholdIn(100, USD)).toBe(THRESHOLD);
    const kzt = currencyById(CurrencyId.KZT);
    expect(usdThresholdIn(100, CurrencyId.KZT)).toBe(Math.round(100 * (kzt?.conversionCoefficient ?? 0)) * 100);
  });

  it('at the threshold a credit posts at once: one balanced transaction against the house adjustments account', async () => {
    const p = await seedPlayer();
    const res = await adjust(requester, p.id, { amount_minor: THRESHOLD });
    expect(res.statusCode, res.body).toBe(200);
    const { adjustment, balance_minor } = res.json();
    expect(adjustment).toMatchObject({ status: 'posted', amount_minor: THRESHOLD, decided_by: null, currency: 'USD' });
    expect(balance_minor).toBe(50_00 + THRESHOLD);
    expect(await balance(p.accountId)).toBe(50_00 + THRESHOLD);
    expect(await postings(adjustment.id)).toBe(1);
    const legs = await t.database.query<{ kind: string; amount: string }>(
      `select a.kind, e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where e.transaction_id = $1 order by e.amount`,
      [adjustment.ledger_tx_id],
    );
    expect(legs.map((l) => [l.kind, Number(l.amount)])).toEqual([
      ['manual_adjustments', -THRESHOLD],
      ['player_cash', THRESHOLD],
    ]);
    expect(await auditActions(p.id)).toEqual([
      `payments.adjustment_requested ${requester.email}`,
      `payments.adjustment_posted ${requester.email}`,
    ]);
    await assertLedgerInvariants(t.database);
  });

  it('a debit at or below the threshold posts at once and takes the cash down', async () => {
    const p = await seedPlayer();
    const res = await adjust(requester, p.id, { direction: 'debit', amount_minor: 20_00, category: 'correction' });
    expect(res.json()).toMatchObject({ adjustment: { status: 'posted' }, balance_minor: 30_00 });
    expect(await balance(p.accountId)).toBe(30_00);
  });

  it('above the threshold it waits: nothing moves until a different staff member approves', async () => {
    const p = await seedPlayer();
    const res = await adjust(requester, p.id, { amount_minor: THRESHOLD + 1 });
    const { adjustment } = res.json();
    expect(adjustment).toMatchObject({ status: 'pending', ledger_tx_id: null, threshold_minor: THRESHOLD });
    expect(await balance(p.accountId)).toBe(50_00);
    const desk = (await get(approver, '/admin-api/payments/adjustments?status=pending')).json();
    expect(desk.items.map((a: { id: number }) => a.id)).toContain(adjustment.id);

    const own = await approve(requester, adjustment.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error_code: 'own_adjustment' });
    expect(await balance(p.accountId)).toBe(50_00);

    const ok = await approve(approver, adjustment.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      adjustment: { status: 'posted', requested_by: requester.email, decided_by: approver.email },
      balance_minor: 50_00 + THRESHOLD + 1,
    });
    const twice = await approve(approver2, adjustment.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error_code: 'adjustment_decided' });
    expect(await postings(adjustment.id)).toBe(1);
    expect(await balance(p.accountId)).toBe(50_00 + THRESHOLD + 1);
    expect(await auditActions(p.id)).toEqual([
      `payments.adjustment_requested ${requester.email}`,
      `payments.adjustment_approved ${approver.email}`,
      `payments.adjustment_posted ${approver.email}`,
    ]);
    await assertLedgerInvariants(t.database);
  });

  it('two approvers racing post once: one succeeds, the other finds it decided', async () => {
    const p = await seedPlayer();
    const { adjustment } = (await adjust(requester, p.id, { amount_minor: 500_00 })).json();
    const answers = await Promise.all([approve(approver, adjustment.id), approve(approver2, adjustment.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await postings(adjustment.id)).toBe(1);
    expect(await balance(p.accountId)).toBe(50_00 + 500_00);
    await assertLedgerInvariants(t.database);
  });

  it('a rejection with a reason moves nothing and closes the request', async () => {
    const p = await seedPlayer();
    const { adjustment } = (await adjust(requester, p.id, { amount_minor: 300_00 })).json();
    expect((await post(approver, `/admin-api/payments/adjustments/${adjustment.id}/reject`, {})).statusCode).toBe(400);
    const own = await post(requester, `/admin-api/payments/adjustments/${adjustment.id}/reject`, { reason: 'oops' });
    expect(own.statusCode).toBe(403);
    const res = await post(approver, `/admin-api/payments/adjustments/${adjustment.id}/reject`, {
      reason: 'no ticket backs it',
    });
    expect(res.json()).toMatchObject({
      adjustment: { status: 'rejected', decided_by: approver.email, decision_reason: 'no ticket backs it' },
      balance_minor: 50_00,
    });
    expect((await approve(approver2, adjustment.id)).statusCode).toBe(409);
    expect(await postings(adjustment.id)).toBe(0);
    const [row] = await t.database.query<{ reason: string }>(
      `select reason from staff_audit where action = 'payments.adjustment_rejected' and subject = $1`,
      [`user:${p.id}`],
    );
    expect(row?.reason).toBe('no ticket backs it');
  });
});

describe('a debit never takes the cash below zero', () => {
  it('is refused at request when the cash is short, and nothing is kept', async () => {
    const p = await seedPlayer(30_00);
    const res = await adjust(requester, p.id, { direction: 'debit', amount_minor: 30_01, category: 'chargeback' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'insufficient_funds' });
    expect(await balance(p.accountId)).toBe(30_00);
    expect((await get(requester, `/admin-api/players/${p.id}/adjustments`)).json().items).toEqual([]);
  });

  it('is refused at approval when the cash fell meanwhile; the request stays pending', async () => {
    const p = await seedPlayer(250_00);
    const big = (await adjust(requester, p.id, { direction: 'debit', amount_minor: 200_00 })).json().adjustment;
    await adjust(requester, p.id, { direction: 'debit', amount_minor: 90_00 });
    expect(await balance(p.accountId)).toBe(160_00);
    const res = await approve(approver, big.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'insufficient_funds' });
    expect(await balance(p.accountId)).toBe(160_00);
    const mine = (await get(requester, `/admin-api/players/${p.id}/adjustments`)).json().items;
    expect(mine.find((a: { id: number }) => a.id === big.id)).toMatchObject({ status: 'pending', decided_by: null });
    await assertLedgerInvariants(t.database);
  });
});

describe('permissions and input', () => {
  it('requesting needs payments.adjust, deciding and the desk need payments.approve', async () => {
    const p = await seedPlayer();
    expect((await adjust(support, p.id)).statusCode).toBe(403);
    const { adjustment } = (await adjust(requester, p.id, { amount_minor: 150_00 })).json();
    expect((await approve(risk, adjustment.id)).statusCode).toBe(403);
    expect((await get(support, '/admin-api/payments/adjustments')).statusCode).toBe(403);
    // Every role with the player page sees the player's adjustments.
    const list = await get(support, `/admin-api/players/${p.id}/adjustments`);
    expect(list.json().items).toMatchObject([{ id: adjustment.id, status: 'pending' }]);
    const csv = await get(admin, '/admin-api/payments/adjustments.csv?status=pending');
    expect(csv.body.split('\r\n')[0]).toContain('id,user_id,currency,direction,amount_minor');
  });

  it('needs a reason, a positive whole amount and a cash account in the currency', async () => {
    const p = await seedPlayer();
    expect((await adjust(requester, p.id, { reason: ' ' })).statusCode).toBe(400);
    expect((await adjust(requester, p.id, { amount_minor: 0 })).statusCode).toBe(400);
    expect((await adjust(requester, p.id, { amount_minor: 1.5 })).statusCode).toBe(400);
    expect((await adjust(requester, p.id, { category: 'bonus' })).statusCode).toBe(400);
    expect((await adjust(requester, p.id, { currency_id: CurrencyId.EUR })).statusCode).toBe(404);
    expect((await adjust(requester, 987_654_321)).statusCode).toBe(404);
    expect((await approve(approver, 987_654_321)).statusCode).toBe(404);
  });
});

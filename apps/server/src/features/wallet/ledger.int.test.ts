import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { playerAccountId, postTransaction, systemAccountId } from './ledger.service';
import { assertLedgerInvariants, findLedgerViolations } from './ledger-invariants.testing';
import { balanceOf, createWalletTestApp, type TestUser, type WalletTestApp } from './wallet.testing';

let t: WalletTestApp;
let user: TestUser;
let clearing: number;

beforeAll(async () => {
  t = await createWalletTestApp();
  user = await t.seedUser();
  clearing = await systemAccountId(t.database, 'payment_clearing', 10);
});
afterAll(() => t.close());

const fund = (key: string, amount: number, accountId = user.cashAccountId) =>
  postTransaction(t.database, {
    kind: 'test_funding',
    idempotencyKey: key,
    legs: [
      { accountId: clearing, amount: -amount },
      { accountId, amount },
    ],
  });

describe('ledger_post', () => {
  it('books a balanced transaction and moves the cached balance with it', async () => {
    const before = await balanceOf(t.database, user.cashAccountId);
    const posted = await fund('fund-1', 10_000);
    expect(posted.replayed).toBe(false);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 10_000);
    await assertLedgerInvariants(t.database);
  });

  it('has one effect for a key replayed 10 times in sequence, answering the same transaction', async () => {
    const before = await balanceOf(t.database, user.cashAccountId);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await fund('fund-seq', 500));
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 500);
  });

  it('has one effect for a key sent 10 times at once', async () => {
    const before = await balanceOf(t.database, user.cashAccountId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => fund('fund-par', 700)));
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before + 700);
    await assertLedgerInvariants(t.database);
  });

  it('refuses the same key with another body (409) and moves nothing', async () => {
    const before = await balanceOf(t.database, user.cashAccountId);
    const err = await fund('fund-seq', 501).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, errorCode: 'idempotency_conflict' });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before);
  });

  it('refuses an overdraft with no partial effect: no transaction, no entry, no balance change', async () => {
    const other = await t.seedUser();
    const bonus = await playerAccountId(t.database, user.id, 10, 'player_bonus');
    await fund('fund-bonus', 300, bonus);
    const before = await Promise.all(
      [user.cashAccountId, bonus, other.cashAccountId].map((id) => balanceOf(t.database, id)),
    );
    const cash = before[0]!;
    // One leg would overdraw the bonus account while the cash leg alone would be fine.
    const err = await postTransaction(t.database, {
      kind: 'test_transfer',
      idempotencyKey: 'overdraft-1',
      legs: [
        { accountId: user.cashAccountId, amount: -100 },
        { accountId: bonus, amount: -301 },
        { accountId: other.cashAccountId, amount: 401 },
      ],
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, errorCode: 'insufficient_funds' });
    expect(
      await Promise.all([user.cashAccountId, bonus, other.cashAccountId].map((id) => balanceOf(t.database, id))),
    ).toEqual(before);
    expect(
      await t.database.query(`select 1 from ledger_transactions where idempotency_key = 'overdraft-1'`),
    ).toHaveLength(0);
    expect(cash).toBeGreaterThan(100);
  });

  it('refuses legs that do not sum to zero per currency, or a single leg', async () => {
    const eurClearing = await systemAccountId(t.database, 'payment_clearing', 12);
    const unbalanced = [
      [
        { accountId: clearing, amount: -100 },
        { accountId: user.cashAccountId, amount: 99 },
      ],
      [
        { accountId: eurClearing, amount: -100 },
        { accountId: user.cashAccountId, amount: 100 },
      ],
      [
        { accountId: user.cashAccountId, amount: 0 },
        { accountId: clearing, amount: 0 },
      ],
      [{ accountId: clearing, amount: 0 }],
    ];
    for (const [i, legs] of unbalanced.entries()) {
      await expect(
        postTransaction(t.database, { kind: 'bad', idempotencyKey: `bad-${i}`, legs }),
      ).rejects.toMatchObject({ code: 'FL400' });
    }
    await assertLedgerInvariants(t.database);
  });

  it('keeps entries and transactions immutable: UPDATE and DELETE are refused', async () => {
    for (const sql of [
      'update ledger_entries set amount = amount + 1',
      'delete from ledger_entries',
      `update ledger_transactions set kind = 'x'`,
      'delete from ledger_transactions',
    ]) {
      await expect(t.database.query(sql)).rejects.toThrow(/append-only/);
    }
  });

  it('refuses a player balance below zero even when written directly', async () => {
    await expect(
      t.database.query('update ledger_accounts set balance = -1 where id = $1', [user.cashAccountId]),
    ).rejects.toThrow(/ledger_accounts_non_negative/);
  });

  it('reports a cached balance that drifts from its entries', async () => {
    const other = await t.seedUser();
    await t.database.query('update ledger_accounts set balance = 5 where id = $1', [other.cashAccountId]);
    expect((await findLedgerViolations(t.database)).join('\n')).toMatch(/cached balance differs/);
    await t.database.query('update ledger_accounts set balance = 0 where id = $1', [other.cashAccountId]);
    await assertLedgerInvariants(t.database);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { balanceOf, createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';

// A seeded random mix of deposits (some declined, some replayed), withdrawals (some too large,
// some replayed by key) and operator decisions, checked against a model and every ledger invariant
// after each step. Same seed, same run.
const SEED = 20_261_122;
const STEPS = 150;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletTestApp();
});
afterAll(() => t.close());

describe('money under a seeded random mix of payments', () => {
  it('conserves money and matches the model after every step', async () => {
    const random = mulberry32(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const users: TestUser[] = [await t.seedUser(), await t.seedUser(), await t.seedUser()];
    const model = new Map(users.map((u) => [u.id, { cash: 0, pending: 0 }]));
    const requested: { id: string; user: TestUser; amount: number }[] = [];
    const callbacks: { body: Parameters<WalletTestApp['callback']>[0]; user: TestUser }[] = [];
    const withdrawKeys: { key: string; user: TestUser; amount: string }[] = [];
    let seq = 0;

    for (let step = 0; step < STEPS; step++) {
      const user = pick(users);
      const m = model.get(user.id)!;
      const op = random();
      seq += 1;
      if (op < 0.35) {
        const cents = 100 + Math.floor(random() * 10_000);
        const start = await t.app.inject({
          method: 'POST',
          url: '/web-api/payments/deposit',
          headers: user.headers,
          payload: { amount: (cents / 100).toFixed(2), currency_id: 10 },
        });
        const { deposit_id } = start.json<{ deposit_id: string }>();
        const status = random() < 0.8 ? 'succeeded' : 'declined';
        const body = { provider_tx_id: `sbx_mix_${seq}`, deposit_id, status, amount: cents, currency: 'USD' } as const;
        expect((await t.callback(body)).statusCode).toBe(200);
        callbacks.push({ body, user });
        if (status === 'succeeded') m.cash += cents;
      } else if (op < 0.45 && callbacks.length > 0) {
        const replay = pick(callbacks);
        expect((await t.callback(replay.body)).statusCode).toBe(200);
      } else if (op < 0.7) {
        const cents = 100 + Math.floor(random() * 6_000);
        const key = `mix-${seq}-${Math.floor(random() * 1e9)}`;
        const res = await t.app.inject({
          method: 'POST',
          url: '/web-api/payments/withdraw',
          headers: user.headers,
          payload: { amount: (cents / 100).toFixed(2), account_id: user.cashAccountId, idempotency_key: key },
        });
        if (cents <= m.cash) {
          expect(res.statusCode).toBe(200);
          m.cash -= cents;
          m.pending += cents;
          requested.push({ id: res.json().withdrawal_id, user, amount: cents });
          withdrawKeys.push({ key, user, amount: (cents / 100).toFixed(2) });
        } else {
          expect(res.json().error_code).toBe('insufficient_funds');
        }
      } else if (op < 0.78 && withdrawKeys.length > 0) {
        const replay = pick(withdrawKeys);
        const res = await t.app.inject({
          method: 'POST',
          url: '/web-api/payments/withdraw',
          headers: replay.user.headers,
          payload: { amount: replay.amount, account_id: replay.user.cashAccountId, idempotency_key: replay.key },
        });
        expect(res.statusCode).toBe(200);
      } else if (requested.length > 0) {
        const [w] = requested.splice(Math.floor(random() * requested.length), 1);
        const decision = random() < 0.5 ? 'paid' : 'rejected';
        // Through the back office's withdrawal desk: approve then mark paid, or reject with a reason.
        const res = await t.decideWithdrawal(w!.id, decision);
        expect(res.statusCode).toBe(200);
        const owner = model.get(w!.user.id)!;
        owner.pending -= w!.amount;
        if (decision === 'rejected') owner.cash += w!.amount;
      }

      await assertLedgerInvariants(t.database);
      for (const u of users) expect(await balanceOf(t.database, u.cashAccountId)).toBe(model.get(u.id)!.cash);
    }
    const [clearing] = await t.database.query<{ total: unknown }>(
      `select coalesce(sum(e.amount), 0) as total from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'payment_clearing'`,
    );
    const held = [...model.values()].reduce((sum, m) => sum + m.cash + m.pending, 0);
    expect(Number(clearing?.total) + held).toBe(0);
  });
});

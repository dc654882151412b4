// A credited deposit's bonus is decided exactly once even when the step after the credit fails (issue 22,
// migration 0053): the deposit stands, its decision stays unmarked, and the leader's payments sweep asks
// the bonus engine again — once the deposit is a minute old — granting the welcome bonus once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BonusTestApp, createBonusTestApp, onlyActive } from '../bonuses/bonuses.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

const decidedAt = async (userId: number) =>
  (
    await t.database.query<{ bonus_checked_at: unknown }>(
      `select bonus_checked_at from payments where user_id = $1 and kind = 'deposit'`,
      [userId],
    )
  ).map((r) => r.bonus_checked_at);

describe('a deposit whose bonus step failed', () => {
  it('is credited, left undecided, and granted its welcome bonus once by the sweep', async () => {
    const player = await t.player({ welcome: 0 });
    // The bonus engine's step fails after the credit committed (its table is out of reach meanwhile).
    await t.database.exec('alter table bonus_campaigns rename to bonus_campaigns_away');
    try {
      await t.deposit(player, '40');
    } finally {
      await t.database.exec('alter table bonus_campaigns_away rename to bonus_campaigns');
    }
    expect((await t.bonuses(player)).active).toEqual([]);
    expect(await decidedAt(player.id)).toEqual([null]);

    // A deposit younger than a minute is left to its own callback.
    expect(await t.app.payments.retryDepositBonuses()).toBe(0);
    await t.database.query(
      `update payments set settled_at = settled_at - interval '2 minutes' where user_id = $1 and kind = 'deposit'`,
      [player.id],
    );
    expect(await t.app.payments.retryDepositBonuses()).toBe(1);
    expect(onlyActive(await t.bonuses(player))).toMatchObject({ amount: 40_00, status: 'active' });
    expect((await decidedAt(player.id))[0]).not.toBeNull();
    // Decided: the next sweep asks nothing.
    expect(await t.app.payments.retryDepositBonuses()).toBe(0);
    expect((await t.bonuses(player)).active).toHaveLength(1);
  });

  it('marks a deposit decided when it earns nothing (no bonus chosen), so the sweep never asks again', async () => {
    const player = await t.player({ welcome: null });
    await t.deposit(player, '15');
    expect((await decidedAt(player.id))[0]).not.toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config/env';
import { asStaff, signedInStaff } from '../../src/features/backoffice/backoffice.testing';
import { assertBetInvariants } from '../../src/features/settlement/bet-invariants.testing';
import { verifyThroughSandbox } from '../../src/features/verification/verification.testing';
import { assertLedgerInvariants } from '../../src/features/wallet/ledger-invariants.testing';
import { createRng } from '../prng';
import { createTestApp, type TestApp } from '../test-app';
import { balancesOf, createMixUser } from './mix-client';
import { MoneyMix, type UserModel } from './mix-steps';

// docs/security-and-responsible-gambling.md "money conserved": a seeded random mix of deposits,
// withdrawals, operator decisions, bets, settlements, cash-outs and replays through the whole app,
// with every ledger and bet invariant and the model's balances checked after each step.
const SEED = 20_261_122;
const STEPS = 150;
const SANDBOX_SECRET = testConfig().PAYMENTS_SANDBOX_SECRET;

let t: TestApp;
beforeAll(async () => {
  // A manual clock from a fixed start: the offer, results and settlements repeat run after run.
  t = await createTestApp({ SIM_CLOCK: 'manual', SIM_START: '2026-11-22T12:00:00.000Z' });
});
afterAll(() => t?.close());

async function checkEverything(mix: MoneyMix, step: string) {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
  for (const owner of mix.users) {
    const books = await balancesOf(t.database, owner.user.id);
    const expected = { cash: owner.cash, pending: owner.pending, stakes: mix.openStakesOf(owner) };
    const actual = {
      cash: books.player_cash ?? 0,
      pending: books.pending_withdrawal ?? 0,
      stakes: books.open_stakes ?? 0,
    };
    expect(actual, `user ${owner.user.id} after ${step}`).toEqual(expected);
  }
}

describe('money under a seeded random mix through the whole app', () => {
  it('keeps every invariant and the model balances after each of 150 steps', async () => {
    const rng = createRng(SEED);
    const users: UserModel[] = [];
    for (const tag of ['a', 'b', 'c', 'd']) {
      const user = await createMixUser(t.database, `${tag}${SEED}`);
      // Withdrawals need a verified identity: each player passes the sandbox provider's check first.
      expect(await verifyThroughSandbox(t.app, user.headers)).toBe('verified');
      users.push({ user, cash: 0, pending: 0 });
    }
    const staff = await signedInStaff(t.app, t.database, 'payments');
    const mix = new MoneyMix(t.app, rng, users, { sandbox: SANDBOX_SECRET, staff: asStaff(staff.cookie) });

    for (let step = 0; step < STEPS; step++) {
      const owner = rng.pick(users);
      const roll = rng.next();
      // A broke player deposits more often, so the mix keeps betting instead of being refused.
      const op =
        owner.cash < 10_00 && roll < 0.5
          ? 'deposit'
          : roll < 0.12
            ? 'deposit'
            : roll < 0.21
              ? 'withdraw'
              : roll < 0.3
                ? 'decide'
                : roll < 0.58
                  ? 'bet'
                  : roll < 0.74
                    ? 'cashOut'
                    : roll < 0.86
                      ? 'advance'
                      : 'replay';
      if (op === 'deposit') await mix.deposit(owner);
      else if (op === 'withdraw') await mix.withdraw(owner);
      else if (op === 'decide') (await mix.decide()) || (await mix.withdraw(owner));
      else if (op === 'bet') await mix.bet(owner);
      else if (op === 'cashOut') await mix.cashOut();
      else if (op === 'advance') await mix.advance(t.database);
      else await mix.replay();
      await checkEverything(mix, `step ${step} (${op})`);
    }

    // The mix must really have exercised each flow, not just refused everything.
    const { counts } = mix;
    expect(counts.deposits).toBeGreaterThan(10);
    expect(counts.bets).toBeGreaterThan(20);
    expect(counts.settled).toBeGreaterThan(5);
    expect(counts.cashOuts).toBeGreaterThan(5);
    expect(counts.withdrawals).toBeGreaterThan(5);
    expect(counts.decisions).toBeGreaterThan(3);
    expect(counts.replays).toBeGreaterThan(10);
  });
});

// The bonus engine against a model (issue 22, section 4): for any sequence of deposits (callbacks
// repeated), settled bets (delivered twice), the clock running past expiry and refusals, the cash and
// bonus balances are the model's, the ledger balances, and no bonus converts or is removed twice.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { countSettledBet } from './bonuses.service';
import { type BonusTestApp, createBonusTestApp, DAY } from './bonuses.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

type Op =
  | { kind: 'deposit'; cents: number; callbacks: number }
  | { kind: 'settle'; stake: number; odds: number; status: 'won' | 'lost' | 'void'; twice: boolean }
  | { kind: 'advance'; days: number }
  | { kind: 'refuse' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    cents: fc.constantFrom(1_00, 5_00, 10_00, 20_00, 40_00, 150_00),
    callbacks: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    stake: fc.constantFrom(5_00, 20_00, 30_00, 60_00),
    odds: fc.constantFrom(1200, 1550, 1700, 2500),
    status: fc.constantFrom('won' as const, 'lost' as const, 'void' as const),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('refuse' as const) }),
);

interface ActiveModel {
  amount: number;
  required: number;
  wagered: number;
  expiresAt: number;
  minOdds: number;
  maxBet: number;
}

/** The campaigns of the demo seed as the model knows them: sport welcome, then the reload bonus. */
function grantOf(cents: number, first: boolean, now: number): ActiveModel | null {
  if (first) {
    if (cents < 1_00) return null;
    const amount = Math.min(cents, 100_00);
    return { amount, required: amount * 5, wagered: 0, expiresAt: now + 30 * DAY, minOdds: 1500, maxBet: 50_00 };
  }
  if (cents < 10_00) return null;
  const amount = Math.min(Math.floor(cents / 2), 50_00);
  return { amount, required: amount * 6, wagered: 0, expiresAt: now + 7 * DAY, minOdds: 1600, maxBet: 25_00 };
}

let betSeq = 3_000_000_000;

it('keeps the model’s balances, a balanced ledger and at most one close per bonus', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 18 }), async (ops) => {
      const player = await t.player({ welcome: 0, cash: 100_00 });
      const bonusAccount = await t.bonusAccountOf(player);
      let cash = 100_00;
      let deposited = false;
      let active: ActiveModel | null = null;
      for (const o of ops) {
        const now = t.bonusClock.now.getTime();
        if (o.kind === 'deposit') {
          const id = await t.startDeposit(player, (o.cents / 100).toFixed(2));
          for (let i = 0; i < o.callbacks; i++) expect((await t.confirm(id)).json().status).toBe('credited');
          cash += o.cents;
          if (active === null) active = grantOf(o.cents, !deposited, now);
          deposited = true;
        } else if (o.kind === 'settle') {
          betSeq += 1;
          const bet = {
            betId: betSeq,
            userId: player.id,
            status: o.status,
            stake: o.stake,
            vid: 0,
            legOdds: [o.odds],
            currencyId: 10,
          };
          await countSettledBet(t.database, bet);
          if (o.twice) await countSettledBet(t.database, bet);
          const counts = o.status !== 'void' && o.stake <= (active?.maxBet ?? 0) && o.odds >= (active?.minOdds ?? 0);
          if (active && now < active.expiresAt && counts) {
            active.wagered += o.stake;
            if (active.wagered >= active.required) {
              cash += active.amount;
              active = null;
            }
          }
        } else if (o.kind === 'advance') {
          t.bonusClock.now = new Date(now + o.days * DAY);
          await t.app.bonuses.sweep();
          if (active && active.expiresAt <= t.bonusClock.now.getTime()) active = null;
        } else {
          const [current] = (await t.bonuses(player)).active;
          if (current) expect((await t.refuse(player, current.id)).statusCode).toBe(200);
          active = null;
        }
      }
      expect(t.errors).toEqual([]);
      expect(await t.balance(player.cashAccountId)).toBe(cash);
      expect(await t.balance(bonusAccount)).toBe(active?.amount ?? 0);
      const closes = await t.database.query<{ id: unknown; status: string; closes: unknown; grants: unknown }>(
        `select b.id, b.status,
           (select count(*) from ledger_transactions x where x.idempotency_key = 'bonus:close:' || b.id) as closes,
           (select count(*) from ledger_transactions x where x.idempotency_key = 'bonus:grant:' || b.id) as grants
         from bonuses b where b.user_id = $1`,
        [player.id],
      );
      for (const b of closes) {
        expect(Number(b.grants)).toBe(1);
        expect(Number(b.closes)).toBe(b.status === 'active' ? 0 : 1);
      }
      await assertLedgerInvariants(t.database);
    }),
    { numRuns: 25, seed: 20261126 },
  );
});

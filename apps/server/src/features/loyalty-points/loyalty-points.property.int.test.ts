// Loyalty points against a model (ADR 0060): for any sequence of settlements (delivered twice),
// voids, resettlements and redemptions (keys repeated), the points balance is the model's, never
// below zero, each bet's points are earned once, and the ledger balances.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { createPointsTestApp, type PointsTestApp } from './loyalty-points.testing';

let t: PointsTestApp;
beforeAll(async () => {
  t = await createPointsTestApp();
});
afterAll(() => t.close());

type Op =
  | { kind: 'settle'; bet: number; stake: number; status: 'won' | 'lost' | 'void'; twice: boolean }
  | { kind: 'redeem'; key: number; refuse: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('settle' as const),
    bet: fc.integer({ min: 0, max: 5 }),
    stake: fc.constantFrom(99, 150_00, 260_00, 510_00),
    status: fc.constantFrom('won' as const, 'lost' as const, 'void' as const),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('redeem' as const), key: fc.integer({ min: 0, max: 3 }), refuse: fc.boolean() }),
);

let run = 0;

it('keeps the model’s points, never negative, each bet earning once, the ledger balanced', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 16 }), async (ops) => {
      run += 1;
      const player = await t.player({ welcome: null });
      const base = 5_000_000_000 + run * 10;
      // The model: what each bet holds, its stake's points fixed at its first settlement.
      const held = new Map<number, { stakePoints: number; points: number }>();
      const keys = new Set<number>();
      let balance = 0;
      for (const o of ops) {
        if (o.kind === 'settle') {
          const betId = base + o.bet;
          const before = balance;
          const moved = await t.settle(player, betId, o.stake, o.status);
          if (o.twice) expect(await t.settle(player, betId, o.stake, o.status)).toBe(0);
          const state = held.get(betId) ?? { stakePoints: Math.floor(o.stake / 100), points: 0 };
          const target = o.status === 'void' ? 0 : state.stakePoints;
          const delta = target - state.points;
          balance += delta < 0 ? Math.max(delta, -balance) : delta;
          held.set(betId, { ...state, points: target });
          expect(moved).toBe(balance - before);
        } else {
          const res = await t.redeem(player, 'BONUS_5', `prop-${run}-${o.key}`);
          if (keys.has(o.key)) {
            expect(res.json().data.replayed).toBe(true);
          } else if (balance < 500) {
            expect(res.statusCode).toBe(409);
          } else if ((await t.bonuses(player)).active.length > 1) {
            throw new Error('two active bonuses');
          } else if (res.statusCode === 200) {
            keys.add(o.key);
            balance -= 500;
          } else {
            expect(res.body).toContain('bonus_busy');
          }
          // Refusing the bonus frees the bonus account for the next redemption.
          const [active] = (await t.bonuses(player)).active;
          if (o.refuse && active) expect((await t.refuse(player, active.id)).statusCode).toBe(200);
        }
        expect((await t.shop(player)).balance).toBe(balance);
      }
      expect(await t.balance(await t.pointsAccountOf(player))).toBe(balance);
      const earned = await t.database.query<{ bet_id: unknown; n: unknown }>(
        `select m.bet_id, count(*) as n from loyalty_moves m where m.user_id = $1 and m.kind = 'earned'
           and not exists (select 1 from loyalty_moves r where r.bet_id = m.bet_id and r.kind = 'reversed')
         group by m.bet_id`,
        [player.id],
      );
      for (const e of earned) expect(Number(e.n)).toBe(1);
      expect(t.errors).toEqual([]);
      await assertLedgerInvariants(t.database);
    }),
    { numRuns: 20, seed: 20261126 },
  );
});

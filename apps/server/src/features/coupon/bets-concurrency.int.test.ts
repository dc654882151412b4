import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { balanceOf, type CouponTestApp, createCouponTestApp, findOffer, wireEvent } from './coupon.testing';

let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

describe('1,000 concurrent bets on one account', () => {
  // A player's first bet opens the open-stakes account through place_bet; later bets go in batches
  // through place_bets on PostgreSQL (decision 0009; CI runs this file on both). Both paths must hold.
  it.each([
    ['in batches (the stake accounts are open)', true],
    ['as first bets (through place_bet)', false],
  ])(
    'stakes summing to 3× the balance, %s: 0 overdrafts, 0 lost, 0 duplicated',
    { timeout: 300_000 },
    async (_, open) => {
      const player = await t.seedPlayer(1_000_00);
      if (open) await t.database.query(`select ledger_player_account($1, 10, 'open_stakes')`, [player.id]);
      const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
      const bodies = Array.from({ length: 1_000 }, () => ({
        Events: [wireEvent(game, outcome)],
        Vid: 0,
        Summ: 3,
        betGuid: crypto.randomUUID(),
      }));
      const answers = await Promise.all(
        bodies.map((body) => t.post('/service-api/LiveBet/Secure/MakeBetWeb', body, player)),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const json = answers.map((a) => a.json());
      const accepted = json.filter((a) => a.Success);
      const refused = json.filter((a) => !a.Success);
      expect(accepted).toHaveLength(333);
      expect(refused.every((a) => /not enough money/.test(a.Error))).toBe(true);
      expect(new Set(accepted.map((a) => a.Value.Id)).size).toBe(333);
      const [stored] = await t.database.query<{ n: unknown; total: unknown }>(
        'select count(*) as n, sum(original_stake) as total from bets where user_id = $1',
        [player.id],
      );
      expect(Number(stored?.n)).toBe(333);
      expect(Number(stored?.total)).toBe(999_00);
      expect(await balanceOf(t.database, player.cashAccountId)).toBe(1_00);
      await assertLedgerInvariants(t.database);
      await assertBetInvariants(t.database);
    },
  );
});

// Free bets against a model (ADR 0071): a seeded run of grants, placements (some sent twice with one
// betGuid), settlements won / lost / void, resettlements and sweeps. Whatever the order, the player's cash
// moves by exactly the winnings above the stakes, each token ends where its bet sent it, no token stakes
// two open bets, and the ledger and bet invariants hold after every step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { wireEvent } from '../coupon/coupon.testing';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type BonusTestApp, createBonusTestApp } from './bonuses.testing';
import { grantTestFreeBet } from './free-bets.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32): the same run every time. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function offer(skip: number) {
  const { engine, clock } = t.app.trading;
  let seen = 0;
  for (const game of engine.listGames(clock.now(), { kind: 'line' })) {
    if (game.status !== 1 || game.start < clock.now() + 600_000) continue;
    const outcome = engine.getGameMarkets(game.id, clock.now())?.groups.find((g) => g.G === 1)?.outcomes[0];
    if (outcome && !outcome.B && seen++ >= skip) return { game, outcome };
  }
  throw new Error('no line outcome');
}

describe('free bets against a model', () => {
  it('moves cash by the winnings only and keeps every token and the ledger consistent', async () => {
    const next = random(71);
    const player = await t.player({ cash: 1, welcome: null });
    let expectedCash = 1;
    // Token id → the open bet it stakes (null: usable).
    const tokens = new Map<number, { amount: number; bet: number | null }>();
    const seen = { placed: 0, replayed: 0, won: 0, lost: 0, void: 0 };
    for (let step = 0; step < 40; step++) {
      const roll = next();
      const open = [...tokens.entries()].filter(([, v]) => v.bet !== null);
      const usable = [...tokens.entries()].filter(([, v]) => v.bet === null);
      if (roll < 0.25 || tokens.size === 0) {
        const granted = await grantTestFreeBet(t.database, player.id, 10);
        tokens.set(granted.id, { amount: granted.amount, bet: null });
      } else if (roll < 0.6 && usable.length > 0) {
        const [id, token] = usable[Math.floor(next() * usable.length)] ?? [];
        if (id === undefined || !token) continue;
        const { game, outcome } = offer(step);
        const payload = {
          Events: [wireEvent(game, outcome)],
          Vid: 0,
          Summ: token.amount / 100,
          CheckCf: 2,
          betGuid: crypto.randomUUID(),
          bonusId: id,
        };
        const send = () =>
          t.app.inject({
            method: 'POST',
            url: '/service-api/LiveBet/Secure/MakeBetWeb',
            headers: player.headers,
            payload,
          });
        const answers = await Promise.all(next() < 0.5 ? [send(), send()] : [send()]);
        const ids = new Set(answers.map((a) => a.json<{ Value?: { Id: number } }>().Value?.Id));
        expect(ids.size, answers[0]?.body).toBe(1);
        token.bet = Number([...ids][0]);
        seen.placed += 1;
        seen.replayed += answers.length - 1;
      } else if (open.length > 0) {
        const [id, token] = open[Math.floor(next() * open.length)] ?? [];
        if (id === undefined || !token || token.bet === null) continue;
        const outcome = next();
        const status = outcome < 0.4 ? 'won' : outcome < 0.8 ? 'lost' : 'void';
        const payout =
          status === 'won'
            ? token.amount + Math.floor(next() * 3 * token.amount)
            : status === 'void'
              ? token.amount
              : 0;
        await t.database.query('select * from settle_bet_advancing($1, $2, $3, $4, now())', [
          token.bet,
          token.amount,
          status,
          payout,
        ]);
        expectedCash += Math.max(payout - token.amount, 0);
        seen[status] += 1;
        if (status === 'void') token.bet = null;
        else tokens.delete(id);
      } else {
        await t.app.bonuses.sweep(new Date());
      }
      expect(await t.balance(player.cashAccountId)).toBe(expectedCash);
      await assertLedgerInvariants(t.database);
      await assertBetInvariants(t.database);
    }
    // The run went through every kind of step.
    expect(
      Object.values(seen).every((n) => n > 0),
      JSON.stringify(seen),
    ).toBe(true);
    // Every token still tracked is usable or on exactly its one open bet.
    for (const [id, token] of tokens) {
      const [row] = await t.database.query<{ status: string; bet_id: unknown }>(
        'select status, bet_id from free_bets where id = $1',
        [id],
      );
      expect(row?.status).toBe(token.bet === null ? 'active' : 'placed');
      expect(row?.bet_id === null ? null : asNumber(row?.bet_id)).toBe(token.bet);
    }
    const [doubled] = await t.database.query<{ n: unknown }>(
      `select count(*) as n from (select free_bet_id from bets where user_id = $1 and status = 'open'
         and free_bet_id is not null group by free_bet_id having count(*) > 1) d`,
      [player.id],
    );
    expect(asNumber(doubled?.n)).toBe(0);
  });
});

// Helpers of the advance-bet tests: line offers by start time, placing plain and advance bets, GetAvance.
import { expect } from 'vitest';
import type { TradingEngine } from '../../trading/engine';
import type { GameInfo, Outcome } from '../../trading/types';
import { assertAdvanceInvariants } from '../settlement/advance-invariants.testing';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type CouponTestApp, type Player, wireEvent } from './coupon.testing';

export const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';
export const GET_AVANCE = '/service-api/LiveBet/Open/GetAvance';
export const HOUR = 3_600_000;

/** Line offers (1X2, unblocked) one per game, starting in [after, before), each handed out once. */
export function lineOffers(engine: TradingEngine, now: number, range: { after?: number; before?: number }) {
  const used = new Set<number>();
  return (): { game: GameInfo; outcome: Outcome } => {
    for (const game of engine.listGames(now, { kind: 'line' })) {
      if (used.has(game.id) || game.status !== 1) continue;
      if (range.after !== undefined && game.start < range.after) continue;
      if (range.before !== undefined && game.start >= range.before) continue;
      const outcome = engine
        .getGameMarkets(game.id, now)
        ?.groups.find((g) => g.G === 1)
        ?.outcomes.find((o) => !o.B && o.C > 1.01);
      if (!outcome) continue;
      used.add(game.id);
      return { game, outcome };
    }
    throw new Error('no line offer in range');
  };
}

/** A MakeBetWeb body of one selection. */
export function single(offer: { game: GameInfo; outcome: Outcome }, summ: number, extra: Record<string, unknown> = {}) {
  return {
    Events: [wireEvent(offer.game, offer.outcome)],
    Vid: 0,
    Summ: summ,
    CheckCf: 2,
    betGuid: crypto.randomUUID(),
    ...extra,
  };
}

/** Places a bet that must be accepted; answers its id. */
export async function placeOk(t: CouponTestApp, player: Player, body: Record<string, unknown>): Promise<number> {
  const res = (await t.post(MAKE_BET, body, player)).json();
  expect(res.Success, res.Error).toBe(true);
  return res.Value.Id;
}

/** The GetAvance answer for a coupon of this offer. */
export async function getAvance(t: CouponTestApp, player: Player, offer: { game: GameInfo; outcome: Outcome }) {
  const res = (
    await t.post(GET_AVANCE, { couponEvents: [wireEvent(offer.game, offer.outcome)], vid: 0 }, player)
  ).json();
  return res.Value as { Summ: number; Available: boolean; Outstanding: number };
}

/** A bet's potential winnings (potential return − stake) in minor units. */
export async function winningsOf(t: CouponTestApp, betId: number): Promise<number> {
  const [row] = await t.database.query<{ w: unknown }>('select potential_return - stake as w from bets where id = $1', [
    betId,
  ]);
  return Number(row?.w);
}

/** The advance row of an advance bet. */
export async function advanceOf(t: CouponTestApp, betId: number) {
  const [row] = await t.database.query<{ amount: unknown; repaid: unknown; status: string; held_payout: unknown }>(
    'select amount, repaid, status, held_payout from bet_advances where bet_id = $1',
    [betId],
  );
  return row && { ...row, amount: Number(row.amount), repaid: Number(row.repaid), held: row.held_payout };
}

/** Ledger, bet and advance invariants. */
export async function allInvariants(t: CouponTestApp): Promise<void> {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
  await assertAdvanceInvariants(t.database);
}

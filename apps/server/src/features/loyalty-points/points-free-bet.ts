// A free bet from the points shop (issue 22, ADR 0071 "Grants by every path"; ADR 0060): an item of a
// `freebet` campaign sells a stake token. One statement (loyalty_redeem_free_bet, migration 0058) grants
// the token (cause `points:<user>:<key>`) and debits the points, or does neither; the key makes it
// idempotent. Player protection decides first (the caller's checkMoneyAction).
import type { FreeBetRules } from '@fairline/shared/bonus/free-bet-rules';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { asNumberOrNull } from '../../infra/sql-values';

export type FreeBetRedeemOutcome = 'redeemed' | 'replayed' | 'conflict' | 'short';

/** Spends points on a free-bet item: its token and the points debit in one statement. */
export async function redeemFreeBet(
  database: Database,
  r: {
    userId: number;
    key: string;
    item: string;
    points: number;
    currencyId: number;
    campaignId: number;
    amount: number;
    freeBet: FreeBetRules;
    expiresAt: Date;
    now: Date;
  },
): Promise<{ outcome: FreeBetRedeemOutcome; redemptionId: number | null; freeBetId: number | null }> {
  const [row] = await database.query<{ r_outcome: FreeBetRedeemOutcome; r_redemption: unknown; r_free_bet: unknown }>(
    'select r_outcome, r_redemption, r_free_bet from loyalty_redeem_free_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
    [
      r.userId,
      r.key,
      r.item,
      r.points,
      r.currencyId,
      r.campaignId,
      r.amount,
      JSON.stringify(r.freeBet),
      r.expiresAt,
      r.now,
    ],
  );
  if (!row) throw new Error('loyalty_redeem_free_bet returned no row');
  const done = {
    outcome: row.r_outcome,
    redemptionId: asNumberOrNull(row.r_redemption),
    freeBetId: asNumberOrNull(row.r_free_bet),
  };
  if (done.outcome === 'redeemed') {
    await audit(database, {
      actor: `user:${r.userId}`,
      action: 'bonuses.granted',
      subject: `freebet:${done.freeBetId}`,
      details: { user: r.userId, cause: `points:${r.userId}:${r.key}`, amount: r.amount, item: r.item },
    });
  }
  return done;
}

/** A free-bet item's rules as the shop shows them (decimal odds). */
export const shopFreeBetTerms = (f: FreeBetRules) => ({
  minOddsSingle: f.minOddsSingle / 1000,
  minOddsLeg: f.minOddsLeg / 1000,
  minOddsExpress: f.minOddsExpress / 1000,
  kinds: [...f.kinds],
  sports: f.sports === null ? null : [...f.sports],
  markets: f.markets,
});

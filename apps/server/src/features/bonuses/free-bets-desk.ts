// The marketing desk's staff grant of a free-bet campaign (ADR 0056, 0071): one token to one player,
// once per idempotency key, audited (the office's bonuses page and the bet slip show it; the inbox's bonus
// templates speak of bonus money and wagering, so no message is sent).
import type { StaffGrantAnswer } from '@fairline/shared/wire/backoffice-marketing';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import type { Campaign } from './bonus-rules';
import { grantFreeBet } from './free-bets';

/** A staff grant of a free-bet campaign, as the desk's grant reached it (campaign checked running and applying). */
export interface StaffFreeBetGrant {
  userId: number;
  campaign: Pick<Campaign, 'id' | 'code' | 'maxUsd' | 'validDays'>;
  currencyId: number;
  cause: string;
  actor: string;
  ip?: string;
}

export async function grantStaffFreeBet(
  database: Database,
  g: StaffFreeBetGrant,
): Promise<StaffGrantAnswer & { campaignCode: string }> {
  const { freeBet, outcome } = await grantFreeBet(database, g);
  if (outcome === 'granted') {
    await audit(database, {
      actor: g.actor,
      action: 'bonuses.free_bet_granted',
      subject: `free_bet:${freeBet.id}`,
      ...(g.ip ? { ip: g.ip } : {}),
      details: { user: g.userId, campaign: g.campaign.code, cause: g.cause, amount: freeBet.amount },
    });
  }
  return {
    bonus_id: freeBet.id,
    replayed: outcome === 'replayed',
    amount_minor: freeBet.amount,
    currency_id: freeBet.currencyId,
    wager_required_minor: 0,
    expires_at: freeBet.expiresAt.toISOString(),
    free_bet: true,
    campaignCode: g.campaign.code,
  };
}

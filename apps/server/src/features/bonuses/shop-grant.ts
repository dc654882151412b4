// What the loyalty points shop (ADR 0060) needs of the engine: the terms a bonus of a campaign is
// granted on (read whatever the campaign's status: the shop's campaign is disabled so that nothing
// else grants by it), and the audit and inbox message that follow a grant. The grant itself is the
// engine's bonus_grant statement, which the shop's redemption statement calls.
import type { FreeBetRules } from '@fairline/shared/bonus/free-bet-rules';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { tellBonus } from './bonus-messages';
import { usdInMinor, type WagerRules, wagerRequirement, wagerRulesOf } from './bonus-rules';
import { campaignOf } from './bonuses.repository';
import { campaignFreeBetRules } from './free-bets.repository';

const DAY_MS = 86_400_000;

/** The grant of `usd` US dollars (whole units of `currencyId`) under the campaign `code`. */
export interface ShopGrantTerms {
  campaignId: number;
  validDays: number;
  amount: number;
  required: number;
  rules: WagerRules;
  expiresAt: Date;
  /** A free-bet campaign's token rules (ADR 0071: the item sells a free bet of `amount`); null: bonus money. */
  freeBet: FreeBetRules | null;
}

/** The terms of a grant under campaign `code` in `currencyId` at `now`; undefined when either is unknown. */
export async function shopGrantTerms(
  database: Pick<Database, 'query'>,
  code: string,
  currencyId: number,
  usd: number,
  now: Date,
): Promise<ShopGrantTerms | undefined> {
  const currency = currencyById(currencyId);
  const [row] = await database.query<Record<string, unknown>>('select * from bonus_campaigns where code = $1', [code]);
  if (!currency || !row) return undefined;
  const campaign = campaignOf(row);
  const rules = wagerRulesOf(campaign, currency);
  const amount = usdInMinor(usd, currency);
  return {
    campaignId: campaign.id,
    validDays: campaign.validDays,
    amount,
    required: wagerRequirement(amount, rules),
    rules,
    expiresAt: new Date(now.getTime() + campaign.validDays * DAY_MS),
    freeBet: campaign.kind === 'freebet' ? await campaignFreeBetRules(database, campaign.id) : null,
  };
}

/** After a shop grant committed: the platform audit and the player's "bonus granted" message. */
export async function announceShopBonus(
  database: Database,
  g: { bonusId: number; userId: number; cause: string; amount: number; currencyId: number; required: number },
): Promise<void> {
  await audit(database, {
    actor: `user:${g.userId}`,
    action: 'bonuses.granted',
    subject: `bonus:${g.bonusId}`,
    details: { user: g.userId, cause: g.cause, amount: g.amount, required: g.required },
  });
  await tellBonus(database, g.userId, 'bonus_granted', {
    bonusId: g.bonusId,
    bonus: g.amount,
    currencyId: g.currencyId,
    required: g.required,
  });
}

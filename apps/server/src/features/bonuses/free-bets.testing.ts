// Free bets for tests of other suites (ADR 0071): a running free-bet campaign for every brand and a token
// of it granted to a player through the engine's own grant.
import type { Database } from '../../infra/db';
import { grantFreeBet } from './free-bets';

let made = 0;

/** A running free-bet campaign (singles and expresses, any odds, 7 days) of `usd` dollars; its id. */
export async function createFreeBetCampaign(database: Database, usd = 5): Promise<number> {
  made += 1;
  const [row] = await database.query<{ id: unknown }>(
    `insert into bonus_campaigns (code, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
       sport_weight, valid_days, is_listed, freebet_kinds, freebet_markets)
     values ($1, 'freebet', 6, 'sport', '{"en":"Test free bet"}', 100, $2, 0, 0, 7, false,
       array['single', 'express'], 'any')
     returning id`,
    [`FB_TESTING_${made}_${Date.now()}`, usd],
  );
  return Number(row?.id);
}

/** Grants `userId` a free bet of a new campaign in `currencyId`: its id and amount (minor units). */
export async function grantTestFreeBet(
  database: Database,
  userId: number,
  currencyId: number,
): Promise<{ id: number; amount: number }> {
  const campaignId = await createFreeBetCampaign(database);
  const { freeBet } = await grantFreeBet(database, {
    userId,
    currencyId,
    campaign: { id: campaignId, maxUsd: 5, validDays: 7 },
    cause: `test:${userId}:${campaignId}`,
  });
  return { id: freeBet.id, amount: freeBet.amount };
}

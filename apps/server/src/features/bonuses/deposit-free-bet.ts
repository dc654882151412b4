// A free bet from a deposit (issue 22, ADR 0071 "Grants by every path"): a `freebet` campaign with a
// deposit trigger (first deposit or redeposit, migration 0058) grants its token for a qualifying credited
// deposit — the first running campaign of the trigger for the player's brand, country and currency, from its
// minimum deposit — once per deposit (the cause `deposit-freebet:<payment id>`: a replayed callback
// grants nothing). Beside the deposit's money bonus or spins, never instead: a free bet does not hold the
// bonus account.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { campaignApplies, usdInMinor } from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import { campaignOf, playerFacts } from './bonuses.repository';
import type { CreditedDeposit } from './deposit-grant';
import { grantFreeBet } from './free-bets';

export type DepositFreeBetOutcome = 'granted' | 'replayed' | 'none' | 'refused' | 'failed';

/**
 * Grants the free bet a credited deposit earns, if any. A first deposit earns one only when the player
 * took a welcome bonus at registration (as deposit spins, ADR 0064). Never throws: the deposit stands;
 * a failure goes to the runtime's error sink; player protection's refusal is audited.
 */
export async function grantDepositFreeBet(
  database: Database,
  deposit: CreditedDeposit,
): Promise<DepositFreeBetOutcome> {
  try {
    const now = bonusRuntime(database).now();
    const currency = currencyById(deposit.currencyId);
    const player = await playerFacts(database, deposit.userId);
    if (!currency || !player) return 'none';
    if (deposit.isFirstDeposit && (player.welcomeChoice === undefined || player.welcomeChoice < 0)) return 'none';
    const rows = await database.query<Record<string, unknown>>(
      `select * from bonus_campaigns where is_enabled and kind = 'freebet' and deposit_trigger = $1 order by id`,
      [deposit.isFirstDeposit ? 'first_deposit' : 'redeposit'],
    );
    const facts = { brandId: player.brandId, country: player.country, currencyId: currency.id, now };
    const campaign = rows
      .map(campaignOf)
      .find((c) => campaignApplies(c, facts) && deposit.amount >= usdInMinor(c.minDepositUsd, currency));
    if (!campaign) return 'none';
    const details = { campaign: campaign.code, deposit: deposit.depositId, freeBet: true };
    try {
      const granted = await grantFreeBet(database, {
        userId: deposit.userId,
        campaign,
        currencyId: currency.id,
        cause: `deposit-freebet:${deposit.depositId}`,
      });
      if (granted.outcome === 'granted') {
        await audit(database, {
          actor: 'system',
          action: 'bonuses.granted',
          subject: `freebet:${granted.freeBet.id}`,
          details: { user: deposit.userId, ...details, amount: granted.freeBet.amount },
        });
      }
      return granted.outcome;
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 403) throw err;
      await audit(database, {
        actor: 'system',
        action: 'bonuses.grant.refused',
        subject: `user:${deposit.userId}`,
        details,
      });
      return 'refused';
    }
  } catch (err) {
    bonusRuntime(database).onError(err);
    return 'failed';
  }
}

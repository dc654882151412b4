// The public module of the bonus engine (issue 22, ADR 0039): what payments, settlement and the
// office call. Money moves only in the 0029 functions (one statement each, through the ledger);
// player protection is asked before any bonus money is given (grant and conversion).
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { notFound } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { tellBonus } from './bonus-messages';
import { bonusRecordOf } from './bonus-record';
import { casinoWager, type SettledBet, sportWager } from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import {
  activeBonuses,
  addCasinoWager,
  addWager,
  closeBonus,
  dueBonuses,
  listBonuses,
  metBonuses,
  removeCasinoWager,
} from './bonuses.repository';
import { grantDepositFreeBet } from './deposit-free-bet';
import { type CreditedDeposit, type GrantResult, grantForDeposit } from './deposit-grant';
import { bonusTotals, hasSpinsLeft } from './free-spins';
import { mayClaim } from './may-claim';

export type { SettledBet } from './bonus-rules';
export { bindBonuses } from './bonus-runtime';
export {
  createCampaign,
  grantStaffBonus,
  listCampaigns,
  type StaffGrant,
  scheduleCampaign,
  stopCampaign,
} from './campaign-desk';
export { type FreeSpinReward, freeSpinsOf } from './free-spins';
export { guestPromotions } from './promotions.service';
export { announceShopBonus, type ShopGrantTerms, shopGrantTerms } from './shop-grant';

const SWEEP_BATCH = 200;

export type { CreditedDeposit, GrantResult } from './deposit-grant';

/**
 * After a deposit committed: grants the welcome bonus the player chose (first deposit) or the reload
 * bonus (redeposit) their brand, country and currency run now, and a deposit free-spins campaign's spins
 * (deposit-grant.ts). Never throws: the deposit stands whatever happens here; a failure goes to the
 * runtime's error sink.
 */
export async function grantDepositBonus(database: Database, deposit: CreditedDeposit): Promise<GrantResult> {
  // A deposit free-bet campaign's token comes beside whatever else the deposit earns (ADR 0071).
  await grantDepositFreeBet(database, deposit);
  try {
    return await grantForDeposit(database, deposit);
  } catch (err) {
    bonusRuntime(database).onError(err);
    return { outcome: 'failed' };
  }
}

/** Converts a bonus whose wagering is met, once, if player protection allows it now (else it waits). */
async function convertIfAllowed(database: Database, bonusId: number, userId: number, currencyId: number) {
  // A free-spins bonus converts only once its spins are played (ADR 0064).
  if (await hasSpinsLeft(database, bonusId)) return false;
  if (!(await mayClaim(database, userId, 0, currencyId))) return false;
  const closed = await closeBonus(database, bonusId, 'converted', { now: bonusRuntime(database).now() });
  if (!closed.closed) return false;
  await audit(database, {
    actor: 'system',
    action: 'bonuses.converted',
    subject: `bonus:${bonusId}`,
    details: { user: userId, amount: closed.amount },
  });
  await tellBonus(database, userId, 'bonus_converted', { bonusId, bonus: closed.amount, currencyId });
  return true;
}

/**
 * Settlement, after a sportsbook bet settled: counts it toward the player's active bonuses in its
 * currency (each bet once per bonus) and converts a bonus whose wagering it completed. Never throws.
 */
export async function countSettledBet(database: Database, bet: SettledBet): Promise<void> {
  try {
    const now = bonusRuntime(database).now();
    for (const bonus of await activeBonuses(database, bet.userId, bet.currencyId)) {
      if (bet.betId <= bonus.afterBetId) continue;
      const amount = sportWager(bonus.rules, bet);
      if (amount <= 0) continue;
      const after = await addWager(database, bonus.id, bet.betId, amount, now);
      if (after.status === 'active' && after.wagered >= after.required) {
        await convertIfAllowed(database, bonus.id, bonus.userId, bonus.currencyId);
      }
    }
  } catch (err) {
    bonusRuntime(database).onError(err);
  }
}

/** A casino wallet bet: who staked what, and the provider's transaction that names it. */
export interface CasinoStake {
  userId: number;
  currencyId: number;
  /** `<provider>:<transaction_uuid>`: a replayed callback counts once. */
  ref: string;
  amount: number;
}

/**
 * The casino wallet, after a real-money bet was taken: counts it toward the player's active bonuses in
 * its currency at their casino weight, and converts a bonus whose wagering it completed. Never throws.
 */
export async function countCasinoStake(database: Database, stake: CasinoStake): Promise<void> {
  try {
    const now = bonusRuntime(database).now();
    for (const bonus of await activeBonuses(database, stake.userId, stake.currencyId)) {
      const amount = casinoWager(bonus.rules, stake.amount);
      if (amount <= 0) continue;
      const after = await addCasinoWager(database, bonus.id, stake.ref, amount, now);
      if (after.status === 'active' && after.wagered >= after.required) {
        await convertIfAllowed(database, bonus.id, bonus.userId, bonus.currencyId);
      }
    }
  } catch (err) {
    bonusRuntime(database).onError(err);
  }
}

/** The casino wallet, after a bet was rolled back: it no longer counts toward running bonuses. Never throws. */
export async function uncountCasinoStake(database: Database, ref: string): Promise<void> {
  try {
    await removeCasinoWager(database, ref);
  } catch (err) {
    bonusRuntime(database).onError(err);
  }
}

/**
 * The casino wallet, after a free spin's win moved money: once the bonus's spins are all played and its
 * wagering is met (a campaign without wagering at once), it converts, exactly once. Never throws.
 */
export async function settleFreeSpins(database: Database, bonusId: number): Promise<void> {
  try {
    const bonus = await bonusTotals(database, bonusId);
    if (bonus?.isActive && bonus.isMet) await convertIfAllowed(database, bonusId, bonus.userId, bonus.currencyId);
  } catch (err) {
    bonusRuntime(database).onError(err);
  }
}

/**
 * The scheduled pass: converts met bonuses that waited for player protection, then removes the
 * bonuses whose time ran out (each exactly once). Answers how many of each.
 */
export async function sweepBonuses(database: Database, now = bonusRuntime(database).now()) {
  let converted = 0;
  let expired = 0;
  for (const met of await metBonuses(database, SWEEP_BATCH)) {
    const [bonus] = await listBonuses(database, met.userId, met.id);
    if (bonus && (await convertIfAllowed(database, met.id, met.userId, bonus.currencyId))) converted += 1;
  }
  for (const id of await dueBonuses(database, now, SWEEP_BATCH)) {
    const closed = await closeBonus(database, id, 'expired', { now });
    if (!closed.closed) continue;
    expired += 1;
    const [bonus] = await listBonuses(database, closed.userId, id);
    await audit(database, {
      actor: 'system',
      action: 'bonuses.expired',
      subject: `bonus:${id}`,
      details: { user: closed.userId, removed: closed.amount },
    });
    await tellBonus(database, closed.userId, 'bonus_expired', {
      bonusId: id,
      bonus: closed.amount,
      currencyId: bonus?.currencyId ?? 0,
    });
  }
  return { converted, expired };
}

/** The office's list: active bonuses, then the closed ones, each the spec's record in `lang`. */
export async function officeBonuses(database: Database, userId: number, lang: string) {
  const records = (await listBonuses(database, userId)).map((b) => bonusRecordOf(b, lang));
  return { active: records.filter((r) => !r.isClosed), history: records.filter((r) => r.isClosed) };
}

/**
 * The player refuses a bonus (`/officeapi/refusebonus`): what is left on it goes back to the house,
 * exactly once; refusing a closed bonus again changes nothing. Another player's bonus is not found.
 */
export async function refuseBonus(
  database: Database,
  userId: number,
  bonusId: number,
  opts: { lang: string; ip?: string },
): Promise<BonusRecord> {
  const [mine] = await listBonuses(database, userId, bonusId);
  if (!mine) throw notFound('Bonus');
  const closed = await closeBonus(database, bonusId, 'refused', { userId, now: bonusRuntime(database).now() });
  if (closed.closed) {
    await audit(database, {
      actor: `user:${userId}`,
      action: 'bonuses.refused',
      subject: `bonus:${bonusId}`,
      ip: opts.ip,
      details: { removed: closed.amount },
    });
  }
  const [after] = await listBonuses(database, userId, bonusId);
  if (!after) throw notFound('Bonus');
  return bonusRecordOf(after, opts.lang);
}

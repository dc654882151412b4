// The public module of the bonus engine (issue 22, ADR 0039): what payments, settlement and the
// office call. Money moves only in the 0029 functions (one statement each, through the ledger);
// player protection is asked before any bonus money is given (grant and conversion).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { notFound } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { checkMoneyAction, RgRefusalError } from '../responsible-gambling/responsible-gambling.service';
import { tellBonus } from './bonus-messages';
import { bonusRecordOf } from './bonus-record';
import {
  campaignForDeposit,
  casinoWager,
  depositBonusAmount,
  type SettledBet,
  sportWager,
  wagerRequirement,
  wagerRulesOf,
} from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import {
  activeBonuses,
  addCasinoWager,
  addWager,
  closeBonus,
  dueBonuses,
  enabledCampaigns,
  insertGrant,
  listBonuses,
  metBonuses,
  playerFacts,
  removeCasinoWager,
} from './bonuses.repository';
import { bonusTotals, hasSpinsLeft } from './free-spins';

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

const DAY_MS = 86_400_000;
const SWEEP_BATCH = 200;

/** A credited deposit as the cashier reports it to the engine. */
export interface CreditedDeposit {
  userId: number;
  /** The payment's public id: the grant's cause, so a replayed callback never grants twice. */
  depositId: string;
  amount: number;
  currencyId: number;
  /** No other deposit of the player's was credited before: a welcome bonus; otherwise a reload. */
  isFirstDeposit: boolean;
}

export type GrantResult =
  | { outcome: 'granted' | 'replayed'; bonusId: number }
  | { outcome: 'none' | 'busy' | 'refused' | 'failed' };

/** Whether player protection lets the player take bonus money now (a block or self-exclusion: no). */
async function mayClaim(database: Database, userId: number, amount: number, currencyId: number): Promise<boolean> {
  try {
    await checkMoneyAction(database, userId, 'bonus_claim', amount, { currencyId });
    return true;
  } catch (err) {
    if (err instanceof RgRefusalError) return false;
    throw err;
  }
}

async function grantFor(database: Database, deposit: CreditedDeposit): Promise<GrantResult> {
  const now = bonusRuntime(database).now();
  const currency = currencyById(deposit.currencyId);
  const player = await playerFacts(database, deposit.userId);
  if (!currency || !player) return { outcome: 'none' };
  const campaign = campaignForDeposit(await enabledCampaigns(database), {
    ...player,
    currencyId: currency.id,
    isFirstDeposit: deposit.isFirstDeposit,
    now,
  });
  const amount = campaign ? depositBonusAmount(campaign, deposit.amount, currency) : 0;
  if (!campaign || amount <= 0) return { outcome: 'none' };
  if (!(await mayClaim(database, deposit.userId, amount, currency.id))) {
    await audit(database, {
      actor: 'system',
      action: 'bonuses.grant.refused',
      subject: `user:${deposit.userId}`,
      details: { campaign: campaign.code, deposit: deposit.depositId, amount },
    });
    return { outcome: 'refused' };
  }
  const rules = wagerRulesOf(campaign, currency);
  const required = wagerRequirement(amount, rules);
  const granted = await insertGrant(database, {
    userId: deposit.userId,
    campaignId: campaign.id,
    cause: `deposit:${deposit.depositId}`,
    currencyId: currency.id,
    amount,
    required,
    rules,
    expiresAt: new Date(now.getTime() + campaign.validDays * DAY_MS),
    now,
  });
  if (granted.bonusId === null || granted.outcome === 'busy') return { outcome: 'busy' };
  if (granted.outcome === 'granted') {
    await audit(database, {
      actor: 'system',
      action: 'bonuses.granted',
      subject: `bonus:${granted.bonusId}`,
      details: { user: deposit.userId, campaign: campaign.code, deposit: deposit.depositId, amount, required },
    });
    await tellBonus(database, deposit.userId, 'bonus_granted', {
      bonusId: granted.bonusId,
      bonus: amount,
      currencyId: currency.id,
      required,
    });
  }
  return { outcome: granted.outcome, bonusId: granted.bonusId };
}

/**
 * After a deposit committed: grants the welcome bonus the player chose (first deposit) or the reload
 * bonus (redeposit) their brand, country and currency run now. Never throws: the deposit stands
 * whatever happens here; a failure goes to the runtime's error sink.
 */
export async function grantDepositBonus(database: Database, deposit: CreditedDeposit): Promise<GrantResult> {
  try {
    return await grantFor(database, deposit);
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

// A credited deposit's grant (ADR 0039; free spins from deposits, ADR 0064 "Free spins from a deposit"):
// the welcome (first deposit) or reload (redeposit) money bonus, and the spins of a deposit free-spins
// campaign of the same trigger — beside the money on the same bonus, or alone when no money campaign
// applies. One statement (bonus_deposit_grant, migration 0055) per deposit, once per cause.
import { type Currency, currencyById } from '@fairline/shared/lookups/currencies';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { asNumberOrNull } from '../../infra/sql-values';
import { tellBonus } from './bonus-messages';
import {
  type Campaign,
  campaignApplies,
  campaignForDeposit,
  type DepositFacts,
  depositBonusAmount,
  usdInMinor,
  wagerRequirement,
  wagerRulesOf,
} from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import { campaignOf, enabledCampaigns, type GrantOutcome, playerFacts } from './bonuses.repository';
import { freeSpinBet } from './free-spins';
import { mayClaim } from './may-claim';

type Query = Pick<Database, 'query'>;
const DAY_MS = 86_400_000;

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

/** A deposit free-spins campaign with its spins. */
export interface DepositSpins {
  campaign: Campaign;
  game: string;
  count: number;
  betCents: number;
}

/** The enabled free-spins campaigns a deposit can grant, in id order. */
async function depositSpinCampaigns(database: Query, trigger: 'first_deposit' | 'redeposit'): Promise<DepositSpins[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select * from bonus_campaigns where is_enabled and kind = 'freespins' and deposit_trigger = $1 order by id`,
    [trigger],
  );
  return rows.map((r) => ({
    campaign: campaignOf(r),
    game: String(r.spin_game),
    count: Number(r.spin_count),
    betCents: Number(r.spin_bet_cents),
  }));
}

/**
 * The free spins a deposit earns: the first running free-spins campaign of its trigger (first deposit or
 * redeposit) for the player's brand, country and currency, from its minimum deposit. A first deposit earns
 * them only when the player took a welcome bonus at registration (a refusal, -1, or no choice: nothing).
 */
export function spinsForDeposit(
  campaigns: readonly DepositSpins[],
  facts: DepositFacts,
  deposit: number,
  currency: Pick<Currency, 'conversionCoefficient' | 'minorDigits'>,
): DepositSpins | undefined {
  if (facts.isFirstDeposit && (facts.welcomeChoice === undefined || facts.welcomeChoice < 0)) return undefined;
  return campaigns.find(
    (s) => campaignApplies(s.campaign, facts) && deposit >= usdInMinor(s.campaign.minDepositUsd, currency),
  );
}

async function insertDepositGrant(
  database: Query,
  g: {
    userId: number;
    campaignId: number | null;
    cause: string;
    currencyId: number;
    amount: number;
    required: number;
    rules: unknown;
    expiresAt: Date;
    now: Date;
    spinCampaignId: number | null;
    spinBet: number | null;
  },
): Promise<{ bonusId: number | null; outcome: GrantOutcome }> {
  const [row] = await database.query<{ r_bonus_id: unknown; r_outcome: GrantOutcome }>(
    'select r_bonus_id, r_outcome from bonus_deposit_grant($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
    [
      g.userId,
      g.campaignId,
      g.cause,
      g.currencyId,
      g.amount,
      g.required,
      JSON.stringify(g.rules),
      g.expiresAt,
      g.now,
      g.spinCampaignId,
      g.spinBet,
    ],
  );
  if (!row) throw new Error('bonus_deposit_grant returned no row');
  return { bonusId: asNumberOrNull(row.r_bonus_id), outcome: row.r_outcome };
}

/** Decides and makes a credited deposit's grant (money bonus, spins, or both on one bonus). */
export async function grantForDeposit(database: Database, deposit: CreditedDeposit): Promise<GrantResult> {
  const now = bonusRuntime(database).now();
  const currency = currencyById(deposit.currencyId);
  const player = await playerFacts(database, deposit.userId);
  if (!currency || !player) return { outcome: 'none' };
  const facts = { ...player, currencyId: currency.id, isFirstDeposit: deposit.isFirstDeposit, now };
  const found = campaignForDeposit(await enabledCampaigns(database), facts);
  const amount = found ? depositBonusAmount(found, deposit.amount, currency) : 0;
  const money = found && amount > 0 ? found : undefined;
  const trigger = deposit.isFirstDeposit ? 'first_deposit' : 'redeposit';
  const spins = spinsForDeposit(await depositSpinCampaigns(database, trigger), facts, deposit.amount, currency);
  const ruling = money ?? spins?.campaign;
  if (!ruling) return { outcome: 'none' };
  const spinBet = spins ? freeSpinBet(spins.betCents, currency) : null;
  const details = { campaign: ruling.code, spins: spins?.campaign.code ?? null, deposit: deposit.depositId, amount };
  if (!(await mayClaim(database, deposit.userId, amount, currency.id))) {
    await audit(database, {
      actor: 'system',
      action: 'bonuses.grant.refused',
      subject: `user:${deposit.userId}`,
      details,
    });
    return { outcome: 'refused' };
  }
  // The money campaign's rules and time rule a bonus with spins beside it; spins alone have their own.
  const rules = wagerRulesOf(ruling, currency);
  const required = money ? wagerRequirement(amount, rules) : 0;
  const granted = await insertDepositGrant(database, {
    userId: deposit.userId,
    campaignId: money ? money.id : null,
    cause: `deposit:${deposit.depositId}`,
    currencyId: currency.id,
    amount: money ? amount : (spinBet ?? 0),
    required,
    rules,
    expiresAt: new Date(now.getTime() + ruling.validDays * DAY_MS),
    now,
    spinCampaignId: spins ? spins.campaign.id : null,
    spinBet,
  });
  if (granted.bonusId === null || granted.outcome === 'busy') return { outcome: 'busy' };
  if (granted.outcome === 'granted') {
    await audit(database, {
      actor: 'system',
      action: 'bonuses.granted',
      subject: `bonus:${granted.bonusId}`,
      details: { user: deposit.userId, ...details, amount: money ? amount : 0, required },
    });
    if (money) {
      await tellBonus(database, deposit.userId, 'bonus_granted', {
        bonusId: granted.bonusId,
        bonus: amount,
        currencyId: currency.id,
        required,
      });
    }
  }
  return { outcome: granted.outcome, bonusId: granted.bonusId };
}

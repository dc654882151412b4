// The bonus engine's rules as pure functions (ADR 0039): how much a deposit bonus is, which campaign
// a deposit qualifies for, and how much of a settled sportsbook bet counts toward wagering.
import { sportWager, type WagerRules } from '@fairline/shared/bonus/wagering';
import type { Currency } from '@fairline/shared/lookups/currencies';

/** A campaign as stored (bonus_campaigns). Odds in thousandths, money rules in US dollars. */
export interface Campaign {
  id: number;
  code: string;
  brandId: number | null;
  kind: 'welcome' | 'reload' | 'promo' | 'freespins' | 'freebet';
  bonusType: number;
  product: 'sport' | 'casino';
  names: Record<string, string>;
  countries: string[] | null;
  currencyIds: number[] | null;
  percent: number;
  maxUsd: number;
  minDepositUsd: number;
  multiplier: number;
  minOddsSingle: number;
  minOddsLeg: number;
  minOddsExpress: number;
  sportWeight: number;
  casinoWeight: number;
  maxBetUsd: number | null;
  validDays: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

// The sportsbook's wagering rule is shared with the bet slip's hint (packages/shared/src/bonus/wagering.ts).
export { sportWager, type WagerRules };

/** A sportsbook bet as settlement settled it; odds of its legs in thousandths. */
export interface SettledBet {
  betId: number;
  userId: number;
  status: string;
  stake: number;
  vid: number;
  legOdds: readonly number[];
  currencyId: number;
}

type Money = Pick<Currency, 'conversionCoefficient' | 'minorDigits'>;

/** US dollars in a currency's minor units, rounded to whole units (as registration shows the cap). */
export function usdInMinor(usd: number, currency: Money): number {
  return Math.round(usd * currency.conversionCoefficient) * 10 ** currency.minorDigits;
}

/** The bonus a deposit earns: percent of it, at most the cap; 0 below the campaign's minimum deposit. */
export function depositBonusAmount(campaign: Campaign, deposit: number, currency: Money): number {
  if (deposit < usdInMinor(campaign.minDepositUsd, currency)) return 0;
  return Math.min(Math.floor((deposit * campaign.percent) / 100), usdInMinor(campaign.maxUsd, currency));
}

/** The rules a bonus of this campaign plays by, in the bonus's currency. */
export function wagerRulesOf(campaign: Campaign, currency: Money): WagerRules {
  return {
    multiplier: campaign.multiplier,
    minOddsSingle: campaign.minOddsSingle,
    minOddsLeg: campaign.minOddsLeg,
    minOddsExpress: campaign.minOddsExpress,
    sportWeight: campaign.sportWeight,
    casinoWeight: campaign.casinoWeight,
    maxBet: campaign.maxBetUsd === null ? null : usdInMinor(campaign.maxBetUsd, currency),
  };
}

/** What a deposit tells the engine to pick a campaign with. */
export interface DepositFacts {
  brandId: number;
  country: string;
  currencyId: number;
  isFirstDeposit: boolean;
  /** The welcome bonus type chosen at registration (-1: none), or undefined when never asked. */
  welcomeChoice: number | undefined;
  now: Date;
}

/** Whether a campaign runs for this player's brand, country and currency now. */
export function campaignApplies(c: Campaign, f: Omit<DepositFacts, 'isFirstDeposit' | 'welcomeChoice'>): boolean {
  return (
    (c.brandId === null || c.brandId === f.brandId) &&
    (c.countries === null || c.countries.includes(f.country.toLowerCase())) &&
    (c.currencyIds === null || c.currencyIds.includes(f.currencyId)) &&
    (c.startsAt === null || c.startsAt <= f.now) &&
    (c.endsAt === null || f.now < c.endsAt)
  );
}

/**
 * The campaign a credited deposit qualifies for: the first deposit earns the welcome bonus the player
 * chose at registration (none when they refused it or never chose); a redeposit earns a reload bonus.
 */
export function campaignForDeposit(campaigns: readonly Campaign[], facts: DepositFacts): Campaign | undefined {
  const running = campaigns.filter((c) => campaignApplies(c, facts));
  if (facts.isFirstDeposit) {
    if (facts.welcomeChoice === undefined || facts.welcomeChoice < 0) return undefined;
    return running.find((c) => c.kind === 'welcome' && c.bonusType === facts.welcomeChoice);
  }
  return running.find((c) => c.kind === 'reload');
}

/**
 * What a casino stake counts toward a bonus: stake × the casino weight; nothing for a free spin, and
 * nothing for a stake over the maximum bet while wagering.
 */
export function casinoWager(rules: WagerRules, stake: number): number {
  if (stake <= 0 || (rules.maxBet !== null && stake > rules.maxBet)) return 0;
  return Math.floor((stake * rules.casinoWeight) / 100);
}

/** The stakes a bonus needs: its amount times the multiplier. */
export function wagerRequirement(amount: number, rules: Pick<WagerRules, 'multiplier'>): number {
  return amount * rules.multiplier;
}

/** Wagered of required in whole percent, 0…100. */
export function progressPercent(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((wagered * 100) / required));
}

// The sportsbook's bonus wagering rules (ADR 0039, 0063) as pure functions, one rule for both sides:
// settlement counts a settled bet with sportWager, and the bet slip's hint asks the same function
// whether the coupon would count. Money in minor units, odds in thousandths. No zod here: the web's
// coupon reads this in a lazy chunk without the schema library.
import { CouponVid } from '../coupon/coupon-types';

/** The wagering rules a bonus keeps from its campaign at grant; maxBet in minor units of its currency. */
export interface WagerRules {
  multiplier: number;
  minOddsSingle: number;
  minOddsLeg: number;
  minOddsExpress: number;
  sportWeight: number;
  casinoWeight: number;
  maxBet: number | null;
}

/** A sportsbook bet as wagering sees it: status, the whole stake (cash and bonus shares), type and leg odds. */
export interface WageredBet {
  status: string;
  stake: number;
  vid: number;
  legOdds: readonly number[];
}

/** Total odds of legs in thousandths, rounded down to a thousandth. */
export function totalOdds1000(legOdds: readonly number[]): number {
  return Math.floor(Number(legOdds.reduce((total, o) => (total * o) / 1000, 1000).toPrecision(12)));
}

/** Whether a bet's type and odds qualify: a single at the minimum odds, or an express whose legs and total meet theirs. */
export function oddsQualify(rules: WagerRules, bet: Pick<WageredBet, 'vid' | 'legOdds'>): boolean {
  if (bet.vid === CouponVid.Single) return bet.legOdds.length === 1 && (bet.legOdds[0] ?? 0) >= rules.minOddsSingle;
  if (bet.vid === CouponVid.Express) {
    return bet.legOdds.every((o) => o >= rules.minOddsLeg) && totalOdds1000(bet.legOdds) >= rules.minOddsExpress;
  }
  return false;
}

/**
 * How much of a settled sportsbook bet counts toward wagering (minor units): a won or lost single or
 * express whose odds meet the minimums and whose stake is within the maximum bet, at the sportsbook's
 * weight. The whole stake counts once, whichever account it came from. A void bet, a system and a
 * stake above the maximum count nothing.
 */
export function sportWager(rules: WagerRules, bet: WageredBet): number {
  if (bet.status !== 'won' && bet.status !== 'lost') return 0;
  if (bet.stake <= 0 || (rules.maxBet !== null && bet.stake > rules.maxBet)) return 0;
  if (!oddsQualify(rules, bet)) return 0;
  return Math.floor((bet.stake * rules.sportWeight) / 100);
}

/** Where a stake comes from under the staking order: cash first, the shortfall from bonus money. */
export interface StakeSplit {
  fromCash: number;
  fromBonus: number;
  /** Cash and bonus money together cover the stake. */
  covered: boolean;
  /** The bet takes bonus money with a stake above the bonus's maximum bet: placement refuses it. */
  aboveMaxBet: boolean;
}

/** Splits a stake by the staking order (ADR 0039): real money first, only the shortfall from the bonus. */
export function splitStake(stake: number, cash: number, bonusMoney: number, maxBet: number | null): StakeSplit {
  const fromCash = Math.max(0, Math.min(cash, stake));
  const fromBonus = Math.max(0, stake - fromCash);
  return {
    fromCash,
    fromBonus,
    covered: fromBonus <= Math.max(0, bonusMoney),
    aboveMaxBet: fromBonus > 0 && maxBet !== null && stake > maxBet,
  };
}

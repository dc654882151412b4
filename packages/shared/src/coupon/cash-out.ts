import { type Minor, minor, type Ratio, roundDownRatio } from '../money/minor';
import { FACTOR_SCALE, type Leg, scaledLegFactor } from './leg';

/** A leg as cash-out sees it: open legs carry the de-margined current probability p̂ and suspension. */
export type CashOutLeg = Leg & { readonly probability?: number; readonly isSuspended?: boolean };

/** Why a cash-out is not offered. */
export type CashOutRefusal = 'legLost' | 'legSuspended' | 'settled';

export type CashOutQuote =
  | { readonly isOffered: true; readonly amount: Minor; readonly exact: Ratio }
  | { readonly isOffered: false; readonly reason: CashOutRefusal };

export type PartialCashOut =
  | { readonly isOffered: true; readonly paid: Minor; readonly soldStake: Minor; readonly remainingStake: Minor }
  | { readonly isOffered: false; readonly reason: CashOutRefusal };

// p̂ and the cash-out margin c are floats from pricing; a billionth is far below a minor unit on
// any stake we take, and integers keep the product exact.
const PROBABILITY_SCALE = 1_000_000_000;
const ODDS_SCALE = 1000n;

/**
 * Cash-out value CO = S·∏(won legs' O)·∏(open legs: O_placed·p̂)·(1 − c), rounded down; void and
 * half results count with their settlement factor. Refused once a leg lost or while one is
 * suspended, and for a bet with no open leg left (settlement pays it).
 */
export function cashOutQuote(stake: Minor, legs: readonly CashOutLeg[], margin: number): CashOutQuote {
  const refusal = cashOutRefusal(legs);
  if (refusal) return { isOffered: false, reason: refusal };
  let num = BigInt(stake) * toScaled(1 - checkedFraction(margin, 'cash-out margin'));
  let den = BigInt(PROBABILITY_SCALE);
  for (const leg of legs) {
    if (leg.result === 'open') {
      num *= BigInt(leg.odds) * toScaled(checkedFraction(leg.probability, 'open leg probability'));
      den *= ODDS_SCALE * BigInt(PROBABILITY_SCALE);
    } else {
      num *= scaledLegFactor(leg);
      den *= FACTOR_SCALE;
    }
  }
  const exact = { num, den };
  return { isOffered: true, amount: roundDownRatio(exact), exact };
}

/**
 * Partial sale of a fraction f of the bet: pays f·CO (rounded down once); the remaining stake
 * (1 − f)·S stays on at the original odds. f is applied to the stake in whole minor units.
 */
export function partialCashOut(
  stake: Minor,
  legs: readonly CashOutLeg[],
  margin: number,
  fraction: number,
): PartialCashOut {
  if (!(fraction > 0 && fraction <= 1)) throw new RangeError(`a sold fraction is in (0, 1], got ${fraction}`);
  const quote = cashOutQuote(stake, legs, margin);
  if (!quote.isOffered) return quote;
  const soldStake = minor(Math.round(stake * fraction));
  if (soldStake === 0) throw new RangeError('the sold fraction is less than one minor unit of stake');
  const paid = roundDownRatio({ num: quote.exact.num * BigInt(soldStake), den: quote.exact.den * BigInt(stake) });
  return { isOffered: true, paid, soldStake, remainingStake: minor(stake - soldStake) };
}

function cashOutRefusal(legs: readonly CashOutLeg[]): CashOutRefusal | undefined {
  if (legs.some((leg) => leg.result === 'lost')) return 'legLost';
  if (legs.some((leg) => leg.result === 'open' && leg.isSuspended)) return 'legSuspended';
  if (!legs.some((leg) => leg.result === 'open')) return 'settled';
  return undefined;
}

function checkedFraction(value: number | undefined, name: string): number {
  if (value === undefined || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new RangeError(`${name} must be within [0, 1], got ${value}`);
  }
  return value;
}

function toScaled(value: number): bigint {
  return BigInt(Math.round(value * PROBABILITY_SCALE));
}

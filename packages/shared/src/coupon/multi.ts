import { type Minor, minor, roundDownRatio } from '../money/minor';
import { hasLostLeg, type Leg, legsFactor } from './leg';
import { systemReturn, systemReturnRatio } from './system';

/** A multi-bet needs at least this many events in its system besides the banker. */
export const MULTI_MIN_SYSTEM_EVENTS = 3;

/**
 * Multi-bet return: banker odds × the system's winning coefficient × one combination's stake.
 * The banker ("lobby") is a single or an express; lost banker or no winning combination → 0.
 * Without a banker it is an ordinary system.
 */
export function multiReturn(stake: Minor, banker: readonly Leg[], systemLegs: readonly Leg[], size: number): Minor {
  if (banker.length === 0) return systemReturn(stake, systemLegs, size);
  if (systemLegs.length < MULTI_MIN_SYSTEM_EVENTS) {
    throw new RangeError(`a multi-bet needs at least ${MULTI_MIN_SYSTEM_EVENTS} events besides the banker`);
  }
  if (hasLostLeg(banker)) return minor(0);
  const bankerFactor = legsFactor(banker);
  const system = systemReturnRatio(stake, systemLegs, size);
  return roundDownRatio({ num: system.num * bankerFactor.num, den: system.den * bankerFactor.den });
}

import { type Minor, toMinor } from '../money/minor';
import { odds } from '../odds/odds1000';
import type { Leg, LegResult } from './leg';

// Shorthands for tests, so a table row reads like the rule it proves: [won(2.0), voided(1.5)].

const legWith =
  (result: LegResult) =>
  (price: number | string): Leg => ({ odds: odds(price), result });

/** A won leg at the given decimal price. */
export const won = legWith('won');
/** A lost leg at the given decimal price. */
export const lost = legWith('lost');
/** A void (pushed) leg at the given decimal price. */
export const voided = legWith('void');
/** An Asian half-won leg at the given decimal price. */
export const halfWon = legWith('halfWon');
/** An Asian half-lost leg at the given decimal price. */
export const halfLost = legWith('halfLost');
/** A leg still open at the given decimal price. */
export const pending = legWith('open');

/** A stake in major units (30 → 30.00), as minor units. */
export function stake(major: number | string): Minor {
  return toMinor(major);
}

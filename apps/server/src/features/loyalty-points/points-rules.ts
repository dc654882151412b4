// The loyalty points rules as pure functions (ADR 0060): what a settled stake earns.
import type { Currency } from '@fairline/shared/lookups/currencies';

/** Statuses of a settled bet whose stake earns points: the stake was at risk and decided. */
const EARNING_STATUSES = new Set(['won', 'lost']);

/** Whether a bet settled this way earns points (void, cancelled and cashed-out bets do not). */
export function earnsPoints(status: string): boolean {
  return EARNING_STATUSES.has(status);
}

/**
 * Points a stake of `stake` minor units of `currency` is worth at `pointsPerUsd` per 1 USD-equivalent,
 * rounded down to whole points (a 0.99 USD stake earns nothing at 1 point per USD).
 */
export function stakePoints(
  stake: number,
  currency: Pick<Currency, 'conversionCoefficient' | 'minorDigits'>,
  pointsPerUsd: number,
): number {
  if (stake <= 0 || pointsPerUsd <= 0 || currency.conversionCoefficient <= 0) return 0;
  const usd = stake / 10 ** currency.minorDigits / currency.conversionCoefficient;
  // toPrecision guards against 4.9999999 from the float division of an exact amount.
  return Math.floor(Number((usd * pointsPerUsd).toPrecision(12)));
}

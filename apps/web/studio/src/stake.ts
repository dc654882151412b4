/** Stake defaults and steps per game and currency. */
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import type { StudioGameSlug } from './launch';

/** About one US dollar in the currency, rounded to a 1-2-5 step, as the first stake shown. */
export function defaultStake(game: StudioGameSlug, currency: string, digits: number): number {
  const perUsd = currencyByCode(currency)?.conversionCoefficient ?? 1;
  const major = niceStep(perUsd);
  return normaliseStake(game, Math.max(1, Math.round(major * 10 ** digits)));
}

/** The nearest 1-2-5 step at or above a value (0.92 → 1, 90 → 100, 3.3 → 5, 1 → 1). */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const unit = Number((value / power).toPrecision(12));
  const step = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10;
  return Number((step * power).toPrecision(12));
}

/** Blackjack stakes are even in minor units (insurance is half a stake); others any whole number. */
export function normaliseStake(game: StudioGameSlug, minor: number): number {
  return game === 'blackjack' ? Math.max(2, minor - (minor % 2)) : Math.max(1, minor);
}

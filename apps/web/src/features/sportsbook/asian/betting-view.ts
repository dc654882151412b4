import type { BettingView } from '../../markets';

/**
 * The spec's default betting view: 1 (Asian) when the visitor's country is in the Asian-view list
 * and view 1 is allowed, otherwise 0.
 */
export function defaultBettingView(
  countryId: number,
  asianViewCountries: readonly number[],
  allowedViews: readonly BettingView[] = [0, 1],
): BettingView {
  return asianViewCountries.includes(countryId) && allowedViews.includes(1) ? 1 : 0;
}

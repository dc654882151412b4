import { useSite } from '../../config';
import { type BettingView, useOddsSettings } from '../../markets';
import { defaultBettingView } from './betting-view';

/** The betting view in force: the player's choice, else the spec's default for their country. */
export function useBettingView(): [BettingView, (view: BettingView) => void] {
  const chosen = useOddsSettings((s) => s.view);
  const setView = useOddsSettings((s) => s.setView);
  const site = useSite();
  return [chosen ?? defaultBettingView(site.geo.countryId, site.settings.betting.asianViewCountries), setView];
}

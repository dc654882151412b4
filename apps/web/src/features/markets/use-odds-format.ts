import type { OddsFormat } from '@fairline/shared/odds/formats';
import { useLang } from '../../lib/i18n';
import { useSite } from '../config';
import { toOddsFormat, useOddsSettings } from './odds-settings-store';

/** The format prices are shown in: the player's choice, else the site's per-country, per-language or default one. */
export function useOddsFormat(): OddsFormat {
  const chosen = useOddsSettings((s) => s.format);
  const site = useSite();
  const lang = useLang();
  if (chosen !== null) return chosen;
  const betting = site.settings.betting;
  return toOddsFormat(
    betting.coefficientFormatByCountry[String(site.geo.countryId)] ??
      betting.coefficientFormatByLanguage[lang] ??
      betting.coefficientFormatDefault,
  );
}

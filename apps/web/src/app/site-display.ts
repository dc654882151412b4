// What the brand's configuration decides about how everything is shown, applied once before the
// first render (a page serves one brand): the money pattern, the clock, the view defaults and the
// dictionary cache.
import { isTwelveHourClock } from '@fairline/shared/config';
import { setMoneyTemplate } from '@fairline/shared/money/format-money';
import type { SiteConfig } from '../features/config';
import { configureDictionaryCache } from '../features/i18n';
import { applyBrandUiDefaults } from '../features/ui-settings';
import { setTwelveHourClock } from '../lib/clock';

/** Applies the display settings of the site configuration; call before the dictionary loads. */
export function applySiteDisplay(site: Pick<SiteConfig, 'geo' | 'settings'>): void {
  const { application, customization, dictionary } = site.settings;
  setMoneyTemplate(application.amountTemplate);
  setTwelveHourClock(isTwelveHourClock(site.settings, site.geo.countryId));
  configureDictionaryCache(dictionary);
  // Saved settings are read asynchronously; a visitor's first visit takes the brand's view then.
  void applyBrandUiDefaults({
    theme: customization.defaultTheme,
    fontSize: customization.defaultFontSize,
    compact: customization.isCompactViewDefault,
  });
}

import type { RegistrationSettings } from '@fairline/shared/config';
import { REGISTRATION_TYPES, type RegistrationType, registrationTabIcon } from '@fairline/shared/enums';
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import type { ResolvedSite } from '../config/config.service';
import { WELCOME_BONUSES } from './welcome-bonuses';

/** Social networks offered for registration in a country: those without a country list, or listing it. */
export function socialNetworksFor(settings: RegistrationSettings, countryCode: string): string[] {
  const code = countryCode.toUpperCase();
  return settings.socialRegistrationTypes
    .filter((s) => s.countryCodes.length === 0 || s.countryCodes.includes(code))
    .map((s) => s.type);
}

/** The registration tabs of the site, first is the default; ids are stable per type. */
export function registrationTabs(site: ResolvedSite) {
  const provider = socialNetworksFor(site.settings.registration, site.geo.countryCode)[0];
  return registrationTypesOf(site).map((type) => ({
    name: type,
    id: REGISTRATION_TYPES.indexOf(type) + 1,
    caption: `registration.tab.${type}`,
    value: type,
    icon: registrationTabIcon(type, provider),
  }));
}

/** The types the site offers; none while registration is switched off. */
export function registrationTypesOf(site: ResolvedSite): readonly RegistrationType[] {
  return site.settings.registration.isRegistrationAllowed ? site.settings.registration.registrationTypes : [];
}

/** The largest welcome bonus in the site's currency, in minor units, rounded to a whole major unit. */
function bonusAmount(site: ResolvedSite): number {
  const currency = currencyByCode(site.settings.application.defaultCurrency);
  const maxUsd = Math.max(...WELCOME_BONUSES.map((b) => b.maxUsd));
  if (!currency) return 0;
  return Math.round(maxUsd * currency.conversionCoefficient) * 10 ** currency.minorDigits;
}

/** The registration data loaded when the registration view opens. */
export function registrationData(
  site: ResolvedSite,
  input: { isWidget: boolean; minAgesInCountries: { countryId: number; age: number }[] },
) {
  const offers = WELCOME_BONUSES.filter((b) => b.percent > 0);
  const bannerKey = site.settings.registration.bannerDictionaryKey;
  return {
    hasFirstDeposit: offers.length > 0,
    percentFirstDeposit: Math.max(0, ...offers.map((b) => b.percent)),
    minAgesInCountries: input.minAgesInCountries,
    bonusAmount: bonusAmount(site),
    additionalConfig: {
      emailButtonText: 'registration.button.email',
      firstDepositText: 'registration.first_deposit_text',
      phoneButtonText: 'registration.button.phone',
      isLoginSavingNotificationVisible: true,
      rechargeButtonText: 'registration.button.recharge',
      saveLoginButtonDesign: 'default',
      showDepositBanner: offers.length > 0,
      // A widget sits inside another page: it has its own way back and no room for the side banner.
      showBackButton: !input.isWidget,
      showLeftBanner: !input.isWidget,
      welcomeBonusDescription: 'registration.welcome_bonus_description',
    },
    tabs: registrationTabs(site),
    bonuses: offers.map((b) => ({
      id: b.id,
      payload: { bonusCode: b.bonusCode, baner_info: { bannerText: bannerText(bannerKey, b.bonusCode) } },
    })),
  };
}

/** The banner text key of a bonus code: the brand's banner dictionary key, suffixed by the code. */
export function bannerText(bannerKey: string, bonusCode: string): string {
  return `${bannerKey}.${bonusCode.toLowerCase()}`;
}

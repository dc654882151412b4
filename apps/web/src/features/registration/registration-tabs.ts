import type { SocialRegistrationType } from '@fairline/shared/config';
import { isRegistrationType, registrationTabIcon } from '@fairline/shared/enums';

export interface RegistrationTab {
  type: string;
  caption: string;
  icon: string;
}

/** Social networks offered for registration in the visitor's country, in the configured order. */
export function socialNetworks(types: readonly SocialRegistrationType[], countryCode: string): string[] {
  const code = countryCode.toUpperCase();
  return types.filter((s) => s.countryCodes.length === 0 || s.countryCodes.includes(code)).map((s) => s.type);
}

/** The first social network offered in the visitor's country (it names the social tab's icon). */
export function firstSocialNetwork(types: readonly SocialRegistrationType[], countryCode: string): string | undefined {
  return socialNetworks(types, countryCode)[0];
}

/** Tabs for the types the server offers, in its order (the first is the default), with the spec's icon rule. */
export function registrationTabs(types: readonly string[], socialProvider: string | undefined): RegistrationTab[] {
  return types.filter(isRegistrationType).map((type) => ({
    type,
    caption: `registration.tab.${type}`,
    icon: registrationTabIcon(type, socialProvider),
  }));
}

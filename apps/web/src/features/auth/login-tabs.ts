import type { AuthType, SiteSettings } from '@fairline/shared/config';
import type { SocialLoginQuery } from '@fairline/shared/wire/auth';

/** A login tab: a password login by one kind of identifier, or a login by SMS code. */
export interface LoginTab {
  id: AuthType;
  mode: 'password' | 'sms';
  /** The identifier input's type and autocomplete hint. */
  inputType: 'email' | 'tel' | 'text';
  autoComplete: string;
}

const TABS: Record<AuthType, LoginTab> = {
  email: { id: 'email', mode: 'password', inputType: 'email', autoComplete: 'username' },
  phone_number: { id: 'phone_number', mode: 'password', inputType: 'tel', autoComplete: 'tel' },
  id: { id: 'id', mode: 'password', inputType: 'text', autoComplete: 'username' },
  sms: { id: 'sms', mode: 'sms', inputType: 'tel', autoComplete: 'tel' },
};

/** The login form's tabs in the configured order of auth types; duplicates dropped. */
export function loginTabs(authTypes: readonly AuthType[]): LoginTab[] {
  return [...new Set(authTypes)].map((type) => TABS[type]);
}

/**
 * The tab the login opens on: the one this browser last used, else the account ID where one-click
 * registration hands out IDs (those players know no other login), else the first configured tab.
 */
export function initialLoginTab(
  tabs: readonly LoginTab[],
  registrationTypes: readonly string[],
  remembered: string | null,
): AuthType | undefined {
  const rememberedTab = tabs.find((tab) => tab.id === remembered);
  if (rememberedTab) return rememberedTab.id;
  if (registrationTypes.includes('fast_reg') && tabs.some((tab) => tab.id === 'id')) return 'id';
  return tabs[0]?.id;
}

const LAST_TAB_KEY = 'fl-login-tab';

/** The login tab this browser last used (null when none, or storage is off). */
export function readLastLoginTab(): string | null {
  try {
    return localStorage.getItem(LAST_TAB_KEY);
  } catch {
    return null;
  }
}

/** Remembers the login tab chosen, so the next login opens on it. */
export function rememberLoginTab(id: AuthType): void {
  try {
    localStorage.setItem(LAST_TAB_KEY, id);
  } catch {
    // Private mode without storage: the next login opens on the default tab, nothing is lost.
  }
}

/** Social login networks: google first (our default provider), then the configured order. */
export function orderSocialProviders(providers: readonly string[]): string[] {
  const unique = [...new Set(providers)];
  return [...unique.filter((p) => p === 'google'), ...unique.filter((p) => p !== 'google')];
}

/** Where a social login starts: the server redirects to the provider and comes back to `returnUrl`. */
export function socialLoginHref(provider: string, returnUrl: string, lang: string): string {
  const query = new URLSearchParams({ provider, return_url: returnUrl, lang } satisfies SocialLoginQuery);
  return `/web-api/socauth/auth?${query.toString()}`;
}

/** Networks offered for login: the auth list plus the registration networks of the visitor's country (as the server allows). */
export function loginSocialProviders(settings: SiteSettings, countryCode: string): string[] {
  const country = countryCode.toUpperCase();
  const registration = settings.registration.socialRegistrationTypes
    .filter((s) => s.countryCodes.length === 0 || s.countryCodes.includes(country))
    .map((s) => s.type);
  return orderSocialProviders([...settings.auth.socialAuthTypes, ...registration]);
}

// How much the player agreed to in the cookie banner; each level includes nothing it does not name.

export const CookieConsentLevel = { Disabled: 0, Functionality: 1, Marketing: 2, All: 3 } as const;
export type CookieConsentLevel = (typeof CookieConsentLevel)[keyof typeof CookieConsentLevel];

/** Whether functional (preference) cookies may be set at this level. */
export function allowsFunctionalCookies(level: CookieConsentLevel): boolean {
  return level === CookieConsentLevel.Functionality || level === CookieConsentLevel.All;
}

/** Whether marketing and analytics cookies may be set at this level. */
export function allowsMarketingCookies(level: CookieConsentLevel): boolean {
  return level === CookieConsentLevel.Marketing || level === CookieConsentLevel.All;
}

// The configuration as stored per brand × country: groups of loosely typed keys edited by admins.
// Nothing here is trusted; `sanitizeSiteConfig` turns it into SiteSettings.
import type { RawBettingGroups } from './raw-betting-groups';
import type { RawPageGroups } from './raw-page-groups';
import type { RawServiceGroups } from './raw-service-groups';

/** The configuration groups of the spec, in the spec's order. */
export const CONFIG_GROUPS = [
  'betting',
  'coupon',
  'registration',
  'auth',
  'office',
  'header',
  'footer',
  'promo',
  'support',
  'responsibleGambling',
  'licence',
  'thirdPartyCasino',
  'information',
  'customization',
  'captcha',
  'application',
  'dictionary',
] as const;

export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/** The unsanitised configuration: any group may be missing and any key may hold anything. */
export type RawSiteConfig = Partial<Record<ConfigGroup, Record<string, unknown>>>;

/** The documented keys and the value shapes admins are expected to store, per group. */
export type RawGroups = RawBettingGroups & RawPageGroups & RawServiceGroups;

/** A raw config written against the documented keys (seeds, admin forms); still a RawSiteConfig. */
export type SiteConfigInput = { [G in ConfigGroup]?: RawGroups[G] };

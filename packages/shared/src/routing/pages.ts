// Page names are the spec's own words (section 2 of both specs); routes and menus refer to them.

/** Home-page variants, in the order the spec lists them. */
export const HOME_VARIANTS = [
  'home',
  'betsonyour',
  'cyber',
  'ufc',
  'politics',
  'marble',
  'best',
  'team',
  'topgame',
  'champions',
  'recommendation',
  'olympics2024',
  'europa-league-2025',
  'laliga',
  'epl',
  'ipl-2025',
] as const;

export type HomeVariant = (typeof HOME_VARIANTS)[number];

/** Information pages, in the order the spec lists them. */
export const INFORMATION_PAGES = [
  'information',
  'contacts',
  'about',
  'howbet',
  'rules',
  'payment',
  'cookies',
  'points',
  'taxes',
  'mainRules',
  'simpleIdentification',
  'consent',
  'licenses',
  'privacyPolicy',
  'amlkyc',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'responsiblegaming',
  'smsbets',
  'confirmTerms',
  'calc',
  'cashTerminals',
  'rulesFrame',
  'bettingCalculator',
] as const;

export type InformationPage = (typeof INFORMATION_PAGES)[number];

/** Tells whether a string names a home-page variant. */
export function isHomeVariant(value: string): value is HomeVariant {
  return (HOME_VARIANTS as readonly string[]).includes(value);
}

/** Tells whether a string names an information page. */
export function isInformationPage(value: string): value is InformationPage {
  return (INFORMATION_PAGES as readonly string[]).includes(value);
}

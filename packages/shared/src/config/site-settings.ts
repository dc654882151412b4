// The sanitised configuration: every field present and typed. Group and key names mirror the raw
// groups (see raw-*-groups.ts), so a setting is found under the same path on both sides.
import type { InformationPage } from '../routing/pages';
import type { CasinoCategory } from './casino-sections';
import type { AuthType, CaptchaType, FontSize, RegistrationType, SocialNetwork, Theme } from './defaults';
import type { MenuItem } from './menu-item';
import type { Switches } from './switches';

type List<T> = readonly T[];
type Dict<T> = Readonly<Record<string, T>>;

export type BettingSettings = Switches<'betting'> & {
  readonly coefficientFormatDefault: number;
  readonly coefficientFormatByCountry: Dict<number>;
  readonly coefficientFormatByLanguage: Dict<number>;
  readonly hiddenBetStatuses: List<number>;
  readonly asianViewCountries: List<number>;
  readonly vipBetCountries: List<number>;
  readonly twelveHourClockCountries: List<number>;
};

export type CouponSettings = Switches<'coupon'> & { readonly couponHistoryDays: number };

export type SocialRegistrationType = { readonly type: SocialNetwork; readonly countryCodes: List<string> };

export type RegistrationSettings = Switches<'registration'> & {
  readonly fast_reg_sort: List<string>;
  readonly phone_reg_sort: List<string>;
  readonly full_reg_sort: List<string>;
  readonly soc_reg_sort: List<string>;
  readonly short_reg_sort: List<string>;
  readonly full_reg_v1_sort: List<string>;
  readonly registrationTypes: List<RegistrationType>;
  readonly socialRegistrationTypes: List<SocialRegistrationType>;
  readonly bannerDictionaryKey: string;
  readonly remindPopup: { readonly enabled: boolean; readonly delaySeconds: number };
  readonly minAge: number;
  readonly manualCountryCode: string;
  /** Site path prefix (no language) → the welcome bonus (code or kind id, as text) preselected there. */
  readonly preselectedBonusByRoute: Readonly<Record<string, string>>;
};

export type AuthSettings = Switches<'auth'> & {
  readonly authTypes: List<AuthType>;
  readonly socialAuthTypes: List<SocialNetwork>;
};

export type OfficeSettings = Switches<'office'>;

export type HeaderSettings = Switches<'header'> & {
  readonly maxVisibleNavItems: number;
  readonly gamesPreviewCount: number;
  readonly flagsInHeaderCountries: List<number>;
  readonly menu: List<MenuItem>;
  readonly mobileMenu: List<MenuItem>;
};

export type SocialLink = { readonly name: string; readonly link: string };

export type FooterSettings = Switches<'footer'> & {
  readonly menu: List<MenuItem>;
  readonly mobileMenu: List<MenuItem>;
  readonly socialLinks: List<SocialLink>;
};

export type PromoSettings = Switches<'promo'> & { readonly showAllLink: string };

/** Information tag-to-page entry (an item of the information menu), with the spec's fields in camelCase. */
export type InformationTag = {
  readonly menuKey: string;
  readonly tag: InformationPage;
  readonly icon: string;
  readonly propLink: string;
  readonly dictKey: string;
};

export type InformationSettings = Switches<'information'> & {
  readonly tags: List<InformationTag>;
  readonly hiddenPages: List<InformationPage>;
};

export type CustomizationSettings = Switches<'customization'> & {
  readonly accentColor: string;
  readonly accentColorDark: string;
  readonly defaultTheme: Theme;
  readonly defaultFontSize: FontSize;
};

export type SupportSettings = Switches<'support'> & {
  readonly startTime: string;
  readonly endTime: string;
};

export type ResponsibleGamblingSettings = Switches<'responsibleGambling'> & { readonly ageRestrictionIcon: number };

export type LicenceSettings = Switches<'licence'> & {
  readonly number: string;
  readonly link: string;
  readonly imageUrl: string;
};

export type ThirdPartyCasinoSettings = Switches<'thirdPartyCasino'> & {
  /** Lobby categories offered, in the rail's order (never empty: every category when none is configured). */
  readonly categories: List<CasinoCategory>;
  /** Provider ids offered; empty: every registered provider. */
  readonly providers: List<string>;
  /** Lobby ids (`<provider>:<slug>`) of single games not offered. */
  readonly hiddenGames: List<string>;
};

export type CaptchaSettings = Switches<'captcha'> & {
  readonly type: CaptchaType;
  readonly siteKeys: Readonly<Partial<Record<CaptchaType, string>>>;
};

export type ApplicationSettings = Switches<'application'> & {
  /** Offered languages, always including the default one. */
  readonly languages: List<string>;
  readonly defaultLanguage: string;
  readonly languageOrder: List<string>;
  readonly hiddenLanguagesForUnauthorized: List<string>;
  readonly flagsByLanguage: Dict<string>;
  readonly defaultCurrency: string;
  readonly amountTemplate: string;
  /** Origins that may embed the statistics widget (CSP source expressions; ADR 0068). */
  readonly statisticsWidgetOrigins: List<string>;
};

export type DictionarySettings = Switches<'dictionary'> & {
  readonly version: string;
  readonly cacheTtlMs: number;
  readonly mainCacheTtlMs: number;
};

/** The whole sanitised configuration of one brand × country. */
export type SiteSettings = {
  readonly betting: BettingSettings;
  readonly coupon: CouponSettings;
  readonly registration: RegistrationSettings;
  readonly auth: AuthSettings;
  readonly office: OfficeSettings;
  readonly header: HeaderSettings;
  readonly footer: FooterSettings;
  readonly promo: PromoSettings;
  readonly support: SupportSettings;
  readonly responsibleGambling: ResponsibleGamblingSettings;
  readonly licence: LicenceSettings;
  readonly thirdPartyCasino: ThirdPartyCasinoSettings;
  readonly information: InformationSettings;
  readonly customization: CustomizationSettings;
  readonly captcha: CaptchaSettings;
  readonly application: ApplicationSettings;
  readonly dictionary: DictionarySettings;
};

import type { ListOf, NumberLike, RawSwitches } from './raw-values';

/** Raw `support` group. */
export type RawSupportConfig = RawSwitches<'support'> & {
  /** Consultant id per language code. */
  consultantIdByLanguage?: Record<string, string>;
  /** Support hours, HH:mm; default 00:00–24:00. */
  startTime?: string;
  endTime?: string;
  /** Consultant colours by name (hex). */
  consultantColors?: Record<string, string>;
};

/** Raw `responsibleGambling` group. */
export type RawResponsibleGamblingConfig = RawSwitches<'responsibleGambling'> & {
  /** Age shown on the age-restriction icon, 18–21; default 18. */
  ageRestrictionIcon?: NumberLike;
};

/** Raw `licence` group. */
export type RawLicenceConfig = RawSwitches<'licence'> & {
  number?: string;
  link?: string;
  imageUrl?: string;
};

/** Raw `thirdPartyCasino` group. */
export type RawThirdPartyCasinoConfig = RawSwitches<'thirdPartyCasino'> & {
  /** Providers offered, by key. */
  providers?: ListOf<string>;
};

/** Raw `captcha` group. Only public site keys belong here; secrets stay in the server environment. */
export type RawCaptchaConfig = RawSwitches<'captcha'> & {
  /** custom (self-hosted, default), disabled, google, grecaptcha, hcaptcha, huntCaptcha, painPuzzle. */
  type?: string;
  /** Public site key per captcha type. */
  siteKeys?: Record<string, string>;
};

/** Raw `application` group: brand identity, languages and money display. */
export type RawApplicationConfig = RawSwitches<'application'> & {
  /** Partner id; default 1. */
  refId?: NumberLike;
  projectId?: NumberLike;
  /** Languages offered; default ru, en. */
  languages?: ListOf<string>;
  /** Default ru. */
  defaultLanguage?: string;
  /** Order of the language switcher; languages not listed follow. */
  languageOrder?: ListOf<string>;
  /** Languages hidden from guests. */
  hiddenLanguagesForUnauthorized?: ListOf<string>;
  /** Flag icon per language code. */
  flagsByLanguage?: Record<string, string>;
  /** Currency code preselected at registration; default EUR. */
  defaultCurrency?: string;
  /** Money pattern with {value} and {currency}; default '{value} {currency}'. */
  amountTemplate?: string;
  /** Android app type: 0 standard, 1 lite, 2 asia. */
  androidAppType?: NumberLike;
};

/** Raw `dictionary` group. */
export type RawDictionaryConfig = RawSwitches<'dictionary'> & {
  version?: string;
  /** Dictionary cache lifetime; default 900000 ms. */
  cacheTtlMs?: NumberLike;
  /** Main dictionary cache lifetime; default 86400000 ms. */
  mainCacheTtlMs?: NumberLike;
};

/** The service raw groups. */
export type RawServiceGroups = {
  support: RawSupportConfig;
  responsibleGambling: RawResponsibleGamblingConfig;
  licence: RawLicenceConfig;
  thirdPartyCasino: RawThirdPartyCasinoConfig;
  captcha: RawCaptchaConfig;
  application: RawApplicationConfig;
  dictionary: RawDictionaryConfig;
};

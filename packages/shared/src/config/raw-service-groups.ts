import type { ListOf, NumberLike, RawSwitches } from './raw-values';

/** Raw `support` group. */
export type RawSupportConfig = RawSwitches<'support'> & {
  /** Support hours, HH:mm, shown on the contacts page; default 00:00–24:00 (around the clock). */
  startTime?: string;
  endTime?: string;
};

/** Raw `responsibleGambling` group. */
export type RawResponsibleGamblingConfig = RawSwitches<'responsibleGambling'> & {
  /** The age the age-restriction modal asks for and shows on its icon, 18–21; default 18. */
  ageRestrictionIcon?: NumberLike;
};

/** Raw `licence` group. */
export type RawLicenceConfig = RawSwitches<'licence'> & {
  /** Licence number, as the regulator writes it. */
  number?: string;
  /** The regulator's page of the licence (http, https). */
  link?: string;
  /** Image of the licence seal. */
  imageUrl?: string;
};

/** Raw `thirdPartyCasino` group: the switch, and which part of the catalogue the brand (or country) offers. */
export type RawThirdPartyCasinoConfig = RawSwitches<'thirdPartyCasino'> & {
  /** Lobby categories offered, in the rail's order: slots, table, crash, instant; empty or absent: all. */
  categories?: ListOf<string>;
  /** Game provider ids offered (`fairline-studio`); empty or absent: every registered provider. */
  providers?: ListOf<string>;
  /** Lobby ids (`<provider>:<slug>`) of games not offered although their category and provider are. */
  hiddenGames?: ListOf<string>;
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
  /**
   * Money pattern: `{value}` once (the amount with the locale's grouping and decimal mark) and
   * `{currency}` at most once (the symbol); default '{value} {currency}'. A pattern without
   * `{value}` falls back to the default.
   */
  amountTemplate?: string;
  /**
   * Sites that may embed the statistics widget: origins as CSP source expressions
   * (`https://partner.example`, `http://partner.localhost:*`, `https://*.partner.example`); ADR 0068.
   */
  statisticsWidgetOrigins?: ListOf<string>;
};

/** Raw `dictionary` group: how long the browser keeps dictionaries. */
export type RawDictionaryConfig = RawSwitches<'dictionary'> & {
  /** Changing it makes browsers fetch the dictionaries again at once. */
  version?: string;
  /** Lifetime of the dictionary map and units; default 900000 ms. */
  cacheTtlMs?: NumberLike;
  /** Lifetime of the main unit; default 86400000 ms. */
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

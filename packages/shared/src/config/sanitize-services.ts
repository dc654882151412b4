import { sanitizeWidgetOrigins } from '../statistics-widget/origins';
import { CASINO_CATEGORIES } from './casino-sections';
import { toAmountTemplate, toClockTime, toCurrencyCode, toKey, toLanguageCode, toSafeLink } from './codes';
import { type Bag, matchOne, toChoice, toCount, toRecord, toText, toTextList } from './coerce';
import { CAPTCHA_TYPES, CONFIG_DEFAULTS } from './defaults';
import { readGroup } from './group-reader';
import { sanitizeSwitches } from './sanitize-flags';
import type {
  ApplicationSettings,
  CaptchaSettings,
  DictionarySettings,
  LicenceSettings,
  ResponsibleGamblingSettings,
  SupportSettings,
  ThirdPartyCasinoSettings,
} from './site-settings';

const D = CONFIG_DEFAULTS;

function readString(normalize: (text: string) => string | null): (value: unknown) => string | undefined {
  return (value) => (typeof value === 'string' ? (normalize(value) ?? undefined) : undefined);
}

function readStringOr(value: unknown, normalize: (text: string) => string | null, fallback: string): string {
  return readString(normalize)(value) ?? fallback;
}

/** Sanitises the `support` group. */
export function sanitizeSupport(raw: Bag): SupportSettings {
  const read = readGroup(raw, 'support');
  return {
    ...sanitizeSwitches(read, 'support'),
    startTime: readStringOr(read('startTime'), toClockTime, D.supportStartTime),
    endTime: readStringOr(read('endTime'), toClockTime, D.supportEndTime),
  };
}

/** Sanitises the `responsibleGambling` group; the age icon exists only for 18–21. */
export function sanitizeResponsibleGambling(raw: Bag): ResponsibleGamblingSettings {
  const read = readGroup(raw, 'responsibleGambling');
  const age = toCount(read('ageRestrictionIcon'), D.ageRestrictionIcon);
  return {
    ...sanitizeSwitches(read, 'responsibleGambling'),
    ageRestrictionIcon: age >= 18 && age <= 21 ? age : D.ageRestrictionIcon,
  };
}

/** Sanitises the `licence` group. */
export function sanitizeLicence(raw: Bag): LicenceSettings {
  const read = readGroup(raw, 'licence');
  return {
    ...sanitizeSwitches(read, 'licence'),
    number: toText(read('number'), ''),
    link: readStringOr(read('link'), toSafeLink, ''),
    imageUrl: readStringOr(read('imageUrl'), toSafeLink, ''),
  };
}

const PROVIDER_ID = /^[a-z][a-z0-9-]{1,31}$/;
/** A lobby game id: `<provider id>:<game slug>`. */
const GAME_ID = /^[a-z][a-z0-9-]{1,31}:[a-z0-9][a-z0-9-]{0,63}$/;

/** Sanitises the `thirdPartyCasino` group: unknown categories and malformed provider or game ids are dropped. */
export function sanitizeThirdPartyCasino(raw: Bag): ThirdPartyCasinoSettings {
  const read = readGroup(raw, 'thirdPartyCasino');
  const categories = toTextList(read('categories'), matchOne(CASINO_CATEGORIES));
  return {
    ...sanitizeSwitches(read, 'thirdPartyCasino'),
    categories: categories.length > 0 ? categories : [...CASINO_CATEGORIES],
    providers: toTextList(read('providers'), (id) => (PROVIDER_ID.test(id.toLowerCase()) ? id.toLowerCase() : null)),
    hiddenGames: toTextList(read('hiddenGames'), (id) => (GAME_ID.test(id.toLowerCase()) ? id.toLowerCase() : null)),
  };
}

/** Sanitises the `captcha` group; site keys are kept only for known captcha types. */
export function sanitizeCaptcha(raw: Bag): CaptchaSettings {
  const read = readGroup(raw, 'captcha');
  return {
    ...sanitizeSwitches(read, 'captcha'),
    type: toChoice(read('type'), CAPTCHA_TYPES, D.captchaType),
    siteKeys: toRecord(read('siteKeys'), matchOne(CAPTCHA_TYPES), readString(toKey)),
  };
}

/** Sanitises the `application` group; the default language is always among the offered ones. */
export function sanitizeApplication(raw: Bag): ApplicationSettings {
  const read = readGroup(raw, 'application');
  const defaultLanguage = readStringOr(read('defaultLanguage'), toLanguageCode, D.defaultLanguage);
  const listed = toTextList(read('languages'), toLanguageCode);
  const languages = listed.length > 0 ? listed : [...D.languages];
  return {
    ...sanitizeSwitches(read, 'application'),
    languages: languages.includes(defaultLanguage) ? languages : [defaultLanguage, ...languages],
    defaultLanguage,
    languageOrder: toTextList(read('languageOrder'), toLanguageCode),
    hiddenLanguagesForUnauthorized: toTextList(read('hiddenLanguagesForUnauthorized'), toLanguageCode),
    flagsByLanguage: toRecord(read('flagsByLanguage'), toLanguageCode, readString(toKey)),
    defaultCurrency: readStringOr(read('defaultCurrency'), toCurrencyCode, D.defaultCurrency),
    // The spec: an array or a missing value falls back to the default pattern.
    amountTemplate: readStringOr(read('amountTemplate'), toAmountTemplate, D.amountTemplate),
    statisticsWidgetOrigins: sanitizeWidgetOrigins(read('statisticsWidgetOrigins')),
  };
}

/** Sanitises the `dictionary` group. */
export function sanitizeDictionary(raw: Bag): DictionarySettings {
  const read = readGroup(raw, 'dictionary');
  return {
    ...sanitizeSwitches(read, 'dictionary'),
    version: toText(read('version'), ''),
    cacheTtlMs: toCount(read('cacheTtlMs'), D.dictionaryCacheTtlMs),
    mainCacheTtlMs: toCount(read('mainCacheTtlMs'), D.mainDictionaryCacheTtlMs),
  };
}

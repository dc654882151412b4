// UI locale codes the product can be served in: lower-case BCP 47 tags, as used in the language
// segment of every route. The spec's "Iraqi" right-to-left language is the tag 'ar-iq'.

/** A name in English and Russian, and in Arabic where the lookup gives one. */
export interface LocalizedNames {
  readonly nameEn: string;
  readonly nameRu: string;
  /** Arabic pages fall back to the English name when a lookup has no Arabic one. */
  readonly nameAr?: string;
}

export const LANGUAGES = [
  { code: 'ru', nativeName: 'Русский', nameEn: 'Russian' },
  { code: 'en', nativeName: 'English', nameEn: 'English' },
  { code: 'uk', nativeName: 'Українська', nameEn: 'Ukrainian' },
  { code: 'kk', nativeName: 'Қазақ тілі', nameEn: 'Kazakh' },
  { code: 'uz', nativeName: 'O‘zbek', nameEn: 'Uzbek' },
  { code: 'az', nativeName: 'Azərbaycan', nameEn: 'Azerbaijani' },
  { code: 'hy', nativeName: 'Հայերեն', nameEn: 'Armenian' },
  { code: 'ka', nativeName: 'Ქართული', nameEn: 'Georgian' },
  { code: 'be', nativeName: 'Беларуская', nameEn: 'Belarusian' },
  { code: 'tg', nativeName: 'Тоҷикӣ', nameEn: 'Tajik' },
  { code: 'tk', nativeName: 'Türkmen dili', nameEn: 'Turkmen' },
  { code: 'ky', nativeName: 'Кыргызча', nameEn: 'Kyrgyz' },
  { code: 'ro', nativeName: 'Română', nameEn: 'Romanian' },
  { code: 'tr', nativeName: 'Türkçe', nameEn: 'Turkish' },
  { code: 'de', nativeName: 'Deutsch', nameEn: 'German' },
  { code: 'fr', nativeName: 'Français', nameEn: 'French' },
  { code: 'es', nativeName: 'Español', nameEn: 'Spanish' },
  { code: 'it', nativeName: 'Italiano', nameEn: 'Italian' },
  { code: 'pt', nativeName: 'Português', nameEn: 'Portuguese' },
  { code: 'pt-br', nativeName: 'Português (Brasil)', nameEn: 'Brazilian Portuguese' },
  { code: 'pl', nativeName: 'Polski', nameEn: 'Polish' },
  { code: 'cs', nativeName: 'Čeština', nameEn: 'Czech' },
  { code: 'sk', nativeName: 'Slovenčina', nameEn: 'Slovak' },
  { code: 'hu', nativeName: 'Magyar', nameEn: 'Hungarian' },
  { code: 'bg', nativeName: 'Български', nameEn: 'Bulgarian' },
  { code: 'sr', nativeName: 'Српски', nameEn: 'Serbian' },
  { code: 'hr', nativeName: 'Hrvatski', nameEn: 'Croatian' },
  { code: 'bs', nativeName: 'Bosanski', nameEn: 'Bosnian' },
  { code: 'sl', nativeName: 'Slovenščina', nameEn: 'Slovenian' },
  { code: 'mk', nativeName: 'Македонски', nameEn: 'Macedonian' },
  { code: 'sq', nativeName: 'Shqip', nameEn: 'Albanian' },
  { code: 'el', nativeName: 'Ελληνικά', nameEn: 'Greek' },
  { code: 'fi', nativeName: 'Suomi', nameEn: 'Finnish' },
  { code: 'sv', nativeName: 'Svenska', nameEn: 'Swedish' },
  { code: 'da', nativeName: 'Dansk', nameEn: 'Danish' },
  { code: 'nb', nativeName: 'Norsk bokmål', nameEn: 'Norwegian Bokmål' },
  { code: 'et', nativeName: 'Eesti', nameEn: 'Estonian' },
  { code: 'lv', nativeName: 'Latviešu', nameEn: 'Latvian' },
  { code: 'lt', nativeName: 'Lietuvių', nameEn: 'Lithuanian' },
  { code: 'nl', nativeName: 'Nederlands', nameEn: 'Dutch' },
  { code: 'ar', nativeName: 'العربية', nameEn: 'Arabic' },
  { code: 'ar-iq', nativeName: 'العربية (العراق)', nameEn: 'Arabic (Iraq)' },
  { code: 'fa', nativeName: 'فارسی', nameEn: 'Persian' },
  { code: 'he', nativeName: 'עברית', nameEn: 'Hebrew' },
  { code: 'ku', nativeName: 'Kurdî (kurmancî)', nameEn: 'Kurdish' },
  { code: 'ur', nativeName: 'اردو', nameEn: 'Urdu' },
  { code: 'hi', nativeName: 'हिन्दी', nameEn: 'Hindi' },
  { code: 'bn', nativeName: 'বাংলা', nameEn: 'Bangla' },
  { code: 'ta', nativeName: 'தமிழ்', nameEn: 'Tamil' },
  { code: 'te', nativeName: 'తెలుగు', nameEn: 'Telugu' },
  { code: 'mr', nativeName: 'मराठी', nameEn: 'Marathi' },
  { code: 'gu', nativeName: 'ગુજરાતી', nameEn: 'Gujarati' },
  { code: 'pa', nativeName: 'ਪੰਜਾਬੀ', nameEn: 'Punjabi' },
  { code: 'ne', nativeName: 'नेपाली', nameEn: 'Nepali' },
  { code: 'si', nativeName: 'සිංහල', nameEn: 'Sinhala' },
  { code: 'th', nativeName: 'ไทย', nameEn: 'Thai' },
  { code: 'vi', nativeName: 'Tiếng Việt', nameEn: 'Vietnamese' },
  { code: 'id', nativeName: 'Indonesia', nameEn: 'Indonesian' },
  { code: 'ms', nativeName: 'Melayu', nameEn: 'Malay' },
  { code: 'tl', nativeName: 'Filipino', nameEn: 'Filipino' },
  { code: 'zh', nativeName: '中文', nameEn: 'Chinese' },
  { code: 'zh-tw', nativeName: '中文（台灣）', nameEn: 'Chinese (Taiwan)' },
  { code: 'ja', nativeName: '日本語', nameEn: 'Japanese' },
  { code: 'ko', nativeName: '한국어', nameEn: 'Korean' },
  { code: 'mn', nativeName: 'Монгол', nameEn: 'Mongolian' },
  { code: 'km', nativeName: 'ខ្មែរ', nameEn: 'Khmer' },
  { code: 'lo', nativeName: 'ລາວ', nameEn: 'Lao' },
  { code: 'my', nativeName: 'မြန်မာ', nameEn: 'Burmese' },
  { code: 'sw', nativeName: 'Kiswahili', nameEn: 'Swahili' },
  { code: 'am', nativeName: 'አማርኛ', nameEn: 'Amharic' },
  { code: 'ha', nativeName: 'Hausa', nameEn: 'Hausa' },
  { code: 'yo', nativeName: 'Èdè Yorùbá', nameEn: 'Yoruba' },
  { code: 'so', nativeName: 'Soomaali', nameEn: 'Somali' },
  { code: 'es-mx', nativeName: 'Español de México', nameEn: 'Mexican Spanish' },
  { code: 'fr-ca', nativeName: 'Français canadien', nameEn: 'Canadian French' },
  { code: 'ml', nativeName: 'മലയാളം', nameEn: 'Malayalam' },
  { code: 'kn', nativeName: 'ಕನ್ನಡ', nameEn: 'Kannada' },
] as const satisfies readonly { code: string; nativeName: string; nameEn: string }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Language = (typeof LANGUAGES)[number];

/** Marker for a language (or country) the client could not determine. */
export const UNKNOWN_LANGUAGE = '--';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const DEFAULT_LANGUAGE = 'ru' satisfies LanguageCode;
export const FALLBACK_LANGUAGE = 'en' satisfies LanguageCode;

/** Languages with a full dictionary; any other locale shows the fallback language's texts. */
export const SUPPORTED_UI_LANGUAGES = ['ru', 'en', 'ar'] as const satisfies readonly LanguageCode[];

/** Persian, Arabic, Hebrew, Kurdish, Urdu and Iraqi, in the spec's words. */
export const RTL_LANGUAGES = ['fa', 'ar', 'he', 'ku', 'ur', 'ar-iq'] as const satisfies readonly LanguageCode[];

const languageCodes: ReadonlySet<string> = new Set(LANGUAGE_CODES);
const rtlCodes: ReadonlySet<string> = new Set(RTL_LANGUAGES);

function baseTag(tag: string): string {
  return tag.split('-')[0] ?? tag;
}

/** True for a known UI locale code; the unknown marker '--' is not one. */
export function isLanguageCode(value: string): value is LanguageCode {
  return languageCodes.has(value);
}

/** Maps any locale tag (`pt-BR`, `de_AT`) to a known UI code, trying the base language second, else '--'. */
export function toLanguageCode(value: string): LanguageCode | typeof UNKNOWN_LANGUAGE {
  const tag = value.trim().toLowerCase().replace('_', '-');
  if (isLanguageCode(tag)) return tag;
  const base = baseTag(tag);
  return isLanguageCode(base) ? base : UNKNOWN_LANGUAGE;
}

/** Whether text in this locale runs right to left; regional variants follow their base language. */
export function isRtl(lang: string): boolean {
  const tag = lang.trim().toLowerCase().replace('_', '-');
  return rtlCodes.has(tag) || rtlCodes.has(baseTag(tag));
}

/** Picks the Russian name for Russian, the Arabic one (when given) for Arabic, else English (the fallback). */
export function localizedName(names: LocalizedNames, lang: string): string {
  const code = toLanguageCode(lang);
  if (code === 'ru') return names.nameRu;
  if (code === 'ar' || code === 'ar-iq') return names.nameAr ?? names.nameEn;
  return names.nameEn;
}

// Normalisers for the codes and strings that config keys and values carry. Each returns null for
// anything it does not recognise; the key patterns also keep `__proto__`, `constructor` and the like out.

const LANGUAGE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,4})?$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const COUNTRY_ID = /^\d{1,6}$/;
const CURRENCY = /^[A-Z0-9]{3,5}$/;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const CLOCK = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DICTIONARY_KEY = /^[A-Za-z0-9_.-]{1,100}$/;
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const SCHEME = /^([a-z][a-z0-9+.-]*:)/i;

/** Normalises a language code to lower case with a hyphen (`pt_BR` → `pt-br`). */
export function toLanguageCode(text: string): string | null {
  const code = text.trim().toLowerCase().replace('_', '-');
  return LANGUAGE.test(code) ? code : null;
}

/** Normalises an ISO alpha-2 country code to upper case, as the spec asks for social registration. */
export function toCountryCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return COUNTRY_CODE.test(code) ? code : null;
}

/** Accepts a numeric country id used as a map key. */
export function toCountryIdKey(text: string): string | null {
  const id = text.trim();
  return COUNTRY_ID.test(id) ? String(Number(id)) : null;
}

/** Normalises a currency code (`eur` → `EUR`; crypto codes up to five characters). */
export function toCurrencyCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CURRENCY.test(code) ? code : null;
}

/** Accepts a CSS hex colour only, so a config value can never smuggle other CSS in. */
export function toHexColour(text: string): string | null {
  const colour = text.trim().toLowerCase();
  return HEX_COLOUR.test(colour) ? colour : null;
}

/** Accepts a HH:mm clock time (24:00 allowed as the end of day). */
export function toClockTime(text: string): string | null {
  const time = text.trim();
  return CLOCK.test(time) ? time : null;
}

/** Accepts a translation or menu key (letters, digits, `_ . -`). */
export function toKey(text: string): string | null {
  const key = text.trim();
  return DICTIONARY_KEY.test(key) && key !== '__proto__' ? key : null;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Accepts a link that is safe to render as href: a path, an anchor, or http(s)/mailto/tel.
 * Whitespace and control characters are refused because browsers strip them (`java\tscript:`).
 */
export function toSafeLink(text: string): string | null {
  const link = text.trim();
  if (/\s/.test(link) || hasControlCharacter(link)) return null;
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  return scheme === undefined || SAFE_SCHEMES.includes(scheme) ? link : null;
}

const AMOUNT_TEMPLATE_MAX = 40;

/**
 * Accepts a money pattern that shows the amount exactly once (`{value}`; a pattern without it would
 * hide every amount on the site) and the symbol (`{currency}`) at most once.
 */
export function toAmountTemplate(text: string): string | null {
  const template = text.trim();
  const count = (part: string) => template.split(part).length - 1;
  if (template.length > AMOUNT_TEMPLATE_MAX || hasControlCharacter(template)) return null;
  return count('{value}') === 1 && count('{currency}') <= 1 ? template : null;
}

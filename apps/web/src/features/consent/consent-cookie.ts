// Whether the visitor has chosen a cookie-consent level, as a cookie the server reads (ADR 0026): a page
// for a visitor who has not chosen is drawn with the banner in it, so the banner is part of the first
// paint instead of appearing after the scripts ran and the device's storage answered.
import { CONSENT_COOKIE } from '@fairline/shared/wire/first-screen-id';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

let chosenOnServer: boolean | undefined;

/** Set once at start (bootstrap, server render) from the page's first-screen data. */
export function setConsentHint(chosen: boolean): void {
  chosenOnServer = chosen;
}

/** The banner is in the first render only when the page's data says the visitor has not chosen yet. */
export function bannerInFirstRender(): boolean {
  return chosenOnServer === false;
}

/**
 * Whether this page may ask for consent at all: not when the server saw the cookie (or, without the
 * server's word, when the browser has it). Only then does the banner's code load.
 */
export function mayAskForConsent(): boolean {
  return chosenOnServer === undefined ? !hasConsentCookie() : !chosenOnServer;
}

export function hasConsentCookie(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${CONSENT_COOKIE}=`));
}

export function writeConsentCookie(level: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older Firefox
  document.cookie = `${CONSENT_COOKIE}=${level}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export { setConsentHint } from './consent-cookie';
export { CookieBanner } from './cookie-banner';

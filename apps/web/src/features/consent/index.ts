export { mayAskForConsent, setConsentHint } from './consent-cookie';
export { CookieBanner, preloadCookieBanner } from './cookie-banner-lazy';

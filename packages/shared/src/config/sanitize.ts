import { gateCasinoMenus } from './casino-sections';
import { isBag } from './coerce';
import { sanitizeAuth, sanitizeBetting, sanitizeCoupon, sanitizeRegistration } from './sanitize-betting';
import {
  sanitizeCustomization,
  sanitizeFooter,
  sanitizeHeader,
  sanitizeInformation,
  sanitizeOffice,
  sanitizePromo,
} from './sanitize-pages';
import {
  sanitizeApplication,
  sanitizeCaptcha,
  sanitizeDictionary,
  sanitizeLicence,
  sanitizeResponsibleGambling,
  sanitizeSupport,
  sanitizeThirdPartyCasino,
} from './sanitize-services';
import type { SiteSettings } from './site-settings';

/**
 * Turns a stored configuration into SiteSettings. Throws 'config is absent' only when no config
 * is given; any other junk degrades setting by setting to the defaults.
 */
export function sanitizeSiteConfig(raw: unknown): SiteSettings {
  if (raw === null || raw === undefined) throw new Error('config is absent');
  const config = isBag(raw) ? raw : {};
  return gateCasinoMenus({
    betting: sanitizeBetting(config),
    coupon: sanitizeCoupon(config),
    registration: sanitizeRegistration(config),
    auth: sanitizeAuth(config),
    office: sanitizeOffice(config),
    header: sanitizeHeader(config),
    footer: sanitizeFooter(config),
    promo: sanitizePromo(config),
    support: sanitizeSupport(config),
    responsibleGambling: sanitizeResponsibleGambling(config),
    licence: sanitizeLicence(config),
    thirdPartyCasino: sanitizeThirdPartyCasino(config),
    information: sanitizeInformation(config),
    customization: sanitizeCustomization(config),
    captcha: sanitizeCaptcha(config),
    application: sanitizeApplication(config),
    dictionary: sanitizeDictionary(config),
  });
}

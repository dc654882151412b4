import type { CaptchaType } from '@fairline/shared/config';
import { useCallback } from 'react';
import { LocalCheckError } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { captchaFailureKey, obtainCaptchaToken } from './captcha-solver';

/**
 * Obtains a captcha token for the current brand, in the page language: the brand's type, or `type`
 * when a form needs another (the login's step-up when the brand has captchas off). A captcha the
 * visitor dismissed or that could not load fails as the form's `captcha` field.
 */
export function useCaptcha() {
  const site = useSite();
  const { i18n } = useTranslation();
  const { captcha } = site.settings;
  const { countryId } = site.geo;
  const lang = i18n.language;
  return useCallback(
    async (type?: CaptchaType) => {
      try {
        return await obtainCaptchaToken({ captcha, lang, countryId }, type);
      } catch (error) {
        const key = captchaFailureKey(error);
        throw key ? new LocalCheckError('captcha', key) : error;
      }
    },
    [captcha, lang, countryId],
  );
}

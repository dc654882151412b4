import { REFERRAL_RULES } from '@fairline/shared/referral/rules';
import { http } from '../../lib/http';

const TAG = /^[a-z0-9]{6,16}$/;

/** Keeps the tag of a followed referral link (`?ref=<tag>`) in a cookie until the visitor registers. */
export function rememberReferralTag(search: string): void {
  const tag = new URLSearchParams(search).get('ref')?.toLowerCase();
  if (!tag || !TAG.test(tag)) return;
  const maxAge = REFERRAL_RULES.cookieDays * 86_400;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${REFERRAL_RULES.cookieName}=${tag}; path=/; max-age=${maxAge}; samesite=lax`;
}

/**
 * Hands the remembered tag to the server, which binds the referrer (it refuses an account older than
 * a day, the player's own tag and a second referrer) and clears the cookie whatever it answers.
 */
export function bindRememberedReferral(): Promise<void> {
  return http.requestOrThrow({ url: '/web-api/bringfriend/registration', method: 'POST', params: {} }).then(
    () => undefined,
    () => undefined,
  );
}

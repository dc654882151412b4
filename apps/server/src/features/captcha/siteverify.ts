// Adapters for hosted captchas: the token is checked by the provider's siteverify endpoint.
import type { CaptchaKind } from './captcha-kind';

export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

export type HostedCaptchaKind = Extract<CaptchaKind, 'hcaptcha' | 'grecaptcha'>;

/** The providers' siteverify endpoints (env HCAPTCHA_VERIFY_URL, RECAPTCHA_VERIFY_URL override them). */
export const SITEVERIFY_URLS: Readonly<Record<HostedCaptchaKind, string>> = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  grecaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

const TIMEOUT_MS = 5000;

/** The provider could not be asked (network, timeout, 5xx): neither a pass nor the user's fault. */
export class SiteverifyUnavailable extends Error {}

/** Asks the provider whether the token is a fresh, valid response for our secret. */
export async function siteverify(
  fetchFn: FetchLike,
  kind: HostedCaptchaKind,
  input: { secret: string; token: string; ip?: string | undefined; siteKey?: string | undefined },
  url: string = SITEVERIFY_URLS[kind],
): Promise<boolean> {
  const form = new URLSearchParams({ secret: input.secret, response: input.token });
  if (input.ip) form.set('remoteip', input.ip);
  if (kind === 'hcaptcha' && input.siteKey) form.set('sitekey', input.siteKey);
  let answer: unknown;
  try {
    const res = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new SiteverifyUnavailable(`${kind} siteverify answered an error status`);
    answer = await res.json();
  } catch (err) {
    if (err instanceof SiteverifyUnavailable) throw err;
    throw new SiteverifyUnavailable(`${kind} siteverify is unreachable`);
  }
  return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
}

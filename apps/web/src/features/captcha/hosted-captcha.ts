// The hosted captchas a brand may choose (hCaptcha, reCAPTCHA v2 invisible): the provider's script is
// loaded with the brand's site key and the page language, the widget is rendered invisibly and
// executed; the provider shows its own challenge popup only when it doubts the visitor.

/** Which provider: reCAPTCHA is configured as "grecaptcha" or "google". */
export type HostedCaptchaKind = 'hcaptcha' | 'grecaptcha';

interface WidgetParams {
  sitekey: string;
  size: 'invisible';
  theme: 'light' | 'dark';
  hl?: string;
  badge?: 'bottomright' | 'bottomleft';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': (error?: unknown) => void;
  'close-callback'?: () => void;
  'chalexpired-callback'?: () => void;
}

/** The part of `window.hcaptcha` and `window.grecaptcha` the widget uses; both share it. */
interface ProviderApi {
  render(container: HTMLElement, params: WidgetParams): string | number;
  execute(widgetId: string | number): unknown;
  reset(widgetId?: string | number): void;
  remove?(widgetId: string | number): void;
}

declare global {
  interface Window {
    hcaptcha?: ProviderApi;
    grecaptcha?: ProviderApi;
  }
}

export interface HostedCaptchaOptions {
  kind: HostedCaptchaKind;
  siteKey: string;
  lang: string;
  /** The visitor's geo country id: one country loads reCAPTCHA from recaptcha.net (spec §9). */
  countryId: number;
  signal?: AbortSignal | undefined;
}

/** The spec's captcha-host switch: for this geo country id reCAPTCHA comes from www.recaptcha.net. */
export const RECAPTCHA_NET_COUNTRY_ID = 90;
/** "Render is polled every 100 ms, up to 300 times" (spec §4). */
const RENDER_POLL_MS = 100;
const RENDER_POLL_TIMES = 300;
/** reCAPTCHA has no close callback: whether its challenge popup was closed is checked this often. */
const CLOSE_POLL_MS = 500;

/** The spec's message of a dismissed captcha; the forms show their own text for it. */
export class CaptchaDismissedError extends Error {
  constructor() {
    super('Dismissed captcha');
    this.name = 'CaptchaDismissedError';
  }
}

/** The provider's script could not be loaded or never became ready (blocked, offline). */
export class CaptchaUnavailableError extends Error {
  constructor(kind: HostedCaptchaKind) {
    super(`The ${kind} captcha could not be loaded`);
    this.name = 'CaptchaUnavailableError';
  }
}

/** The provider's script address: explicit rendering, in the page language. */
export function hostedCaptchaScriptUrl(kind: HostedCaptchaKind, lang: string, countryId: number): string {
  const query = new URLSearchParams({ render: 'explicit', hl: lang });
  if (kind === 'hcaptcha') return `https://js.hcaptcha.com/1/api.js?${query}`;
  const host = countryId === RECAPTCHA_NET_COUNTRY_ID ? 'www.recaptcha.net' : 'www.google.com';
  return `https://${host}/recaptcha/api.js?${query}`;
}

const scripts = new Map<string, Promise<void>>();

/** Adds the script once per address; a failed load may be retried by the next call. */
function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scripts.delete(src);
      reject(new Error(`failed to load ${src}`));
    };
    document.head.append(script);
  });
  scripts.set(src, loading);
  return loading;
}

/** Waits until the provider's global can render (its script may finish setting up after `load`). */
async function providerApi(kind: HostedCaptchaKind, signal?: AbortSignal): Promise<ProviderApi> {
  for (let i = 0; i < RENDER_POLL_TIMES; i += 1) {
    const api = window[kind];
    if (typeof api?.render === 'function' && typeof api.execute === 'function') return api;
    if (signal?.aborted) break;
    await new Promise((resolve) => setTimeout(resolve, RENDER_POLL_MS));
  }
  throw new CaptchaUnavailableError(kind);
}

/** Whether reCAPTCHA's challenge popup is on screen (its frame's wrapper is hidden when closed). */
function isRecaptchaChallengeOpen(): boolean {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="/recaptcha/"][src*="bframe"]');
  const wrapper = frame?.parentElement?.parentElement;
  return !!wrapper && getComputedStyle(wrapper).visibility !== 'hidden';
}

/**
 * A fresh token from the hosted widget. Rejects with `CaptchaDismissedError` when the visitor closes
 * the challenge (or it expires), `CaptchaUnavailableError` when the provider cannot be reached.
 */
export async function obtainHostedToken(options: HostedCaptchaOptions): Promise<string> {
  const { kind, siteKey, lang, countryId, signal } = options;
  try {
    await loadScript(hostedCaptchaScriptUrl(kind, lang, countryId));
  } catch {
    throw new CaptchaUnavailableError(kind);
  }
  const api = await providerApi(kind, signal);
  const container = document.createElement('div');
  container.dataset.captcha = kind;
  document.body.append(container);
  let widgetId: string | number | undefined;
  let closeWatch: ReturnType<typeof setInterval> | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      const dismiss = () => reject(new CaptchaDismissedError());
      signal?.addEventListener('abort', dismiss, { once: true });
      const rtl = document.documentElement.dir === 'rtl';
      widgetId = api.render(container, {
        sitekey: siteKey,
        size: 'invisible',
        theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
        ...(kind === 'hcaptcha' ? { hl: lang } : { badge: rtl ? 'bottomleft' : 'bottomright' }),
        callback: resolve,
        'expired-callback': dismiss,
        'error-callback': () => reject(new CaptchaUnavailableError(kind)),
        'close-callback': dismiss,
        'chalexpired-callback': dismiss,
      });
      api.execute(widgetId);
      if (kind === 'grecaptcha') {
        let wasOpen = false;
        closeWatch = setInterval(() => {
          const open = isRecaptchaChallengeOpen();
          if (wasOpen && !open) dismiss();
          wasOpen = open;
        }, CLOSE_POLL_MS);
      }
    });
  } finally {
    clearInterval(closeWatch);
    // A token is single use: the widget is dropped so the next submit gets a fresh one.
    if (widgetId !== undefined) {
      if (api.remove) api.remove(widgetId);
      else api.reset(widgetId);
    }
    container.remove();
  }
}

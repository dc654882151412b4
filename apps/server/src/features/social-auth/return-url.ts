const BASE = 'http://return.invalid';
const MAX_LENGTH = 500;
// Control characters and backslashes: browsers treat `/\evil.com` like `//evil.com`.
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * A same-origin relative path to send the browser back to, or the fallback: absolute URLs,
 * protocol-relative `//host`, backslash tricks and anything that resolves off-site are refused.
 */
export function safeReturnUrl(value: string | undefined, fallback: string): string {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

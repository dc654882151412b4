const BASE = 'http://return.invalid';
const MAX_LENGTH = 500;
// Control characters and backslashes: browsers drop tabs and newlines and treat `/\evil.com` like `//evil.com`.
const hasUnsafeChar = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f || c === '\\';
  });

/**
 * A same-origin relative path to send the browser back to, or the fallback: absolute URLs,
 * protocol-relative `//host`, backslash tricks and anything that resolves off-site are refused.
 */
export function safeReturnUrl(value: string | undefined, fallback: string): string {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || value.startsWith('//') || hasUnsafeChar(value))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

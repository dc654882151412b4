/** The language used when none is known: the spec's default language. */
export const DEFAULT_LANGUAGE = 'ru';

// Language codes in paths are short: `ru`, `en`, `pt-br`. Home variants such as `ufc` or `ipl-2025`
// must not pass for languages, so three-letter codes need the caller's explicit list.
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/i;
// A language that cannot sit in a path segment is left out rather than producing `//line`.
const PATH_SAFE_CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Tells whether a link leaves the site (has a scheme or is protocol-relative). */
export function isExternalLink(link: string): boolean {
  return SCHEME.test(link) || link.startsWith('//');
}

function splitSuffix(path: string): { pathname: string; suffix: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, suffix: '' } : { pathname: path.slice(0, cut), suffix: path.slice(cut) };
}

/** Prefixes an internal path with the language as its first segment; external links and anchors stay as they are. */
export function localizePath(path: string, lang: string): string {
  if (isExternalLink(path) || path.startsWith('#')) return path;
  const { pathname, suffix } = splitSuffix(path);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const code = lang.trim().toLowerCase();
  if (!PATH_SAFE_CODE.test(code)) return `/${segments.join('/')}${suffix}`;
  if (segments[0]?.toLowerCase() === code) segments.shift();
  return `/${[code, ...segments].join('/')}${suffix}`;
}

/** Splits the language segment off a pathname; `known` narrows what counts as a language. */
export function stripLanguage(pathname: string, known?: readonly string[]): { lang: string | null; rest: string } {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const first = segments[0];
  const isLanguage =
    first !== undefined &&
    (known ? known.some((code) => code.toLowerCase() === first.toLowerCase()) : LANGUAGE_SEGMENT.test(first));
  if (!isLanguage) return { lang: null, rest: `/${segments.join('/')}` };
  return { lang: first.toLowerCase(), rest: `/${segments.slice(1).join('/')}` };
}

function normalizeTarget(path: string): string {
  const { pathname, suffix } = splitSuffix(path.trim());
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}${suffix}`;
}

/** Tells whether navigating to `target` changes anything: the spec skips navigation to the current path. */
export function shouldNavigate(target: string, current: string): boolean {
  return normalizeTarget(target) !== normalizeTarget(current);
}

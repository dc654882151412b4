import { stripLanguage } from './links';

/**
 * Legacy and probe URLs answered with the not-found page instead of the SPA shell. A prefix matches
 * whole segments, so `/wp-admin/setup.php` is caught but `/wp-administrator` is not.
 */
export const NOT_FOUND_REDIRECTS = [
  '/wp-admin',
  '/wp-login.php',
  '/xmlrpc.php',
  '/.env',
  '/.git',
  '/phpmyadmin',
  '/old-live',
  '/old-line',
  '/mobile-version',
] as const;

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Tells whether a path (with or without a language segment) is on the not-found redirect list. */
export function isNotFoundRedirect(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  const { rest } = stripLanguage(pathname);
  return NOT_FOUND_REDIRECTS.some((prefix) => matchesPrefix(pathname, prefix) || matchesPrefix(rest, prefix));
}

import { buildQuery } from '@fairline/shared/request/build-params';

export interface UrlParts {
  baseUrl?: string;
  url: string;
  path?: readonly (string | number)[];
  query?: Readonly<Record<string, unknown>>;
  defaults?: Readonly<Record<string, unknown>>;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/** The final request url: base prefix, encoded /{segment}s, then the query built by the shared rules. */
export function buildUrl({ baseUrl, url, path = [], query, defaults }: UrlParts): string {
  let result = baseUrl && !ABSOLUTE.test(url) ? joinBase(baseUrl, url) : url;
  if (path.length > 0) {
    result = result.replace(/\/+$/, '') + path.map((segment) => `/${encodeURIComponent(String(segment))}`).join('');
  }
  if (!query) return result;
  const search = new URLSearchParams(buildQuery(query, defaults)).toString();
  if (search === '') return result;
  return `${result}${result.includes('?') ? '&' : '?'}${search}`;
}

function joinBase(baseUrl: string, url: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return url.startsWith('/') ? `${base}${url}` : `${base}/${url}`;
}

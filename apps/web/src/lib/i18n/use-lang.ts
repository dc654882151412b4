import { useParams } from 'react-router';

/** The current language: the route's first path segment. */
export function useLang(): string {
  return useParams().lang ?? document.documentElement.lang;
}

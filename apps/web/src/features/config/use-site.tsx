import { useSuspenseQuery } from '@tanstack/react-query';
import { siteConfigQuery } from './site-api';

/** The site configuration, loaded before the first render. */
export function useSite() {
  return useSuspenseQuery(siteConfigQuery).data;
}

// The site configuration is read before the first render: its wire types come from the shared
// contract as types only (the schemas would bring zod into the first load), and the server encodes
// the answer with the same schema, the settings' own included.
import type { SiteConfig, SiteConfigAnswer, SiteConfigQuery } from '@fairline/shared/wire/config';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

export type { SiteConfig };

/** The brand is chosen by the host; `?brand=` (dev only) is passed through so a second brand can be opened locally. */
export function brandOverride(): string | undefined {
  return new URLSearchParams(window.location.search).get('brand') ?? tabStorage()?.getItem('fl-brand') ?? undefined;
}

/** The tab's storage; none in a frame on another site that the browser refuses it (the statistics widget, ADR 0068). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the dev brand override for the tab's next pages. */
export function rememberBrand(brand: string | undefined): void {
  if (brand) tabStorage()?.setItem('fl-brand', brand);
}

export async function fetchSiteConfig(brand = brandOverride()): Promise<SiteConfig> {
  rememberBrand(brand);
  const res = await http.requestOrThrow<SiteConfigAnswer>({
    url: '/web-api/api/web/site/v1/config',
    params: { brand } satisfies SiteConfigQuery,
  });
  return res.data.attributes;
}

const SITE_CONFIG_FRESH_MS = 5 * 60_000;

/**
 * The configuration never goes stale by itself: every price and most components read it (`useSite`),
 * and a query with a finite `staleTime` arms a timer per reader — some 300 `setTimeout`s in the
 * hydration's effects on the line page (ADR 0026). `keepSiteConfigFresh` refreshes it instead.
 */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => fetchSiteConfig(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Asks for the configuration again every five minutes (an unchanged answer re-renders nothing). */
export function keepSiteConfigFresh(queryClient: QueryClient): void {
  setInterval(() => void queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey }), SITE_CONFIG_FRESH_MS);
}

import type { SiteSettings } from '@fairline/shared/config';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

export interface SiteConfig {
  refId: number;
  projectId: number;
  brand: string;
  brandName: string;
  geo: { countryId: number; countryCode: string };
  languages: string[];
  defaultLanguage: string;
  settings: SiteSettings;
}

interface SiteConfigResponse {
  data: { attributes: SiteConfig };
}

/** The brand is chosen by the host; `?brand=` (dev only) is passed through so a second brand can be opened locally. */
export function brandOverride(): string | undefined {
  return new URLSearchParams(window.location.search).get('brand') ?? sessionStorage.getItem('fl-brand') ?? undefined;
}

export async function fetchSiteConfig(brand = brandOverride()): Promise<SiteConfig> {
  if (brand) sessionStorage.setItem('fl-brand', brand);
  const res = await http.requestOrThrow<SiteConfigResponse>({
    url: '/web-api/api/web/site/v1/config',
    params: { brand },
  });
  return res.data.attributes;
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => fetchSiteConfig(),
  staleTime: 5 * 60_000,
});

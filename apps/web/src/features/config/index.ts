export { applyBrandTheme } from './brand-theme';
export { fetchSiteConfig, type SiteConfig } from './site-api';
export { usePageTitle } from './use-page-title';
export { useSite } from './use-site';

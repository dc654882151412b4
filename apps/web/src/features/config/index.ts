export { applyBrandTheme } from './brand-theme';
export { fetchSiteConfig, type SiteConfig } from './site-api';
export { useSite } from './use-site';

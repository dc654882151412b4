export { applyBrandTheme } from './brand-theme';
export { brandOverride, fetchSiteConfig, keepSiteConfigFresh, rememberBrand, type SiteConfig } from './site-api';
export { setSeoTitle, usePageTitle } from './use-page-title';
export { SiteProvider, useSite } from './use-site';

import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import { type SiteConfig, siteConfigQuery } from './site-api';

const SiteContext = createContext<SiteConfig | null>(null);

/**
 * Reads the site configuration once for the app below it. Every `useSite()` there is a context read:
 * a query observer per caller cost the line's ~600 prices and bells some 20 ms at each render (ADR
 * 0026, "Stage 6"). A refreshed configuration re-renders them as the observers did.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const site = useSuspenseQuery(siteConfigQuery).data;
  return <SiteContext value={site}>{children}</SiteContext>;
}

/** The site configuration, loaded before the first render. */
export function useSite(): SiteConfig {
  const provided = use(SiteContext);
  if (provided) return provided;
  // Outside the provider (a component rendered alone in a test) the caller reads the query itself.
  // Whether a component has a provider above it never changes while it is mounted, so its hooks keep
  // their order.
  // biome-ignore lint/correctness/useHookAtTopLevel: conditional on the tree, not on a render (above)
  return useSuspenseQuery(siteConfigQuery).data;
}

// Test helpers for the layout: the site configuration in the query cache, English texts, a router
// with a `:lang` segment, and a probe that prints where the router is.
import { type RawSiteConfig, sanitizeSiteConfig } from '@fairline/shared/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SiteConfig } from '../features/config';
import { translator } from '../lib/i18n';
import { dictionary } from './dictionaries';

translator.addBundle('en', dictionary('en'));
translator.setLanguage('en');

export function siteWith(raw: RawSiteConfig = {}, overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    refId: 1,
    projectId: 1,
    brand: 'fairline',
    brandName: 'Fairline',
    geo: { countryId: 1, countryCode: 'kz' },
    languages: ['ru', 'en', 'ar'],
    defaultLanguage: 'ru',
    settings: sanitizeSiteConfig(raw),
    ...overrides,
  };
}

/** Prints the router's current path, so a test can see a redirect. */
export function WhereAmI() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/** Renders `ui` at `path` (under `/:lang`), with the site configuration loaded. */
export function renderAt(
  ui: ReactNode,
  { site = siteWith(), path = '/en/' }: { site?: SiteConfig; path?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site-config'], site);
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        children: [
          {
            path: '*',
            element: (
              <>
                {ui}
                <WhereAmI />
              </>
            ),
          },
          {
            index: true,
            element: (
              <>
                {ui}
                <WhereAmI />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}

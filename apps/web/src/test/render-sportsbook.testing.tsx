import { type SiteConfigInput, sanitizeSiteConfig } from '@fairline/shared/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { SiteConfig } from '../features/config';
import type { Game } from '../features/feed';
import { translator } from '../lib/i18n';
import { dictionary } from './dictionaries';

/** A site configuration: the defaults of every setting, with the raw `raw` configuration applied. */
export function fakeSite(
  overrides: { countryId?: number; asianViewCountries?: number[]; raw?: SiteConfigInput } = {},
): SiteConfig {
  const raw = overrides.raw ?? {};
  return {
    geo: { countryId: overrides.countryId ?? 1, countryCode: 'gb' },
    settings: sanitizeSiteConfig({
      ...raw,
      betting: { ...raw.betting, asianViewCountries: overrides.asianViewCountries ?? [] },
    }),
  } as unknown as SiteConfig;
}

/** English texts of the feature, so tests read real names. */
export function useEnglishStrings() {
  translator.addBundle('en', dictionary('en'));
  translator.setLanguage('en');
  document.documentElement.lang = 'en';
}

export function testQueryClient(site: SiteConfig = fakeSite()): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['site-config'], site);
  return client;
}

/** Renders inside a router (at /en) and a query client that already holds the site configuration. */
export function renderSportsbook(ui: ReactNode, client: QueryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** Arsenal – Chelsea with the main 1X2, total and handicap prices. */
export function arsenalChelsea(overrides: Partial<Game> = {}): Game {
  return {
    I: 101,
    CI: 501,
    SI: 1,
    LI: 88,
    L: 'England. Premier League',
    O1: 'Arsenal',
    O2: 'Chelsea',
    S: 1_900_000_000,
    EC: 120,
    E: [
      { T: 1, G: 1, C: 2.1 },
      { T: 2, G: 1, C: 3.4 },
      { T: 3, G: 1, C: 3.5 },
      { T: 9, G: 17, C: 1.85, P: 2.5, CE: 1 },
      { T: 10, G: 17, C: 1.95, P: 2.5, CE: 1 },
    ],
    ...overrides,
  };
}

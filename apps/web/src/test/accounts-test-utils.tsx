// Test helpers for the account screens: English texts, a site configuration, and a scripted fetch.
import { type RawSiteConfig, sanitizeSiteConfig } from '@fairline/shared/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ModalHost, NotificationsHost } from '../components/ui';
import type { SiteConfig } from '../features/config';
import { translator } from '../lib/i18n';
import { dictionary } from './dictionaries';

translator.addBundle('en', dictionary('en'));
translator.setLanguage('en');

export function siteConfig(raw: RawSiteConfig = {}): SiteConfig {
  return {
    refId: 1,
    projectId: 1,
    brand: 'fairline',
    brandName: 'Fairline',
    geo: { countryId: 1, countryCode: 'kz' },
    languages: ['en'],
    defaultLanguage: 'en',
    settings: sanitizeSiteConfig(raw),
  };
}

/** Renders with the site configuration loaded, a router, and the modal and notification hosts. */
export function renderWithSite(ui: ReactNode, raw: RawSiteConfig = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site-config'], siteConfig(raw));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/']}>
        {ui}
        <ModalHost />
        <NotificationsHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown };
type Route = (call: Call) => Reply | undefined;

/** Replaces fetch with scripted answers (first matching route wins) and records every call. */
export function scriptFetch(routes: Record<string, Reply | Route>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.keys(routes).find((pattern) => `${call.method} ${url}`.startsWith(pattern));
    const route = key === undefined ? undefined : routes[key];
    const reply = typeof route === 'function' ? route(call) : route;
    const { status = 200, body } = reply ?? { status: 404, body: { message: 'not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

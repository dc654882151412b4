// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../features/config';
import { siteWith } from '../test/layout-test-utils';
import { CasinoGate } from './casino-gate';

afterEach(cleanup);

function renderGate(site: SiteConfig, path: string) {
  const client = new QueryClient();
  client.setQueryData(['site-config'], site);
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        children: [
          {
            element: <CasinoGate />,
            children: [
              { path: 'slots/:gameSlug', element: <p>game page</p> },
              { path: 'office/vip', element: <p>vip page</p> },
            ],
          },
          { path: 'line', element: <p>line page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const casinoOn = { isEnabled: true, isVipCashbackEnabled: true, isPremiumCashbackEnabled: true };

describe('<CasinoGate/>: with thirdPartyCasino off no casino route is shown (issue 21)', () => {
  it('shows the casino page while the casino is on', () => {
    renderGate(siteWith({ thirdPartyCasino: casinoOn }), '/en/slots/orchard-stars');
    expect(screen.getByText('game page')).toBeTruthy();
  });

  it('shows the not-found page instead while it is off, on a client-side navigation too', async () => {
    const router = renderGate(siteWith({ thirdPartyCasino: { isEnabled: false } }), '/en/line');
    expect(screen.getByText('line page')).toBeTruthy();
    await act(() => router.navigate('/en/slots/orchard-stars'));
    expect(screen.getByTestId('error-page').textContent).toContain('404');
    expect(screen.queryByText('game page')).toBeNull();
  });

  it("hides a VIP page while the VIP club's own switch is off", () => {
    renderGate(siteWith({ thirdPartyCasino: { ...casinoOn, isVipCashbackEnabled: false } }), '/en/office/vip');
    expect(screen.getByTestId('error-page')).toBeTruthy();
  });
});

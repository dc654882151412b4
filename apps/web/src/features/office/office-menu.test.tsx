// @vitest-environment jsdom
import type { LeftMenuAnswer } from '@fairline/shared/wire/player-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../test/accounts-test-utils';
import { OfficeLayout } from './office-layout';
import { officeMenuKey } from './office-menu';

function renderOffice(menu?: LeftMenuAnswer['data']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site-config'], siteConfig({}));
  if (menu) client.setQueryData(officeMenuKey, { ...menu, markerChanged: false });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/office/settings']}>
        <Routes>
          <Route path="/:lang/office" element={<OfficeLayout />}>
            <Route path="settings" element={<p>Settings screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const links = () =>
  Array.from(screen.getByRole('navigation', { name: 'Personal office' }).querySelectorAll('a'), (a) =>
    a.getAttribute('href'),
  );

afterEach(cleanup);

describe('the office menu follows getLeftMenuData', () => {
  it('shows exactly the pages the server lists, in its order, laid out as it says', () => {
    const { container } = renderOffice({
      layout: 'top',
      items: [
        { key: 'profile', link: '/office/profile' },
        { key: 'settings', link: '/office/settings' },
        { key: 'messages', link: '/office/messages' },
      ],
      state: { verification: 'pending', verified: false, casino: false },
    });
    expect(links()).toEqual(['/en/office/profile', '/en/office/settings', '/en/office/messages']);
    expect(container.querySelector('[data-menu]')?.getAttribute('data-menu')).toBe('top');
  });

  it('shows the verification status beside Verification', () => {
    renderOffice({
      layout: 'side',
      items: [{ key: 'verification', link: '/office/verification' }],
      state: { verification: 'rejected', verified: false, casino: false },
    });
    expect(screen.getByTestId('menu-verification-status').dataset.status).toBe('rejected');
  });

  it('keeps the pages every server has until the menu arrives', () => {
    renderOffice();
    expect(links()).toContain('/en/office/settings');
    expect(links()).not.toContain('/en/office/messages');
  });
});

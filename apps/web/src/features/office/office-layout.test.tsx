// @vitest-environment jsdom
import type { RawSiteConfig } from '@fairline/shared/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../test/accounts-test-utils';
import { OfficeLayout } from './office-layout';

function renderOffice(raw: RawSiteConfig = {}) {
  const client = new QueryClient();
  client.setQueryData(['site-config'], siteConfig(raw));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/office/profile']}>
        <Routes>
          <Route path="/:lang/office" element={<OfficeLayout />}>
            <Route path="profile" element={<p>Profile screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const frame = () => screen.getByRole('navigation', { name: 'Personal office' }).parentElement;

afterEach(cleanup);

describe('<OfficeLayout/> menu (office.isLeftSidebarShown)', () => {
  it('puts the office menu in a left sidebar by default', () => {
    renderOffice();
    expect(frame()?.dataset.menu).toBe('side');
    expect(screen.getByText('Profile screen')).toBeTruthy();
  });

  it('puts it in a row of tabs above the screen where the brand turns the sidebar off', () => {
    renderOffice({ office: { isLeftSidebarShown: false } });
    expect(frame()?.dataset.menu).toBe('top');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/en/office/profile');
  });
});

describe('<OfficeLayout/> page title', () => {
  it('names the tab after the open office screen and the brand, in the page language', () => {
    renderOffice();
    expect(document.title).toBe(`Profile — ${siteConfig({}).brandName}`);
  });

  it('gives the tab back the brand name alone when the office is left', () => {
    const { unmount } = renderOffice();
    unmount();
    expect(document.title).toBe(siteConfig({}).brandName);
  });
});

// @vitest-environment jsdom
import type { RawSiteConfig } from '@fairline/shared/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalStore, registerModal } from '../components/ui';
import { LOGIN_MODAL, useSession } from '../features/auth';
import { scriptFetch, siteConfig } from '../test/accounts-test-utils';
import { InformationPage } from './information-page';

const content = (title: string) => ({
  body: { data: { attributes: { title, lang: 'en', blocks: [{ type: 'p', text: `${title} text` }] } } },
});

function renderPage(page: string, raw: RawSiteConfig = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site-config'], siteConfig(raw));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/en/information/${page}`]}>
        <Routes>
          <Route path="/:lang/information/:page" element={<InformationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Information' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  useSession.setState({ isAuth: false });
  registerModal(LOGIN_MODAL, () => null);
});
afterEach(async () => {
  await modalStore.getState().hideAll();
  cleanup();
  vi.unstubAllGlobals();
});

describe('information.hiddenPages', () => {
  it('answers a hidden page as not found, without asking the server', async () => {
    const { calls } = scriptFetch({ 'GET /web-api/information/taxes': content('Taxes') });
    renderPage('taxes', { information: { hiddenPages: ['taxes'] } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('leaves hidden pages out of the information menu', async () => {
    scriptFetch({ 'GET /web-api/information/rules': content('Rules') });
    renderPage('rules', { information: { hiddenPages: ['taxes', 'smsbets'] } });
    expect(await screen.findByRole('heading', { name: 'Rules', level: 1 })).toBeTruthy();
    expect(menuLinks()).toContain('Betting rules');
    expect(menuLinks()).not.toContain('Taxes');
    expect(menuLinks()).not.toContain('SMS bets');
  });
});

describe('information.tags', () => {
  it('builds the information menu from the tags: headings, titles and links', async () => {
    scriptFetch({ 'GET /web-api/information/rules': content('Rules') });
    renderPage('rules', {
      information: {
        tags: [
          { tag: 'rules', menu_key: 'info.menu', dict_key: 'info.mainRules' },
          { tag: 'about', prop_link: 'https://help.example.com/about' },
        ],
      },
    });
    await screen.findByRole('heading', { name: 'Rules', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Information' });
    expect(within(nav).getByRole('heading', { name: 'Information' })).toBeTruthy();
    expect(menuLinks()).toEqual(['General terms', 'About us']);
    expect(within(nav).getByRole('link', { name: 'General terms' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      'https://help.example.com/about',
    );
  });
});

describe('office.isPaymentAuthRequired', () => {
  it('asks a guest to log in where the server keeps the payment page for players, then shows it', async () => {
    let isUser = false;
    scriptFetch({
      'GET /web-api/information/payment': () =>
        isUser ? content('Payment methods') : { status: 401, body: { message: 'Log in to see the payment page' } },
    });
    renderPage('payment', { office: { isPaymentAuthRequired: true } });
    expect((await screen.findByRole('status')).textContent).toContain('Log in to see them.');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modalStore.getState().records.map((r) => r.name)).toEqual([LOGIN_MODAL]);
    isUser = true;
    act(() => useSession.setState({ isAuth: true }));
    expect(await screen.findByRole('heading', { name: 'Payment methods', level: 1 })).toBeTruthy();
  });
});

describe('the brand’s blocks on information pages', () => {
  it('shows the licence on the licences page when the brand shows it (licence.isShown)', async () => {
    scriptFetch({ 'GET /web-api/information/licenses': content('Licences') });
    renderPage('licenses', { licence: { isShown: true, number: 'MGA/B2C/1', link: 'https://regulator.example' } });
    const licence = await screen.findByTestId('licence');
    expect(licence.textContent).toContain('Licence № MGA/B2C/1');
    expect(within(licence).getByRole('link', { name: 'Check it with the regulator' }).getAttribute('href')).toBe(
      'https://regulator.example',
    );
  });

  it('shows no licence block while licence.isShown is off', async () => {
    scriptFetch({ 'GET /web-api/information/licenses': content('Licences') });
    renderPage('licenses', { licence: { number: 'MGA/B2C/1' } });
    await screen.findByRole('heading', { name: 'Licences', level: 1 });
    expect(screen.queryByTestId('licence')).toBeNull();
  });

  it.each([
    [{ startTime: '08:00', endTime: '23:00' }, 'Our support team answers from 08:00 to 23:00.'],
    [{}, 'Our support team answers around the clock.'],
  ])('states the support hours %j on the contacts page', async (support, text) => {
    scriptFetch({ 'GET /web-api/information/contacts': content('Contacts') });
    renderPage('contacts', { support });
    expect((await screen.findByTestId('support-hours')).textContent).toContain(text);
  });

  it('tells how to deposit on the about page unless the brand turns it off', async () => {
    scriptFetch({ 'GET /web-api/information/about': content('About') });
    const view = renderPage('about');
    const info = await screen.findByTestId('deposit-info');
    expect(within(info).getByRole('link', { name: 'Payment methods' }).getAttribute('href')).toBe(
      '/en/information/payment',
    );
    view.unmount();
    renderPage('about', { information: { isDepositInfoInAboutShown: false } });
    await screen.findByRole('heading', { name: 'About', level: 1 });
    expect(screen.queryByTestId('deposit-info')).toBeNull();
  });
});

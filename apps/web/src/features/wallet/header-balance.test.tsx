// @vitest-environment jsdom
import type { RawSiteConfig } from '@fairline/shared/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '../../components/ui';
import { scriptFetch, siteConfig } from '../../test/accounts-test-utils';
import { FakeWebSocket } from '../../test/fake-websocket.testing';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { HeaderBalance } from './header-balance';

function renderBalance(lang = 'en', raw: RawSiteConfig = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site-config'], siteConfig(raw));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${lang}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<HeaderBalance lang={lang} />, { wrapper });
}

beforeEach(() => {
  useMoneyStrings();
  logInAs(7);
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const n of notificationsStore.getState().notifications) notificationsStore.getState().dismiss(n.id);
});

describe('<HeaderBalance/>', () => {
  it.each([
    ['en', 1234.5, '€1,234.50'],
    ['en', 1_000_000, '€1,000,000.00'],
    ['ru', 1234.5, '1 234,50 €'],
  ])('shows %s %d as %s: symbol, two decimals, grouped thousands', async (lang, money, shown) => {
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload([account({ money })]) } });
    renderBalance(lang);
    await waitFor(() =>
      expect(screen.getByTestId('header-balance').textContent?.replace(/\s/g, ' ')).toBe(shown.replace(/\s/g, ' ')),
    );
  });

  it('lists the stake still in unsettled bets of the active account in its menu', async () => {
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload([account({ amountOfUnplacedBets: 25.5 })]) } });
    renderBalance();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€1,234.50'));
    fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    expect((await screen.findByTestId('balance-in-bets')).textContent).toBe('In unsettled bets€25.50');
  });

  it('does not list the stake in unsettled bets where the brand hides it (office.isUnplacedBetsShown)', async () => {
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload([account({ amountOfUnplacedBets: 25.5 })]) } });
    renderBalance('en', { office: { isUnplacedBetsShown: false } });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€1,234.50'));
    fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    expect(await screen.findByText('Euro (€)')).toBeTruthy();
    expect(screen.queryByTestId('balance-in-bets')).toBeNull();
  });

  it.each([
    ['en', 'Euro (€)', 'US dollar ($)'],
    ['ru', 'Евро (€)', 'Доллар США ($)'],
    ['ar', 'يورو (€)', 'دولار أمريكي ($)'],
  ])('names each account in its menu in the UI language (%s), with its symbol', async (lang, euro, dollar) => {
    const usd = account({ id: 2, name: 'US dollar', iso: 'USD', symbol: '$', currencyId: 10, isActive: false });
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload([account(), usd]) } });
    renderBalance(lang);
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).not.toBe('—'));
    fireEvent.click(screen.getByTestId('header-balance'));
    expect(await screen.findByText(euro)).toBeTruthy();
    expect(screen.getByText(dollar)).toBeTruthy();
  });

  it('announces changes politely', async () => {
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload() } });
    renderBalance();
    expect((await screen.findByTestId('header-balance')).getAttribute('aria-live')).toBe('polite');
  });

  it("subscribes to the player's own topic and re-reads the balance when a balance message arrives", async () => {
    let money = 1234.5;
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': () => ({ body: accountsPayload([account({ money })]) }),
    });
    renderBalance();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€1,234.50'));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.sent).toEqual([{ op: 'sub', topics: ['user:7'], snapshot: false }]);

    money = 1224.5;
    act(() => socket.receive({ t: 'batch', ts: 1, items: [{ t: 'balance', accountId: 1, balance: 122450 }] }));
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€1,224.50'));
    expect(calls.filter((c) => c.url.endsWith('/web-api/user/balance'))).toHaveLength(2);
  });

  it('tells the player when a bet is settled, with the payout in their currency', async () => {
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload() } });
    renderBalance();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€1,234.50'));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() => socket.receive({ t: 'batch', ts: 1, items: [{ t: 'bet', betId: 42, status: 'won', payout: 12345 }] }));
    expect(notificationsStore.getState().notifications.map((n) => n.text)).toEqual(['Bet #42 won €123.45']);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { CurrencyAccounts } from './currency-accounts';

const euro = account();
const dollar = account({
  id: 2,
  iso: 'USD',
  symbol: '$',
  name: 'US Dollar',
  currencyId: 10,
  isActive: false,
  money: 0,
});
const pound = account({
  id: 3,
  iso: 'GBP',
  symbol: '£',
  name: 'Pound sterling',
  currencyId: 11,
  isActive: false,
  money: 0,
});
const payload = (...accounts: ReturnType<typeof account>[]) => ({ body: accountsPayload(accounts) });

function renderAccounts() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CurrencyAccounts lang="en" />
    </QueryClientProvider>,
  );
}

const row = (name: RegExp) =>
  screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? '')) as HTMLElement;

beforeEach(() => {
  useMoneyStrings();
  logInAs(7);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('currency accounts', () => {
  it('opens an account in a currency the player does not hold yet, and lists it', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': payload(euro, dollar),
      'POST /web-api/user/createCurrencyAccount': {
        body: { ...accountsPayload([euro, dollar, pound]), account_id: 3 },
      },
    });
    renderAccounts();
    const select = await screen.findByRole('combobox', { name: 'Open an account in another currency' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    // The currencies already held are not offered again.
    expect(within(select).queryByRole('option', { name: /\(USD\)$/ })).toBeNull();
    fireEvent.change(select, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(calls.find((c) => c.url.endsWith('/createCurrencyAccount'))?.body).toEqual({ currency_id: 11 });
  });

  it('makes another account the active one', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': payload(euro, dollar),
      'POST /web-api/user/setactiveaccount': payload({ ...euro, isActive: false }, { ...dollar, isActive: true }),
    });
    renderAccounts();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(row(/Dollar/)).getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(within(row(/Dollar/)).getByText('Active')).toBeTruthy());
    expect(calls.find((c) => c.url.endsWith('/setactiveaccount'))?.body).toEqual({ account_id: 2 });
  });

  it('deletes an empty account, and says why when the server refuses', async () => {
    scriptFetch({
      'GET /web-api/user/balance': payload(euro, dollar),
      'POST /web-api/user/deleteCurrencyAccount': {
        status: 409,
        body: { message: 'The account can be deleted only when all its balances are zero', error_code: 'not_empty' },
      },
    });
    renderAccounts();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    // Only an empty, inactive account offers Delete.
    expect(within(row(/Euro/)).queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Delete the account US Dollar/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only an empty account can be deleted.');
  });
});

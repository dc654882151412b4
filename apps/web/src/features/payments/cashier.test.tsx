// @vitest-environment jsdom
import type { DepositLimit } from '@fairline/shared/wire/cashier';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '../../components/ui';
import { scriptFetch } from '../../test/accounts-test-utils';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { redirectTo } from './browser-redirect';
import { DepositForm } from './deposit-form';
import { changedLimits } from './limits-page';
import { methodsRoute } from './payment-methods.testing';
import { PaymentsPage } from './payments-page';
import { WithdrawForm } from './withdraw-form';

vi.mock('./browser-redirect', () => ({ redirectTo: vi.fn() }));

function renderAt(path: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang/office/payments" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const balance = {
  'GET /web-api/user/balance': {
    body: accountsPayload([account(), account({ id: 2, iso: 'USD', symbol: '$', currencyId: 10, isActive: false })]),
  },
  ...methodsRoute(),
};

beforeEach(() => {
  useMoneyStrings();
  logInAs(7);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockClear();
  for (const n of notificationsStore.getState().notifications) notificationsStore.getState().dismiss(n.id);
});

describe('deposit', () => {
  it('refuses an empty or too small amount before calling the server', async () => {
    const { calls } = scriptFetch(balance);
    renderAt('/en/office/payments', <DepositForm lang="en" />);
    await screen.findByRole('option', { name: 'EUR €' });
    await screen.findByRole('radio', { name: /Bank card/ });
    const submit = screen.getByRole('button', { name: 'Go to payment' });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter an amount')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.50' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/The smallest amount for this method is/)).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/payments/deposit'))).toHaveLength(0);
  });

  it('cleans what is typed and sends the player to the provider page in the chosen currency', async () => {
    const { calls } = scriptFetch({
      ...balance,
      'POST /web-api/payments/deposit': { body: { deposit_id: 'dep_1', redirect_url: '/payments/sandbox/pay/dep_1' } },
    });
    renderAt('/en/office/payments', <DepositForm lang="en" />);
    const amount = await screen.findByLabelText('Amount');
    await waitFor(() => expect(screen.getByRole('combobox')).toBeTruthy());
    await screen.findByRole('radio', { name: /Bank card/ });
    fireEvent.change(amount, { target: { value: '-25,505' } });
    expect((amount as HTMLInputElement).value).toBe('25.50');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '2' } });
    // The methods of the new currency load before the deposit can go.
    await screen.findByRole('radio', { name: /Bank card/ });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/payments/sandbox/pay/dep_1'));
    expect(calls.find((c) => c.url.endsWith('/payments/deposit'))?.body).toEqual({
      amount: '25.50',
      currency_id: 10,
      lang: 'en',
      method: 'card',
    });
  });

  it('says in words when the deposit limit stops the deposit', async () => {
    scriptFetch({
      ...balance,
      'POST /web-api/payments/deposit': {
        status: 403,
        body: { message: 'This deposit would exceed your 24-hour deposit limit', error_code: 'deposit_limit' },
      },
    });
    renderAt('/en/office/payments', <DepositForm lang="en" />);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '500' } });
    await waitFor(() => expect(screen.getByRole('combobox')).toBeTruthy());
    await screen.findByRole('radio', { name: /Bank card/ });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('exceed your deposit limit');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it.each([
    ['ok', 'success', 'The deposit is credited to your account.'],
    ['declined', 'error', 'The payment was declined.'],
    ['cancelled', 'info', 'The payment was cancelled. No money was taken.'],
    ['expired', 'info', 'The payment time ran out and the deposit expired.'],
  ])('shows the provider result ?deposit=%s as a notification', async (result, type, text) => {
    scriptFetch({
      ...balance,
      'POST /web-api/officeapi/gethistorypaymentmainaccount': {
        body: { items: [], page_number: 1, page_size: 50, has_more: false, is_include_archive: false },
      },
    });
    renderAt(`/en/office/payments?deposit=${result}`, <PaymentsPage />);
    await waitFor(() => expect(notificationsStore.getState().notifications).toHaveLength(1));
    const [shown] = notificationsStore.getState().notifications;
    expect(shown?.type).toBe(type);
    expect(shown?.text).toContain(text);
  });
});

describe('deposit limits', () => {
  const limit = (period: DepositLimit['period'], amount: number | null, pending?: number): DepositLimit => ({
    period,
    amount,
    has_pending: pending !== undefined,
    pending_amount: pending ?? null,
    pending_effective_at: pending === undefined ? null : '2030-01-02T00:00:00.000Z',
    deposited: 0,
    remaining: amount,
  });

  it('sends only the periods the player changed; an emptied field removes the limit', () => {
    const limits = [limit('24h', 100), limit('7d', 500, 900), limit('1m', null)];
    expect(changedLimits(limits, { '24h': '100', '7d': '900', '1m': '' })).toEqual([]);
    expect(changedLimits(limits, { '24h': '50', '7d': '', '1m': '3000' })).toEqual([
      { period: '24h', amount: '50' },
      { period: '7d', amount: null },
      { period: '1m', amount: '3000' },
    ]);
  });
});

describe('what the cashier says before the player tries', () => {
  it('says deposits are paused (getrechargedata: blocked) and keeps the button off', async () => {
    scriptFetch({
      ...balance,
      'GET /web-api/officeapi/getrechargedata': {
        body: { src: '/web-api/payments/deposit', rand: 'r', needVerify: false, blocked: true },
      },
    });
    renderAt('/en/office/payments', <DepositForm lang="en" />);
    expect((await screen.findByRole('status')).textContent).toContain('Deposits are paused for this account');
    expect(screen.getByRole('button', { name: 'Go to payment' }).hasAttribute('disabled')).toBe(true);
  });

  it.each([
    [{ status: 403, body: { message: 'Withdrawals are blocked', error_code: 'blocked' } }, 'Withdrawals are paused'],
    [
      { body: { src: '/web-api/payments/withdraw', rand: 'r', needVerify: true, blocked: false } },
      'Confirm your e-mail or phone in the profile before withdrawing.',
    ],
  ])('holds a withdrawal the server would refuse (%#) and says why', async (answer, text) => {
    scriptFetch({ ...balance, 'GET /web-api/officeapi/getdeducedata': answer });
    renderAt('/en/office/payments', <WithdrawForm lang="en" />);
    expect((await screen.findByRole('status')).textContent).toContain(text);
    expect(screen.getByRole('button', { name: 'Request withdrawal' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the bonus and points accounts’ history on its tab, and the methods deposited with', async () => {
    const page = (operation: string) => ({
      body: {
        items: [
          {
            id: 1,
            date: '2030-01-01T10:00:00.000Z',
            operation,
            amount: 5,
            currency: '€',
            currencyId: 12,
            accountId: 1,
            accountType: 'bonus',
          },
        ],
        page_number: 1,
        page_size: 50,
        has_more: false,
        is_include_archive: false,
      },
    });
    const { calls } = scriptFetch({
      ...balance,
      'POST /web-api/officeapi/gethistorypaymentmainaccount': page('deposit'),
      'POST /web-api/officeapi/gethistorypaymentvirtualaccount': page('bet_settled'),
      'GET /web-api/officeapi/gethistorypaymentsource': {
        body: {
          sources: [
            { provider: 'sandbox', method: 'card •••• 4242', deposits: 2, lastUsed: '2030-01-01T10:00:00.000Z' },
          ],
        },
      },
    });
    renderAt('/en/office/payments', <PaymentsPage />);
    expect(await screen.findByText('Deposit', { selector: 'td' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Bonus and points' }));
    expect(await screen.findByText('Bet settled')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/gethistorypaymentvirtualaccount'))).toBe(true);
    const sources = screen.getByRole('region', { name: 'Your payment methods' });
    expect(sources.textContent).toContain('Test payments (sandbox) · card •••• 4242');
    expect(sources.textContent).toContain('Deposits: 2');
  });
});

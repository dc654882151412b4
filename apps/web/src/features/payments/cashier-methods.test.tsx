// @vitest-environment jsdom
import type { PaymentAttempt } from '@fairline/shared/wire/cashier-methods';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { redirectTo } from './browser-redirect';
import { DepositForm } from './deposit-form';
import { PaymentHistory } from './payment-history';
import { CARD_METHOD, EWALLET_METHOD, methodsRoute } from './payment-methods.testing';
import { WithdrawForm } from './withdraw-form';

vi.mock('./browser-redirect', () => ({ redirectTo: vi.fn() }));

function renderAt(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/office/payments']}>
        <Routes>
          <Route path="/:lang/office/payments" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const balance = { 'GET /web-api/user/balance': { body: accountsPayload([account({ money: 5000 })]) } };
const submit = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  useMoneyStrings();
  logInAs(7);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockClear();
});

describe('choosing a payment method', () => {
  it('shows each method with its logo and its limits in the currency', async () => {
    scriptFetch({ ...balance, ...methodsRoute() });
    renderAt(<DepositForm lang="en" />);
    const wallet = await screen.findByRole('radio', { name: /Fairpay e-wallet/ });
    const card = screen.getByRole('radio', { name: /Bank card/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    const walletLabel = wallet.closest('label') as HTMLElement;
    expect(walletLabel.querySelector('svg')).not.toBeNull();
    expect(walletLabel.textContent).toMatch(/From .*5\.00.* to .*2,000\.00/);
  });

  it('fills the amount from a quick amount of the chosen method and sends the method with the deposit', async () => {
    const { calls } = scriptFetch({
      ...balance,
      ...methodsRoute([CARD_METHOD, { ...EWALLET_METHOD, quick_amounts: [5, 10, 20, 50] }]),
      'POST /web-api/payments/deposit': { body: { deposit_id: 'dep_9', redirect_url: '/payments/wallet/pay/dep_9' } },
    });
    renderAt(<DepositForm lang="en" />);
    fireEvent.click(await screen.findByRole('radio', { name: /Fairpay e-wallet/ }));
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' }));
    const fifty = quick.getByRole('button', { name: /^50\s€$/ });
    fireEvent.click(fifty);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('50');
    expect(fifty.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(submit('Go to payment'));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/payments/wallet/pay/dep_9'));
    expect(calls.find((c) => c.url.endsWith('/payments/deposit'))?.body).toMatchObject({
      amount: '50',
      method: 'ewallet',
    });
  });

  it('refuses an amount under the chosen method’s minimum before calling the server, naming the minimum', async () => {
    const { calls } = scriptFetch({ ...balance, ...methodsRoute() });
    renderAt(<DepositForm lang="en" />);
    fireEvent.click(await screen.findByRole('radio', { name: /Fairpay e-wallet/ }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '4' } });
    fireEvent.click(submit('Go to payment'));
    expect((await screen.findByText(/The smallest amount for this method is/)).textContent).toMatch(/5\.00/);
    // The card takes the same amount.
    fireEvent.click(screen.getByRole('radio', { name: /Bank card/ }));
    expect(screen.queryByText(/The smallest amount for this method is/)).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/payments/deposit'))).toHaveLength(0);
  });

  it('refuses a withdrawal over the method’s maximum before calling the server, and sends the method otherwise', async () => {
    const { calls } = scriptFetch({
      ...balance,
      ...methodsRoute(),
      'POST /web-api/payments/withdraw': { body: { withdrawal_id: 'wd_1', status: 'requested' } },
    });
    renderAt(<WithdrawForm lang="en" />);
    fireEvent.click(await screen.findByRole('radio', { name: /Fairpay e-wallet/ }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2500' } });
    fireEvent.click(submit('Request withdrawal'));
    expect((await screen.findByText(/The largest amount for this method is/)).textContent).toMatch(/2,000\.00/);
    expect(calls.filter((c) => c.url.endsWith('/payments/withdraw'))).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2000' } });
    fireEvent.click(submit('Request withdrawal'));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/payments/withdraw'))).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/payments/withdraw'))?.body).toMatchObject({
      amount: '2000',
      method: 'ewallet',
    });
  });

  it('says so and offers no button when no method takes the currency', async () => {
    scriptFetch({ ...balance, ...methodsRoute([]) });
    renderAt(<DepositForm lang="en" />);
    expect(await screen.findByText(/No payment method takes this currency/)).toBeTruthy();
    expect((submit('Go to payment') as HTMLButtonElement).disabled).toBe(true);
  });
});

const attempt = (over: Partial<PaymentAttempt>): PaymentAttempt => ({
  id: 'dep_1',
  kind: 'deposit',
  status: 'credited',
  method_code: 'card',
  method: null,
  amount: 20,
  currency: 'EUR',
  currencyId: 12,
  reason: null,
  created_at: '2026-11-22T10:00:00.000Z',
  ...over,
});

describe('payment attempts in the history', () => {
  it('lists declined and cancelled deposits with their status beside the credited ones', async () => {
    scriptFetch({
      'POST /web-api/officeapi/gethistorypaymentmainaccount': {
        body: { items: [], page_number: 1, page_size: 50, has_more: false, is_include_archive: false },
      },
      'GET /web-api/payments/attempts': {
        body: {
          items: [
            attempt({ id: 'dep_3', status: 'cancelled', method_code: 'ewallet', reason: 'cancelled_by_player' }),
            attempt({ id: 'dep_2', status: 'declined', method: 'card •••• 0002', reason: 'declined_by_provider' }),
            attempt({ id: 'dep_1', status: 'credited', method: 'card •••• 4242' }),
          ],
          page_number: 1,
          page_size: 20,
          has_more: false,
        },
      },
    });
    renderAt(<PaymentHistory lang="en" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Deposits and withdrawals' }));
    const rows = await screen.findAllByRole('row');
    const body = rows.slice(1).map((row) => row.textContent);
    expect(body[0]).toMatch(/Deposit.*Fairpay e-wallet.*Cancelled/);
    expect(body[1]).toMatch(/Deposit.*card •••• 0002.*Declined/);
    expect(body[2]).toMatch(/Deposit.*card •••• 4242.*Credited/);
  });

  it('lists a deposit left unpaid past its time as Expired, toned like one that did not go through', async () => {
    scriptFetch({
      'POST /web-api/officeapi/gethistorypaymentmainaccount': {
        body: { items: [], page_number: 1, page_size: 50, has_more: false, is_include_archive: false },
      },
      'GET /web-api/payments/attempts': {
        body: {
          items: [
            attempt({ id: 'dep_5', status: 'expired', method_code: 'card', reason: 'expired_unpaid' }),
            attempt({ id: 'dep_4', status: 'cancelled', method_code: 'card', reason: 'cancelled_by_player' }),
          ],
          page_number: 1,
          page_size: 20,
          has_more: false,
        },
      },
    });
    renderAt(<PaymentHistory lang="en" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Deposits and withdrawals' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]?.textContent).toMatch(/Deposit.*Bank card.*Expired/);
    const expired = within(rows[0] as HTMLElement).getByText('Expired');
    const cancelled = within(rows[1] as HTMLElement).getByText('Cancelled');
    expect(expired.className).toBe(cancelled.className);
  });
});

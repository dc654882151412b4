// @vitest-environment jsdom
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
import { methodsRoute } from './payment-methods.testing';
import { WithdrawForm } from './withdraw-form';

// The cashier parses its answers with the shared wire schemas: these prove a drifted answer stops
// at the edge instead of moving the browser or telling the player something about their money.
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

const balance = {
  'GET /web-api/user/balance': { body: accountsPayload([account({ money: 100 })]) },
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

describe('answers the cashier does not recognise', () => {
  it('does not send the browser away when the deposit answer names no provider page', async () => {
    scriptFetch({ ...balance, 'POST /web-api/payments/deposit': { body: { deposit_id: 'dep_1' } } });
    renderAt(<DepositForm lang="en" />);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '25' } });
    await waitFor(() => expect(screen.getByRole('combobox')).toBeTruthy());
    await screen.findByRole('radio', { name: /Bank card/ });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The payment could not be started');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('does not say a withdrawal was booked when the answer is not a withdrawal', async () => {
    scriptFetch({ ...balance, 'POST /web-api/payments/withdraw': { body: { withdrawal_id: 'wd_1', status: 'lost' } } });
    renderAt(<WithdrawForm lang="en" />);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '25' } });
    await waitFor(() => expect(screen.getByRole('combobox')).toBeTruthy());
    await screen.findByRole('radio', { name: /Bank card/ });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(notificationsStore.getState().notifications.filter((n) => n.type === 'success')).toEqual([]);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '../../components/ui';
import { type Call, scriptFetch } from '../../test/accounts-test-utils';
import { accepted, cashOutOffer, refusedWith, saleResult } from '../../test/coupon-answers.testing';
import { useMoneyStrings } from '../../test/money-test-utils';
import type { BetItem } from './bets-api';
import { CashOut, cashOutAmount } from './cash-out';

const QUOTE = 'POST /service-api/LiveBet/Secure/GetCashOutQuote';
const SALE = 'POST /service-api/LiveBet/Secure/SaleBet';

const bet: BetItem = {
  id: 42,
  placed_at: '2030-01-01T10:00:00.000Z',
  type: 'single',
  stake: 10,
  currency: 'EUR',
  currency_id: 12,
  odds: 2.5,
  potential_return: 25,
  status: 'open',
  payout: 0,
  legs_count: 1,
  cash_out_available: true,
  is_advance: false,
  advance_outstanding: 0,
};

const quote = (Summ: number, QuoteId = 'q1') => cashOutOffer(42, { Summ, QuoteId });
const ok = (Value: unknown) => ({ body: accepted(Value) });
const sold = (Paid: number) => ok(saleResult(42, { Paid }));

function renderCashOut(refreshMs?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<CashOut bet={bet} symbol="€" lang="en" {...(refreshMs ? { refreshMs } : {})} />, { wrapper });
}

const sales = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/SaleBet')).map((c) => c.body);

beforeEach(useMoneyStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const n of notificationsStore.getState().notifications) notificationsStore.getState().dismiss(n.id);
});

describe('cash-out', () => {
  it.each([
    [12.34, 100, 1234],
    [12.34, 50, 617],
    [12.35, 50, 617],
    [0.01, 10, 0],
  ])('pays %d × %d %% = %d minor units, rounded down', (summ, percent, expected) => {
    expect(cashOutAmount(quote(summ), percent, 2)).toBe(expected);
  });

  it('shows the cash-out value without a click and sells the whole bet at it on confirm', async () => {
    const { calls } = scriptFetch({ [QUOTE]: ok(quote(18.4)), [SALE]: sold(18.4) });
    renderCashOut();
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €18.40' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm: get €18.40' }));
    await waitFor(() => expect(sales(calls)).toEqual([{ betId: 42, quoteId: 'q1', fraction: 1 }]));
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.text)).toEqual(['Bet #42 cashed out: €18.40']),
    );
  });

  it('sells a part chosen on the slider', async () => {
    const { calls } = scriptFetch({ [QUOTE]: ok(quote(18.4)), [SALE]: sold(9.2) });
    renderCashOut();
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €18.40' }));
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: get €9.20' }));
    await waitFor(() => expect(sales(calls)).toEqual([{ betId: 42, quoteId: 'q1', fraction: 0.5 }]));
  });

  it('offers no part (no slider) and sells the whole bet where the brand does not sell bets in part', async () => {
    const { calls } = scriptFetch({ [QUOTE]: ok({ ...quote(18.4), PartSale: false }), [SALE]: sold(18.4) });
    renderCashOut();
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €18.40' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm: get €18.40' }));
    expect(screen.queryByRole('slider')).toBeNull();
    await waitFor(() => expect(sales(calls)).toEqual([{ betId: 42, quoteId: 'q1', fraction: 1 }]));
  });

  it('offers the part slider where the brand sells bets in part', async () => {
    scriptFetch({ [QUOTE]: ok({ ...quote(18.4), PartSale: true }) });
    renderCashOut();
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €18.40' }));
    expect(await screen.findByRole('slider')).toBeTruthy();
  });

  it('offers the fresh value when the quote moved, and sells only after a second confirm', async () => {
    let sale = 0;
    const { calls } = scriptFetch({
      [QUOTE]: ok(quote(18.4)),
      [SALE]: () => {
        sale += 1;
        return sale === 1
          ? { body: refusedWith(109, quote(17.9, 'q2'), 'The cash-out value has changed') }
          : sold(17.9);
      },
    });
    renderCashOut();
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €18.40' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm: get €18.40' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The cash-out value has changed');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: get €17.90' }));
    await waitFor(() => expect(sales(calls).map((b) => (b as { quoteId: string }).quoteId)).toEqual(['q1', 'q2']));
  });

  it('says why, without a click, when no cash-out is offered', async () => {
    scriptFetch({
      [QUOTE]: { body: refusedWith(109, null, 'Cash-out is not offered once a selection has lost') },
    });
    renderCashOut();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Cash-out is not available now.');
    expect(status.textContent).toContain('once a selection has lost');
  });

  it('keeps the shown value current as the quote moves, with no click', async () => {
    let asked = 0;
    scriptFetch({
      [QUOTE]: () => {
        asked += 1;
        return ok(quote(asked === 1 ? 18.4 : 19.1, `q${asked}`));
      },
    });
    renderCashOut(50);
    expect(await screen.findByRole('button', { name: 'Cash out €18.40' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cash out €19.10' })).toBeTruthy();
  });

  it('sells at the newest quote when the value moved before the confirm', async () => {
    let asked = 0;
    const { calls } = scriptFetch({
      [QUOTE]: () => {
        asked += 1;
        return ok(quote(asked === 1 ? 18.4 : 19.1, `q${Math.min(asked, 2)}`));
      },
      [SALE]: sold(19.1),
    });
    renderCashOut(50);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €18.40' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm: get €19.10' }));
    await waitFor(() => expect(sales(calls)).toEqual([{ betId: 42, quoteId: 'q2', fraction: 1 }]));
  });
});

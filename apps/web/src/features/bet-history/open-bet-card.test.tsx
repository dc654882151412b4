// @vitest-environment jsdom
import { OddsFormat } from '@fairline/shared/odds/formats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, cashOutOffer } from '../../test/coupon-answers.testing';
import { useMoneyStrings } from '../../test/money-test-utils';
import { useEnglishStrings } from '../../test/render-sportsbook.testing';
import type { BetDetails, LegItem } from './bets-api';
import { OpenBetCard, soldPart } from './open-bet-card';

const leg = (idx: number, live?: { home: number; away: number }): LegItem => ({
  idx,
  game_id: idx,
  const_id: idx,
  home: `Home ${idx}`,
  away: `Away ${idx}`,
  sport_id: 1,
  sport: 'Football',
  champ_id: 1,
  champ: 'League',
  start_at: '2030-01-01T10:00:00.000Z',
  market: { group: 1, group_name: '1X2', type: 1, type_name: 'W1' },
  param: null,
  player_id: 0,
  odds: 2,
  kind: live ? 'live' : 'line',
  is_banker: false,
  result: 'open',
  score: null,
  ...(live ? { live_score: live } : {}),
});

const express: BetDetails = {
  id: 77,
  placed_at: '2030-01-01T09:00:00.000Z',
  type: 'express',
  stake: 6,
  currency: 'EUR',
  currency_id: 12,
  odds: 4,
  potential_return: 24,
  status: 'open',
  payout: 4.5,
  legs_count: 2,
  cash_out_available: true,
  is_advance: false,
  advance_outstanding: 0,
  settled_at: null,
  remaining_stake: 6,
  cash_out_paid: 0,
  legs: [leg(1, { home: 2, away: 0 }), leg(2)],
};

function renderCard(bet: BetDetails) {
  scriptFetch({
    'GET /web-api/officeapi/getbet/77': { body: bet },
    'POST /service-api/LiveBet/Secure/GetCashOutQuote': { body: accepted(cashOutOffer(77, { Summ: 7.25 })) },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(
    <ul>
      <OpenBetCard bet={bet} lang="en" format={OddsFormat.Decimal} />
    </ul>,
    { wrapper },
  );
}

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an open bet’s card', () => {
  it('shows every leg’s game, market and selection, the live score of a live leg, and the cash-out value', async () => {
    renderCard(express);
    const card = screen.getByRole('listitem', { name: 'Express № 77' });
    expect(await within(card).findByText('Home 1 – Away 1')).toBeTruthy();
    expect(within(card).getByText('Home 2 – Away 2')).toBeTruthy();
    expect(within(card).getByText('2:0')).toBeTruthy();
    expect(within(card).getAllByText(/^1X2:/)).toHaveLength(2);
    expect(await within(card).findByRole('button', { name: 'Cash out €7.25' })).toBeTruthy();
  });

  it('after a partial cash-out shows the remaining stake and what was sold for how much', async () => {
    renderCard({ ...express, stake: 10, remaining_stake: 6, cash_out_paid: 4.5 });
    const card = screen.getByRole('listitem', { name: 'Express № 77' });
    expect(await within(card).findByText('Remaining stake')).toBeTruthy();
    expect(within(card).getByText('€6.00')).toBeTruthy();
    expect(within(card).getByText('Cashed out €4.50 for €4.00 of the stake')).toBeTruthy();
  });

  it('reads what a partial cash-out sold from the stake, the remainder and the amount paid', () => {
    expect(soldPart({ stake: 10, remaining_stake: 6, cash_out_paid: 4.5 })).toEqual({ stake: 4, paid: 4.5 });
    expect(soldPart({ stake: 10, remaining_stake: 10, cash_out_paid: 0 })).toBeNull();
  });
});

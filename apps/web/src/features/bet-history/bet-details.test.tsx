// @vitest-environment jsdom
import { OddsFormat } from '@fairline/shared/odds/formats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { useMoneyStrings } from '../../test/money-test-utils';
import { useEnglishStrings } from '../../test/render-sportsbook.testing';
import { BetDetailsView } from './bet-details';
import { betTypeLabel } from './bet-format';
import type { BetDetails, LegItem } from './bets-api';

const leg = (idx: number, is_banker: boolean): LegItem => ({
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
  kind: 'line',
  is_banker,
  result: 'open',
  score: null,
});

const multi: BetDetails = {
  id: 9,
  placed_at: '2030-01-01T09:00:00.000Z',
  type: 'multi',
  k: 2,
  stake: 30,
  currency: 'EUR',
  currency_id: 12,
  odds: 0,
  potential_return: 270,
  status: 'open',
  payout: 0,
  legs_count: 4,
  cash_out_available: false,
  is_advance: false,
  advance_outstanding: 0,
  settled_at: null,
  remaining_stake: 30,
  cash_out_paid: 0,
  legs: [leg(0, true), leg(1, false), leg(2, false), leg(3, false)],
};

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a bet’s details and name', () => {
  it('marks a multi-bet’s banker among its legs', async () => {
    scriptFetch({ 'GET /web-api/officeapi/getbet/9': { body: multi } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    render(<BetDetailsView betId={9} lang="en" format={OddsFormat.Decimal} />, { wrapper });
    const legs = await screen.findAllByRole('listitem');
    expect(legs.map((li) => li.textContent?.includes('banker'))).toEqual([true, false, false, false]);
    // The outcome by name, as the price button said it; an open bet shows what it can return.
    expect(legs[0]?.textContent).toContain('1X2: Home 0 to win');
    expect(screen.getByText('Potential return').nextElementSibling?.textContent).toContain('270.00');
  });

  it('shows each leg’s odds in the player’s odds format, as the slip showed them', async () => {
    const legs = [
      { ...leg(0, false), odds: 1.91 },
      { ...leg(1, false), odds: 3.533 },
    ];
    scriptFetch({ 'GET /web-api/officeapi/getbet/9': { body: { ...multi, legs } } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    render(<BetDetailsView betId={9} lang="en" format={OddsFormat.American} />, { wrapper });
    const shown = await screen.findAllByRole('listitem');
    expect(shown.map((li) => li.querySelector('b[dir="ltr"]:last-of-type')?.textContent)).toEqual(['-110', '+253.3']);
  });

  it('names a system with its k of n', () => {
    const t = (key: string) =>
      ({ 'money.bets.type.system': 'System', 'money.bets.type.express': 'Express' })[key] ?? key;
    expect(betTypeLabel(t, { type: 'system', k: 2, legs_count: 3 })).toBe('System 2/3');
    expect(betTypeLabel(t, { type: 'express', legs_count: 3 })).toBe('Express');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMoneyStrings } from '../../test/money-test-utils';
import { AdvanceNote } from './advance-note';
import type { BetItem } from './bets-api';

const bet: BetItem = {
  id: 7,
  placed_at: '2030-01-01T10:00:00.000Z',
  type: 'single',
  stake: 5,
  currency: 'EUR',
  currency_id: 12,
  odds: 2,
  potential_return: 10,
  status: 'open',
  payout: 0,
  legs_count: 1,
  cash_out_available: false,
  is_advance: false,
  advance_outstanding: 0,
};

beforeEach(useMoneyStrings);
afterEach(cleanup);

describe('advance note (decision 0006)', () => {
  it('marks an advance bet and shows what is still owed on its advance', () => {
    render(<AdvanceNote bet={{ ...bet, is_advance: true, advance_outstanding: 5 }} lang="en" />);
    expect(screen.getByText('Advance bet')).toBeTruthy();
    expect(screen.getByText(/Advance still owed/).textContent).toContain('5');
  });

  it('says which advance an ordinary bet backs while it is owed', () => {
    render(<AdvanceNote bet={{ ...bet, is_advance: false, advance_outstanding: 3.5 }} lang="en" />);
    expect(screen.queryByText('Advance bet')).toBeNull();
    expect(screen.getByText(/Backs an advance of/).textContent).toContain('3.5');
  });

  it('shows nothing for a bet with no advance', () => {
    const { container } = render(<AdvanceNote bet={{ ...bet, is_advance: false, advance_outstanding: 0 }} lang="en" />);
    expect(container.textContent).toBe('');
  });
});

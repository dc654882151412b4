// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, couponAnswer, eventAnswer, placedBet } from '../../test/coupon-answers.testing';
import { logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { BetSlip } from './bet-slip';
import { pick } from './coupon.testing';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';

const MAKE_BET = 'POST /service-api/LiveBet/Secure/MakeBetWeb';
const HISTORY = 'POST /web-api/officeapi/getbetshistory';

const placedExpress = {
  body: accepted(
    placedBet(900, {
      Coupon: couponAnswer({
        Vid: 1,
        Coef: 3,
        Events: [eventAnswer({ GameId: 1, Coef: 2 }), eventAnswer({ GameId: 2, Coef: 1.5 })],
        PotentialReturn: 30,
      }),
    }),
    { Id: 900 },
  ),
};
const noOpenBets = {
  body: { items: [], has_more: false, page_number: 1, page_size: 50, date_from: '', date_to: '', totals: [] },
};

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
  logInAs(7);
  useCouponSettings.setState({ acceptOddsChange: 0 });
  useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5)], type: 'express', stake: '10' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the slip’s tabs and receipt', () => {
  it('names the placed bet’s kind and total odds on the receipt', async () => {
    scriptFetch({ [MAKE_BET]: placedExpress, [HISTORY]: noOpenBets });
    renderSportsbook(<BetSlip />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const receipt = await screen.findByRole('status', { name: 'Bet accepted' });
    expect(within(receipt).getByText('Express')).toBeTruthy();
    expect(within(receipt).getByText('Total odds').nextElementSibling?.textContent).toBe('3.00');
  });

  it('puts the placed selections back in the slip as the same express on "Keep selections"', async () => {
    scriptFetch({ [MAKE_BET]: placedExpress, [HISTORY]: noOpenBets });
    renderSportsbook(<BetSlip />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep selections' }));
    const state = useCouponStore.getState();
    expect(state.selections.map((s) => s.gameId)).toEqual([1, 2]);
    expect(state).toMatchObject({ type: 'express', stake: '10' });
    expect(screen.queryByRole('status', { name: 'Bet accepted' })).toBeNull();
  });

  it('switches to the My bets tab on "Go to My bets"', async () => {
    scriptFetch({ [MAKE_BET]: placedExpress, [HISTORY]: noOpenBets });
    renderSportsbook(<BetSlip />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to My bets' }));
    expect(screen.getByRole('tab', { name: /My bets/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('You have no open bets.', { exact: false })).toBeTruthy();
  });
});

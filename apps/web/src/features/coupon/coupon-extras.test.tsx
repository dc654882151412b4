// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, scriptFetch } from '../../test/accounts-test-utils';
import { accepted, placedBet } from '../../test/coupon-answers.testing';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { renderSportsbook, testQueryClient, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { moneyKeys } from '../wallet';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';

const MAKE_BET = 'POST /service-api/LiveBet/Secure/MakeBetWeb';
const BALANCE = 'GET /web-api/user/balance';

const placed = { body: accepted(placedBet(5, { Balance: 0, Coupon: { Events: [] } }), { Id: 5 }) };
const withBonus = (money: number) => {
  const bonus = account({ id: 9, type: 1, isBonusAccount: true, isActive: false, money });
  return { ...accountsPayload(), bonuses: [bonus], all_accounts: [account(), bonus] };
};
/** A query client that already holds the player's accounts. */
function withBalance(payload: ReturnType<typeof withBonus>) {
  const client = testQueryClient();
  client.setQueryData(moneyKeys.balance, payload);
  return client;
}

const sentBet = (calls: Call[]) =>
  calls.find((c) => c.url.endsWith('/MakeBetWeb'))?.body as Record<string, unknown> | undefined;

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
  logInAs(7);
  useCouponSettings.setState({ acceptOddsChange: 0 });
  useCouponStore.setState({
    selections: [pick(1, 2)],
    type: 'single',
    stake: '10',
    promo: '',
    autoOdds: null,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bet slip extras', () => {
  // Behaviour changed with ADR 0063: the player no longer picks the bonus account; the server stakes cash
  // first and only the shortfall from bonus money (the lazily loaded hint tells how much).
  it('offers no bonus switch and sends no bonus choice, with or without bonus money', async () => {
    const { calls } = scriptFetch({ [BALANCE]: { body: withBonus(50) }, [MAKE_BET]: placed });
    renderSportsbook(<CouponPanel />, withBalance(withBonus(50)));
    expect(screen.queryByRole('switch', { name: /bonus balance/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(sentBet(calls)).toBeDefined());
    expect(sentBet(calls)?.bonusId).toBeUndefined();
  });

  it('sends a promo code typed behind "I have a promo code", without spaces', async () => {
    const { calls } = scriptFetch({ [BALANCE]: { body: accountsPayload() }, [MAKE_BET]: placed });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'I have a promo code' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: ' WELCOME 10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(sentBet(calls)).toBeDefined());
    expect(sentBet(calls)?.promo).toBe('WELCOME10');
  });

  it('orders a lone single as an auto bet at the typed odds, and the receipt shows what it waits for', async () => {
    const { calls } = scriptFetch({
      'POST /service-api/LiveBet/Secure/MakeBetBidWeb': placed,
      [BALANCE]: { body: accountsPayload() },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('switch', { name: 'Auto bet at higher odds' }));
    const odds = screen.getByRole('textbox', { name: 'Place when the odds reach' });
    expect((odds as HTMLInputElement).value).toBe('2.10');
    fireEvent.change(odds, { target: { value: '2.5' } });
    expect(screen.getByText(/^The stake is reserved now\. The bet is placed once the odds reach 2\.50/)).toBeTruthy();
    // What it would pay is at those odds.
    expect(screen.getByText('Potential return').nextElementSibling?.textContent).toContain('25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const receipt = await screen.findByRole('status', { name: 'Auto bet ordered' });
    expect(receipt.textContent).toContain('2.50');
    const order = calls.find((c) => c.url.endsWith('/MakeBetBidWeb'))?.body as Record<string, unknown>;
    expect(order).toMatchObject({ autoBetCf: 2.5, Vid: 0, Summ: 10 });
    expect(calls.some((c) => c.url.endsWith('/MakeBetWeb'))).toBe(false);
  });

  it('offers an auto bet only for a lone single', () => {
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 3)], type: 'express' });
    scriptFetch({ [BALANCE]: { body: accountsPayload() } });
    renderSportsbook(<CouponPanel />);
    expect(screen.queryByRole('switch', { name: 'Auto bet at higher odds' })).toBeNull();
  });
});

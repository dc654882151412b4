// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, scriptFetch } from '../../test/accounts-test-utils';
import { accepted, placedBet } from '../../test/coupon-answers.testing';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { fakeSite, renderSportsbook, testQueryClient, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';

const GET_AVANCE = 'POST /service-api/LiveBet/Open/GetAvance';
const MAKE_BET = 'POST /service-api/LiveBet/Secure/MakeBetWeb';

const envelope = (Value: unknown) => ({ body: accepted(Value) });
const placed = envelope(placedBet(42, { Balance: 5, Coupon: { Events: [], PotentialReturn: 40 } }));
const sent = (calls: Call[], suffix: string) => calls.filter((c) => c.url.endsWith(suffix));
/** The slip on a brand that offers advance bets (coupon.isAdvanceBetEnabled), or not. */
const renderPanel = (isAdvanceBetEnabled = true) =>
  renderSportsbook(<CouponPanel />, testQueryClient(fakeSite({ raw: { coupon: { isAdvanceBetEnabled } } })));

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
  logInAs(7);
  useCouponSettings.setState({ acceptOddsChange: 0 });
  useCouponStore.setState({ selections: [pick(1, 2)], type: 'single', stake: '20' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the advance offer in the coupon', () => {
  it('offers a bet on advance when the stake is above the balance, and places it with avanceBet', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ money: 5 })]) },
      [GET_AVANCE]: envelope({ Summ: 25, Available: true, Outstanding: 3 }),
      [MAKE_BET]: placed,
    });
    renderPanel();
    const offer = await screen.findByRole('button', { name: 'Bet on advance (available €25.00)' });
    expect(screen.getByText('Advance owed: €3.00')).toBeTruthy();
    expect(sent(calls, '/GetAvance')[0]?.body).toMatchObject({ summ: 20, vid: 0, couponEvents: [{ GameId: 1 }] });
    fireEvent.click(offer);
    expect(await screen.findByText('Bet accepted')).toBeTruthy();
    expect(sent(calls, '/MakeBetWeb')[0]?.body).toMatchObject({ avanceBet: true, Summ: 20 });
  });

  it('neither asks for nor offers an advance where the brand does not offer advance bets', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ money: 5 })]) },
      [GET_AVANCE]: envelope({ Summ: 25, Available: true, Outstanding: 0 }),
    });
    renderPanel(false);
    await waitFor(() => expect(sent(calls, '/user/balance').length).toBeGreaterThan(0));
    // Time for the slip to judge the stake against the balance, as it does before asking for an advance.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeTruthy();
    expect(sent(calls, '/GetAvance')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Bet on advance/ })).toBeNull();
  });

  it('does not ask for an advance while the balance covers the stake', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ money: 100 })]) },
      [GET_AVANCE]: envelope({ Summ: 25, Available: true, Outstanding: 0 }),
      [MAKE_BET]: placed,
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet accepted')).toBeTruthy();
    expect(sent(calls, '/GetAvance')).toHaveLength(0);
    expect(sent(calls, '/MakeBetWeb')[0]?.body).not.toHaveProperty('avanceBet');
  });

  it('is not offered for several singles at once (an advance bet is one coupon)', async () => {
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 3)] });
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ money: 5 })]) },
      [GET_AVANCE]: envelope({ Summ: 100, Available: true, Outstanding: 0 }),
    });
    renderPanel();
    expect(await screen.findByText(/€40\.00/)).toBeTruthy();
    // Time for the balance to arrive and the slip to judge the stake against it.
    await waitFor(() => expect(sent(calls, '/user/balance').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent(calls, '/GetAvance')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Bet on advance/ })).toBeNull();
  });

  it('shows nothing when no advance is available, and disables the offer above the amount', async () => {
    scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ money: 5 })]) },
      [GET_AVANCE]: envelope({ Summ: 0, Available: false, Outstanding: 0 }),
    });
    const view = renderPanel();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Bet on advance/ })).toBeNull());
    view.unmount();
    scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ money: 5 })]) },
      [GET_AVANCE]: envelope({ Summ: 12, Available: true, Outstanding: 0 }),
    });
    renderPanel();
    const offer = await screen.findByRole('button', { name: 'Bet on advance (available €12.00)' });
    expect(offer.hasAttribute('disabled')).toBe(true);
  });
});

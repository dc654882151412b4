// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalStore } from '../../components/ui';
import { type Call, scriptFetch } from '../../test/accounts-test-utils';
import { accepted, eventAnswer, placedBet, refusedWith } from '../../test/coupon-answers.testing';
import { accountsPayload, logInAs, logOut, useMoneyStrings } from '../../test/money-test-utils';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';

const MAKE_BET = 'POST /service-api/LiveBet/Secure/MakeBetWeb';

const placed = (id: number, coefs: number[]) => ({
  body: accepted(
    placedBet(id, {
      Balance: 1224.5,
      Coupon: { Events: coefs.map((Coef, i) => eventAnswer({ GameId: i + 1, Coef })), PotentialReturn: 30 },
    }),
    { Id: id },
  ),
});

const refused = (ErrorCode: number, Value: unknown = null) => ({ body: refusedWith(ErrorCode, Value) });

const bets = (calls: Call[]) =>
  calls
    .filter((c) => c.url.endsWith('/MakeBetWeb'))
    .map((c) => c.body as { betGuid: string; Events: { Coef: number }[] });

const placeButton = () => screen.getByRole('button', { name: 'Place bet' });

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

describe('placing the coupon', () => {
  it('asks a guest to log in instead of sending the bet', async () => {
    logOut();
    const show = vi.spyOn(modalStore.getState(), 'show');
    const { calls } = scriptFetch({});
    renderSportsbook(<CouponPanel />);
    fireEvent.click(placeButton());
    expect(show).toHaveBeenCalledWith('login');
    expect(bets(calls)).toHaveLength(0);
    show.mockRestore();
  });

  it('sends a betGuid, reuses it when the same attempt is retried after no answer, and takes a new one for the next bet', async () => {
    let attempt = 0;
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload() },
      [MAKE_BET]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('network down');
        return placed(500 + attempt, [2, 1.5]);
      },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(placeButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bet accepted')).toBeTruthy();
    const [first, retry] = bets(calls);
    expect(first?.betGuid).toMatch(/^[\w-]{16,64}$/);
    expect(retry?.betGuid).toBe(first?.betGuid);

    await act(async () => useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5)], stake: '10' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(bets(calls)).toHaveLength(3));
    expect(bets(calls)[2]?.betGuid).not.toBe(first?.betGuid);
  });

  it('shows a receipt with bet id, legs at the accepted odds, stake and potential return, and clears the coupon', async () => {
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload() }, [MAKE_BET]: placed(777, [2, 1.5]) });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(placeButton());
    const receipt = await screen.findByRole('status', { name: 'Bet accepted' });
    expect(receipt.textContent).toContain('№ 777');
    expect(receipt.textContent).toContain('Home 1 to win');
    expect(receipt.textContent).toContain('€10.00');
    expect(receipt.textContent).toContain('€30.00');
    expect(useCouponStore.getState().selections).toEqual([]);
  });

  it('offers the new odds after an odds-changed refusal and places at them with one tap', async () => {
    let attempt = 0;
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload() },
      [MAKE_BET]: () => {
        attempt += 1;
        if (attempt > 1) return placed(900, [2, 1.65]);
        return refused(101, {
          lvC: true,
          FailInfo: [{ GameId: 2, Type: 1, Param: 0, Coef: 1.65, CoefOld: 1.5, Block: false, Finish: false }],
        });
      },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(placeButton());
    const notice = await screen.findByText('The odds have changed:');
    expect(notice.parentElement?.textContent).toMatch(/Home 2 to win.*1\.50.*→.*1\.65/);
    fireEvent.click(screen.getByRole('button', { name: 'Accept new odds and place' }));
    expect(await screen.findByText('Bet accepted')).toBeTruthy();
    const [first, second] = bets(calls);
    expect(second?.Events.map((e) => e.Coef)).toEqual([2, 1.65]);
    expect(second?.betGuid).not.toBe(first?.betGuid);
  });

  it('explains a refusal for lack of money in words, with a Deposit link', async () => {
    scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload() }, [MAKE_BET]: refused(104) });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is not enough money on your account');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en/office/payments');
  });

  it('shows a waiting spinner while a live bet sits in the server’s delay', async () => {
    const { fetch } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload() },
      [MAKE_BET]: placed(1, [2]),
    });
    let release = () => {};
    const delay = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/MakeBetWeb')) await delay;
      return fetch(input, init);
    });
    useCouponStore.setState({ selections: [pick(1, 2, { kind: 1 })], stake: '10' });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(placeButton());
    expect((await screen.findByRole('status')).textContent).toContain('Waiting for the live bet to be confirmed');
    await act(async () => release());
    expect(await screen.findByText('Bet accepted')).toBeTruthy();
  });
});

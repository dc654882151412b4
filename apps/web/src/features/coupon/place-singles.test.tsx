// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, scriptFetch } from '../../test/accounts-test-utils';
import { accepted, eventAnswer, placedBet, refusedWith } from '../../test/coupon-answers.testing';
import { accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';

// Listed before anything that starts the same way (the script matches by prefix).
const MULTI = 'POST /service-api/LiveBet/Secure/MakeBetWebMulti';
const BALANCE = 'GET /web-api/user/balance';

const placedSingle = (id: number, gameId: number, coef: number) =>
  accepted(
    placedBet(id, { Coupon: { Events: [eventAnswer({ GameId: gameId, Coef: coef })], PotentialReturn: coef * 10 } }),
    {
      Id: id,
    },
  );
const answers = (...list: unknown[]) => ({ body: accepted(list) });

type Coupon = { Events: { GameId: number }[]; Vid: number; Summ: number; betGuid: string };
const sent = (calls: Call[]) =>
  calls.filter((c) => c.url.endsWith('/MakeBetWebMulti')).map((c) => (c.body as { coupons: Coupon[] }).coupons);

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
  logInAs(7);
  useCouponSettings.setState({ acceptOddsChange: 0 });
  useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5)], type: 'single', stake: '10', promo: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('placing singles', () => {
  it('sends one single per selection in one call, each with its own betGuid, and shows every bet accepted', async () => {
    const { calls } = scriptFetch({
      [MULTI]: answers(placedSingle(31, 1, 2), placedSingle(32, 2, 1.5)),
      [BALANCE]: { body: accountsPayload() },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const receipt = await screen.findByRole('status', { name: '2 bets accepted' });
    expect(receipt.textContent).toContain('№ 31');
    expect(receipt.textContent).toContain('№ 32');
    const [coupons = []] = sent(calls);
    expect(coupons.map((c) => [c.Vid, c.Summ, c.Events.map((e) => e.GameId)])).toEqual([
      [0, 10, [1]],
      [0, 10, [2]],
    ]);
    expect(new Set(coupons.map((c) => c.betGuid)).size).toBe(2);
    expect(useCouponStore.getState().selections).toEqual([]);
  });

  it('keeps only the refused single in the coupon when the others were placed, and says so', async () => {
    scriptFetch({ [MULTI]: answers(placedSingle(41, 1, 2), refusedWith(104)), [BALANCE]: { body: accountsPayload() } });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/^1 of the bets were accepted/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('There is not enough money on your account');
    expect(useCouponStore.getState().selections.map((s) => s.gameId)).toEqual([2]);
  });

  it('sends the same betGuids again after a call that got no answer, so nothing is placed twice', async () => {
    let attempt = 0;
    const { calls } = scriptFetch({
      [MULTI]: () => {
        attempt += 1;
        return attempt === 1 ? { status: 503, body: {} } : answers(placedSingle(51, 1, 2), placedSingle(52, 2, 1.5));
      },
      [BALANCE]: { body: accountsPayload() },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(2));
    const [first = [], retry = []] = sent(calls);
    expect(retry.map((c) => c.betGuid)).toEqual(first.map((c) => c.betGuid));
    expect(await screen.findByRole('status', { name: '2 bets accepted' })).toBeTruthy();
  });

  it('sends a promo code with the first single only (a code is once per player)', async () => {
    useCouponStore.setState({ promo: 'WELCOME10' });
    const { calls } = scriptFetch({
      [MULTI]: answers(placedSingle(61, 1, 2), placedSingle(62, 2, 1.5)),
      [BALANCE]: { body: accountsPayload() },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    const [coupons = []] = sent(calls);
    expect(coupons.map((c) => (c as Coupon & { promo?: string }).promo)).toEqual(['WELCOME10', undefined]);
  });
});

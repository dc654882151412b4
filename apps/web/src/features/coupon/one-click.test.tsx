// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalStore, notificationsStore } from '../../components/ui';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, eventAnswer, placedBet } from '../../test/coupon-answers.testing';
import { logInAs, logOut } from '../../test/money-test-utils';
import { arsenalChelsea, renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { LOGIN_MODAL } from '../auth';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';
import { OddsButton } from './odds-button';

const MAKE_BET = 'POST /service-api/LiveBet/Secure/MakeBetWeb';
const game = arsenalChelsea();
const placed = {
  body: accepted(placedBet(42, { Balance: 90, Coupon: { Events: [eventAnswer({ GameId: 101, Coef: 2.1 })] } }), {
    Id: 42,
  }),
};

const price = () => screen.getByRole('button', { name: 'Arsenal to win, 2.10' });

beforeEach(() => {
  useEnglishStrings();
  logInAs(7);
  useCouponStore.setState({ selections: [], type: 'express', stake: '' });
  useCouponSettings.setState({ oneClick: true, oneClickStake: '10', acceptOddsChange: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const n of notificationsStore.getState().notifications) notificationsStore.getState().dismiss(n.id);
  useCouponSettings.setState({ oneClick: false, oneClickStake: '' });
});

describe('one-click bet mode', () => {
  it('places a single of the one-click stake on a tap, without the slip, and says so', async () => {
    const { calls } = scriptFetch({ [MAKE_BET]: placed });
    renderSportsbook(<OddsButton game={game} outcome={game.E?.[0]} live={false} />);
    fireEvent.click(price());
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.text)).toEqual(['Bet № 42 accepted at 2.10.']),
    );
    const sent = calls.find((c) => c.url.endsWith('/MakeBetWeb'))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      Vid: 0,
      Summ: 10,
      OneClickBet: true,
      CheckCf: 1,
      Events: [{ GameId: 101, Coef: 2.1 }],
    });
    expect(typeof sent.betGuid).toBe('string');
    expect(useCouponStore.getState().selections).toEqual([]);
  });

  it('says why in words when the bet is refused', async () => {
    scriptFetch({
      [MAKE_BET]: {
        body: { Success: false, Error: 'Insufficient funds', ErrorCode: 104, Guid: '', Id: 0, Value: null },
      },
    });
    renderSportsbook(<OddsButton game={game} outcome={game.E?.[0]} live={false} />);
    fireEvent.click(price());
    await waitFor(() =>
      expect(notificationsStore.getState().notifications[0]?.text).toBe(
        'There is not enough money on your account. Top it up or lower the stake.',
      ),
    );
  });

  it('asks a guest to log in instead of betting', async () => {
    logOut();
    const { calls } = scriptFetch({ [MAKE_BET]: placed });
    renderSportsbook(<OddsButton game={game} outcome={game.E?.[0]} live={false} />);
    const { show } = modalStore.getState();
    const asked = vi.fn();
    modalStore.setState({ show: asked });
    fireEvent.click(price());
    await waitFor(() => expect(asked).toHaveBeenCalledWith(LOGIN_MODAL));
    modalStore.setState({ show });
    expect(calls.some((c) => c.url.endsWith('/MakeBetWeb'))).toBe(false);
  });

  it('fills the slip as usual while no one-click stake is set', () => {
    useCouponSettings.setState({ oneClickStake: '' });
    scriptFetch({});
    renderSportsbook(<OddsButton game={game} outcome={game.E?.[0]} live={false} />);
    fireEvent.click(price());
    expect(useCouponStore.getState().selections).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, couponAnswer, refusedWith } from '../../test/coupon-answers.testing';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { toBetRequest } from './coupon-request';
import { useCouponStore } from './coupon-store';
import { fetchStakeLimits } from './stake-limits';

const URL = 'POST /service-api/LiveBet/Open/UpdateCouponMulti';
const ok = (MinBet: number, MaxBet: number) => accepted(couponAnswer({ MinBet, MaxBet }));
const envelope = (answers: unknown[]) => ({ body: accepted(answers) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fetchStakeLimits', () => {
  it('prices each single as its own coupon and keeps a stake that fits them all: highest min, lowest max', async () => {
    const { calls } = scriptFetch({ [URL]: envelope([ok(0.5, 300), ok(1, 200)]) });
    const request = toBetRequest([pick(1, 2), pick(2, 3)], 'single', '10', 0, 0);
    expect(await fetchStakeLimits(request, 12)).toEqual({ min: 1, max: 200 });
    const sent = calls[0]?.body as { coupons: { Events: { GameId: number }[]; Summ: number; currency: number }[] };
    expect(sent.coupons.map((c) => [c.Events.map((e) => e.GameId), c.Summ, c.currency])).toEqual([
      [[1], 0, 12],
      [[2], 0, 12],
    ]);
  });

  it('prices an express as one coupon', async () => {
    const { calls } = scriptFetch({ [URL]: envelope([ok(0.5, 150)]) });
    const request = toBetRequest([pick(1, 2), pick(2, 3)], 'express', '10', 0, 0);
    expect(await fetchStakeLimits(request, undefined)).toEqual({ min: 0.5, max: 150 });
    const sent = calls[0]?.body as { coupons: unknown[] };
    expect(sent.coupons).toHaveLength(1);
  });

  it('knows no limits when the server cannot price one of the bets', async () => {
    scriptFetch({ [URL]: envelope([ok(0.5, 300), refusedWith(100, null, 'Game is finished')]) });
    expect(await fetchStakeLimits(toBetRequest([pick(1, 2), pick(2, 3)], 'single', '1', 0, 0), 12)).toBeNull();
  });
});

describe('<CouponPanel/> stake limits', () => {
  beforeEach(() => {
    useEnglishStrings();
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5)], type: 'express', stake: '10' });
    scriptFetch({ [URL]: envelope([ok(0.5, 200)]) });
  });

  it('shows the minimum and maximum the server prices for the coupon before the player places', async () => {
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    expect(await screen.findByText('Min €0.50 · Max €200.00')).toBeTruthy();
  });

  it('holds the bet below the minimum, and says what the minimum is', async () => {
    useCouponStore.setState({ stake: '0.2' });
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    expect(await screen.findByText('The minimum stake is €0.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Raise the stake to the minimum.')).toBeTruthy();
  });

  it('lets a stake above the maximum go (the server may take it as a VIP request) and warns of it', async () => {
    useCouponStore.setState({ stake: '300' });
    const onPlace = vi.fn();
    renderSportsbook(<CouponPanel onPlace={onPlace} />);
    expect(await screen.findByText(/^Above the maximum of €200\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ Summ: 300 }));
  });

  it('fills the maximum stake in one tap', async () => {
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Max' }));
    await waitFor(() => expect(useCouponStore.getState().stake).toBe('200'));
  });
});

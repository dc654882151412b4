// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, couponAnswer } from '../../test/coupon-answers.testing';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponStore } from './coupon-store';

const PRICE = 'POST /service-api/LiveBet/Open/UpdateCouponMulti';
// The server's offer for 2.00 × 1.50 × 2.00 (P = 6): P/(P−1) = 1.2 less its 5 % margin → 1.142.
const priced = accepted(couponAnswer({ Vid: 4, MinBet: 0.5, MaxBet: 100, AntiExpressCoef: 1.142 }));

beforeEach(() => {
  useEnglishStrings();
  useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5), pick(3, 2)], type: 'express', stake: '50' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an anti-express (wins when at least one selection loses)', () => {
  it('is a switch under Express, priced at the server’s offer and sent with the odds shown', async () => {
    const { calls } = scriptFetch({ [PRICE]: { body: accepted([priced]) } });
    const onPlace = vi.fn();
    renderSportsbook(<CouponPanel onPlace={onPlace} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Anti-express' }));
    expect(screen.getByRole('tab', { name: 'Express' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Wins if at least one of the selections loses.')).toBeTruthy();
    // 50 × 1.142 = 57.10.
    await waitFor(() =>
      expect(screen.getByText('Potential return').nextElementSibling?.textContent).toContain('57.10'),
    );
    // The offer has a third decimal, and it is shown: 1.14 would promise 57.00 (ADR 0014).
    expect(screen.getByText('Total odds').nextElementSibling?.textContent).toBe('1.142');
    const asked = calls.filter((c) => c.url.endsWith('/UpdateCouponMulti')).at(-1)?.body as {
      coupons: { Vid: number }[];
    };
    expect(asked.coupons.map((c) => c.Vid)).toEqual([4]);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ Vid: 4, antiExpressCoef: 1.142, Summ: 50 }));
  });

  it('is held until the server has priced it', () => {
    scriptFetch({});
    useCouponStore.setState({ type: 'anti' });
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    expect(screen.getByRole('switch', { name: 'Anti-express' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Place bet' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Getting the anti-express odds…')).toBeTruthy();
  });

  it('goes back to a plain express when switched off', () => {
    scriptFetch({});
    useCouponStore.setState({ type: 'anti' });
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Anti-express' }));
    expect(useCouponStore.getState().type).toBe('express');
  });
});

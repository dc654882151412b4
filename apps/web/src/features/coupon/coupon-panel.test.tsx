// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponStore } from './coupon-store';

describe('<CouponPanel/>', () => {
  beforeEach(() => {
    useEnglishStrings();
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5, { newCoef: 1.6 })], type: 'express', stake: '10' });
  });
  afterEach(cleanup);

  it('shows a moved price as old → new and takes the new one on "Accept"', () => {
    renderSportsbook(<CouponPanel />);
    expect(screen.getByRole('status').textContent).toContain('Odds have changed');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(useCouponStore.getState().selections[1]).toMatchObject({ coef: 1.6, newCoef: undefined });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the potential return of the express before the player commits', () => {
    useCouponStore.getState().acceptChanges();
    renderSportsbook(<CouponPanel />);
    expect(screen.getByText('Potential return').nextElementSibling?.textContent).toContain('32.00');
  });

  it('hands the bet request to the host instead of placing when the host supplies onPlace', () => {
    useCouponStore.getState().acceptChanges();
    const onPlace = vi.fn();
    renderSportsbook(<CouponPanel onPlace={onPlace} />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ Summ: 10, Vid: 1, CheckCf: 0 }));
  });

  it('shows the express boost the coupon earns and the next tier, and asks the server for it', () => {
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5), pick(3, 3)], type: 'express', stake: '10' });
    const onPlace = vi.fn();
    renderSportsbook(<CouponPanel onPlace={onPlace} />);
    expect(screen.getByText('Express boost').nextElementSibling?.textContent).toBe('+3 %');
    // 10 × 9.00 = 90.00, and 3 % of the 80.00 won.
    expect(screen.getByText('Potential return').nextElementSibling?.textContent).toContain('92.40');
    expect(screen.getByText('+5 % on the winnings from 4 selections at 1.20 or more')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ Vid: 1, isExpressBoost: true }));
  });
});

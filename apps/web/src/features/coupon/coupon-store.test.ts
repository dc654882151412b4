import { beforeEach, describe, expect, it } from 'vitest';
import { conflictFlags } from './coupon-rules';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';
import type { Selection } from './coupon-types';

const leg = (gameId: number, extra: Partial<Selection> = {}): Selection => ({
  gameId,
  constId: gameId,
  type: 1,
  group: 1,
  param: 0,
  coef: 1.5,
  kind: 3,
  labels: { game: `Game ${gameId}`, market: '1X2', outcome: 'W1' },
  ...extra,
});

const fill = (n: number) => {
  for (let i = 1; i <= n; i++) useCouponStore.getState().add(leg(i));
};

describe('coupon store', () => {
  beforeEach(() => {
    useCouponStore.setState({ selections: [], type: 'express', systemSize: 2, stake: '' });
    useCouponSettings.setState({ acceptOddsChange: 0 });
  });

  it('refuses the 51st selection of a coupon', () => {
    fill(50);
    expect(useCouponStore.getState().add(leg(51))).toEqual({ ok: false, reason: 'maxEvents' });
    expect(useCouponStore.getState().selections).toHaveLength(50);
  });

  it('refuses the 21st selection of a system', () => {
    fill(3);
    useCouponStore.getState().setType('system');
    fill(20);
    expect(useCouponStore.getState().selections).toHaveLength(20);
    expect(useCouponStore.getState().add(leg(99))).toEqual({ ok: false, reason: 'maxSystemEvents' });
  });

  it('refuses to turn a coupon of more than 20 selections into a system', () => {
    fill(21);
    expect(useCouponStore.getState().setType('system')).toBe('maxSystemEvents');
    expect(useCouponStore.getState().type).toBe('express');
  });

  it('toggles: the same outcome tapped twice leaves the coupon as it was', () => {
    const store = useCouponStore.getState();
    store.toggle(leg(7));
    expect(useCouponStore.getState().selections).toHaveLength(1);
    store.toggle(leg(7));
    expect(useCouponStore.getState().selections).toHaveLength(0);
  });

  it('flags two legs of one game (same const id, line or live) as not combinable', () => {
    const selections = [leg(1), leg(2), leg(3, { constId: 1, type: 9, group: 17, param: 2.5 })];
    expect(conflictFlags(selections)).toEqual([true, false, true]);
  });

  it('keeps the stake as cleaned text with at most two decimals', () => {
    useCouponStore.getState().setStake('12,345abc');
    expect(useCouponStore.getState().stake).toBe('12.34');
    useCouponStore.getState().setStake('-5');
    expect(useCouponStore.getState().stake).toBe('5');
  });

  it('holds a changed price for the player to accept under "accept only exact odds"', () => {
    useCouponStore.getState().add(leg(1));
    useCouponStore.getState().applyPrices(1, [{ T: 1, G: 1, C: 1.6 }]);
    expect(useCouponStore.getState().selections[0]).toMatchObject({ coef: 1.5, newCoef: 1.6 });
    useCouponStore.getState().acceptChanges();
    expect(useCouponStore.getState().selections[0]).toMatchObject({ coef: 1.6, newCoef: undefined });
  });

  it('takes a higher price at once under "accept increases" but still asks about a lower one', () => {
    useCouponSettings.setState({ acceptOddsChange: 1 });
    useCouponStore.getState().add(leg(1));
    useCouponStore.getState().applyPrices(1, [{ T: 1, G: 1, C: 1.7 }]);
    expect(useCouponStore.getState().selections[0]).toMatchObject({ coef: 1.7, newCoef: undefined });
    useCouponStore.getState().applyPrices(1, [{ T: 1, G: 1, C: 1.4 }]);
    expect(useCouponStore.getState().selections[0]).toMatchObject({ coef: 1.7, newCoef: 1.4 });
  });

  it('marks a selection suspended when its market is blocked', () => {
    useCouponStore.getState().add(leg(1));
    useCouponStore.getState().applyPrices(1, [{ T: 1, G: 1, C: 1.5, B: true }]);
    expect(useCouponStore.getState().selections[0]?.blocked).toBe(true);
  });
});

import { cleanAmountInput } from '@fairline/shared/money/amount';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { zustandStorage } from '../../lib/storage';
import type { AcceptOddsChange } from './coupon-types';

export interface CouponSettingsState {
  /** Stakes offered as one-tap buttons under the stake field. */
  quickStakes: number[];
  /** One-click bet mode: a tap on a price bets `oneClickStake` at once (one-click.ts). */
  oneClick: boolean;
  oneClickStake: string;
  acceptOddsChange: AcceptOddsChange;
  /** Drop a live bet if a score changes while it is being accepted (its live delay). */
  dropOnScoreChange: boolean;
  /** If a match kicks off while its pre-match pick is in the slip, take the pick at the live odds. */
  lineToLive: boolean;
  setOneClick(on: boolean): void;
  setOneClickStake(raw: string, digits?: number): void;
  setAcceptOddsChange(value: AcceptOddsChange): void;
  setDropOnScoreChange(on: boolean): void;
  setLineToLive(on: boolean): void;
}

const DEFAULT_QUICK_STAKES = [10, 50, 100, 500];

/** Cleans a typed stake by the one amount rule: digits and one separator, never negative, the currency's decimals. */
export function cleanStake(raw: string, digits = 2): string {
  return cleanAmountInput(raw, digits);
}

/** Coupon settings, persisted under the spec's "coupon settings" key. */
export const useCouponSettings = create<CouponSettingsState>()(
  persist(
    (set) => ({
      quickStakes: DEFAULT_QUICK_STAKES,
      oneClick: false,
      oneClickStake: '',
      acceptOddsChange: 0,
      dropOnScoreChange: false,
      lineToLive: false,
      setOneClick: (oneClick) => set({ oneClick }),
      setOneClickStake: (raw, digits) => set({ oneClickStake: cleanStake(raw, digits) }),
      setAcceptOddsChange: (acceptOddsChange) => set({ acceptOddsChange }),
      setDropOnScoreChange: (dropOnScoreChange) => set({ dropOnScoreChange }),
      setLineToLive: (lineToLive) => set({ lineToLive }),
    }),
    {
      name: 'coupon-settings',
      version: 1,
      storage: createJSONStorage(() => zustandStorage),
      partialize: ({ quickStakes, oneClick, oneClickStake, acceptOddsChange, dropOnScoreChange, lineToLive }) => ({
        quickStakes,
        oneClick,
        oneClickStake,
        acceptOddsChange,
        dropOnScoreChange,
        lineToLive,
      }),
    },
  ),
);

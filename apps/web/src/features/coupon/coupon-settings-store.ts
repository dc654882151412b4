import { sanitizeNumericInput } from '@fairline/shared/validation';
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
  setOneClick(on: boolean): void;
  setOneClickStake(raw: string): void;
  setAcceptOddsChange(value: AcceptOddsChange): void;
}

const DEFAULT_QUICK_STAKES = [10, 50, 100, 500];

/** Cleans a typed stake: digits and one separator, never negative, two decimals. */
export function cleanStake(raw: string): string {
  return sanitizeNumericInput(raw, { unsigned: true, accuracy: 2, maxlength: 12 });
}

/** Coupon settings, persisted under the spec's "coupon settings" key. */
export const useCouponSettings = create<CouponSettingsState>()(
  persist(
    (set) => ({
      quickStakes: DEFAULT_QUICK_STAKES,
      oneClick: false,
      oneClickStake: '',
      acceptOddsChange: 0,
      setOneClick: (oneClick) => set({ oneClick }),
      setOneClickStake: (raw) => set({ oneClickStake: cleanStake(raw) }),
      setAcceptOddsChange: (acceptOddsChange) => set({ acceptOddsChange }),
    }),
    {
      name: 'coupon-settings',
      version: 1,
      storage: createJSONStorage(() => zustandStorage),
      partialize: ({ quickStakes, oneClick, oneClickStake, acceptOddsChange }) => ({
        quickStakes,
        oneClick,
        oneClickStake,
        acceptOddsChange,
      }),
    },
  ),
);

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { zustandStorage } from '../../lib/storage';
import type { Selection } from './coupon-types';
import type { ReceiptKind } from './receipt-kind';

/** A placed bet's receipt as the player saw it: bet id, time, legs at accepted odds, stake and potential return. */
export interface BetReceipt {
  betId: number;
  placedAt: number;
  /** An auto bet ordered, not yet placed: the legs show the odds it waits for. */
  auto?: boolean;
  legs: Selection[];
  stake: string;
  /** Potential return in minor units. */
  potential: number;
  /** The bet's kind as the server accepted it (absent on receipts kept before it was recorded). */
  kind?: ReceiptKind;
}

interface LocalBetsState {
  receipts: BetReceipt[];
  addReceipt(receipt: BetReceipt): void;
}

/** Receipts kept: the newest, so the stored list cannot grow without end. */
export const LOCAL_BETS_MAX = 50;

/** Receipts of bets placed from this device, persisted under the spec's "local bets" key. */
export const useLocalBets = create<LocalBetsState>()(
  persist(
    (set, get) => ({
      receipts: [],
      addReceipt: (receipt) => set({ receipts: [receipt, ...get().receipts].slice(0, LOCAL_BETS_MAX) }),
    }),
    {
      name: 'local-bets',
      version: 1,
      storage: createJSONStorage(() => zustandStorage),
      partialize: ({ receipts }) => ({ receipts }),
    },
  ),
);

import { create } from 'zustand';

/** The query key prefix of the player's free bets (the office's list; features/bonuses uses the same). */
export const FREE_BETS_QUERY = ['free-bets'] as const;

/** The free bet chosen as the slip's stake (ADR 0071): its id goes out as the coupon's bonusId. */
export interface ChosenFreeBet {
  id: number;
  /** Its amount in minor units: the stake, locked while it is chosen. */
  amount: number;
}

interface FreeBetChoice {
  chosen: ChosenFreeBet | null;
  choose(freeBet: ChosenFreeBet | null): void;
}

/** Not persisted: a reload starts with the stake from the balance again. */
export const useFreeBetChoice = create<FreeBetChoice>((set) => ({
  chosen: null,
  choose: (chosen) => set({ chosen }),
}));

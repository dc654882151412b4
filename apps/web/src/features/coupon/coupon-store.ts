import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { zustandStorage } from '../../lib/storage';
import { type AddRefusal, acceptsChange, addRefusal, effectiveType } from './coupon-rules';
import { cleanStake, useCouponSettings } from './coupon-settings-store';
import { type CouponType, type Selection, type SelectionLabels, selectionKey } from './coupon-types';

/** The longest promo code the bet calls take. */
export const PROMO_MAX_LENGTH = 64;

/** What a loaded coupon's selections went through since the coupon was saved. */
export interface LoadedNote {
  changed: number;
  finished: number;
}

export type AddResult = { ok: true } | { ok: false; reason: AddRefusal };

/** A price as the feed reports it, to re-price matching coupon selections. */
export interface PriceUpdate {
  T: number;
  G: number;
  C: number;
  P?: number;
  B?: boolean;
}

interface CouponState {
  selections: Selection[];
  type: CouponType;
  /** k of a system "k from n". */
  systemSize: number;
  /** Typed stake, cleaned; the total stake of the coupon (per bet for singles). */
  stake: string;
  /** A promo code to place with (not kept across visits: a code is once per player). */
  promo: string;
  /** An auto bet's target odds as typed (a single only); null places the bet now. */
  autoOdds: string | null;
  /** A saved coupon just loaded: what changed since it was saved (until the slip is changed). */
  loaded: LoadedNote | null;
  /** Counts selections added by a tap (not kept across visits): the phone's quick slip opens on a new one. */
  taps: number;
  has(key: string): boolean;
  add(selection: Selection): AddResult;
  remove(key: string): void;
  /** Adds the selection, or removes it when it is already in the coupon. */
  toggle(selection: Selection): AddResult;
  clear(): void;
  /** Replaces the coupon with a loaded one (a saved coupon read back by its code). */
  load(selections: Selection[], type: CouponType, systemSize: number, note: LoadedNote): void;
  /** Puts a placed bet's selections back ("Keep selections" on the receipt) with its type and stake. */
  restore(selections: Selection[], type: CouponType, systemSize: number, stake: string): void;
  /** Switches the coupon type; refused when the legs exceed the new type's limit. */
  setType(type: CouponType): AddRefusal | null;
  setSystemSize(k: number): void;
  /** Cleans the typed stake to the currency's decimals (`digits`, 2 unless given). */
  setStake(raw: string, digits?: number): void;
  setPromo(code: string): void;
  setAutoOdds(odds: string | null): void;
  /** Feed prices of one game; changes the player has not agreed to wait in `newCoef`. */
  applyPrices(gameId: number, prices: readonly PriceUpdate[]): void;
  /** Marks every selection of a game suspended (status other than accepting) or open again. */
  setGameBlocked(gameId: number, blocked: boolean): void;
  acceptChanges(): void;
  /** Marks a selection a multi-bet's banker, or no longer one. */
  toggleBanker(key: string): void;
  /** Names a selection again (in another language). */
  relabel(key: string, labels: SelectionLabels): void;
  /** Takes prices the server offered at placing (it names legs by game, type and line). */
  takePrices(prices: readonly { gameId: number; type: number; param: number; coef: number }[]): void;
}

const initial = {
  selections: [] as Selection[],
  type: 'express' as CouponType,
  systemSize: 2,
  stake: '',
  promo: '',
  autoOdds: null as string | null,
  loaded: null as LoadedNote | null,
  taps: 0,
};

const priceKey = (gameId: number, p: PriceUpdate) => selectionKey({ gameId, group: p.G, type: p.T, param: p.P ?? 0 });

/** The coupon: selections, type, stake; persisted under the spec's "coupon" key. */
export const useCouponStore = create<CouponState>()(
  persist(
    (set, get) => ({
      ...initial,
      has: (key) => get().selections.some((s) => selectionKey(s) === key),
      add(selection) {
        const { selections, type } = get();
        const key = selectionKey(selection);
        if (selections.some((s) => selectionKey(s) === key)) return { ok: true };
        const reason = addRefusal(selections.length, effectiveType(type, selections.length + 1));
        if (reason) return { ok: false, reason };
        set({ selections: [...selections, selection], loaded: null, taps: get().taps + 1 });
        return { ok: true };
      },
      remove: (key) => set({ selections: get().selections.filter((s) => selectionKey(s) !== key), loaded: null }),
      toggle(selection) {
        const key = selectionKey(selection);
        if (get().has(key)) {
          get().remove(key);
          return { ok: true };
        }
        return get().add(selection);
      },
      clear: () => set({ selections: [], stake: '', promo: '', autoOdds: null, loaded: null }),
      load: (selections, type, systemSize, note) =>
        set({ selections, type, systemSize, stake: '', promo: '', autoOdds: null, loaded: note }),
      restore: (selections, type, systemSize, stake) =>
        set({
          selections: selections.map((s) => ({ ...s, newCoef: undefined })),
          type,
          systemSize,
          stake,
          loaded: null,
        }),
      setType(type) {
        const reason = addRefusal(get().selections.length - 1, type);
        if (!reason) set({ type });
        return reason;
      },
      setSystemSize: (systemSize) => set({ systemSize }),
      setStake: (raw, digits) => set({ stake: cleanStake(raw, digits) }),
      setPromo: (code) => set({ promo: code.replace(/\s+/g, '').slice(0, PROMO_MAX_LENGTH) }),
      setAutoOdds: (odds) => set({ autoOdds: odds === null ? null : cleanStake(odds) }),
      applyPrices(gameId, prices) {
        const byKey = new Map(prices.map((p) => [priceKey(gameId, p), p]));
        const policy = useCouponSettings.getState().acceptOddsChange;
        let changed = false;
        const selections = get().selections.map((s) => {
          const price = byKey.get(selectionKey(s));
          if (!price) return s;
          const blocked = price.B === true;
          const current = s.newCoef ?? s.coef;
          if (price.C === current && blocked === (s.blocked === true)) return s;
          changed = true;
          if (price.C === s.coef || acceptsChange(policy, s.coef, price.C)) {
            return { ...s, coef: price.C, newCoef: undefined, blocked };
          }
          return { ...s, newCoef: price.C, blocked };
        });
        if (changed) set({ selections });
      },
      setGameBlocked(gameId, blocked) {
        if (!get().selections.some((s) => s.gameId === gameId && (s.blocked === true) !== blocked)) return;
        set({ selections: get().selections.map((s) => (s.gameId === gameId ? { ...s, blocked } : s)) });
      },
      acceptChanges: () =>
        set({
          selections: get().selections.map((s) =>
            s.newCoef === undefined ? s : { ...s, coef: s.newCoef, newCoef: undefined },
          ),
        }),
      toggleBanker: (key) =>
        set({
          selections: get().selections.map((s) => (selectionKey(s) === key ? { ...s, banker: !s.banker } : s)),
        }),
      relabel: (key, labels) =>
        set({ selections: get().selections.map((s) => (selectionKey(s) === key ? { ...s, labels } : s)) }),
      takePrices: (prices) =>
        set({
          selections: get().selections.map((s) => {
            const price = prices.find((p) => p.gameId === s.gameId && p.type === s.type && p.param === s.param);
            return price ? { ...s, coef: price.coef, newCoef: undefined } : s;
          }),
        }),
    }),
    {
      name: 'coupon',
      version: 1,
      storage: createJSONStorage(() => zustandStorage),
      partialize: ({ selections, type, systemSize, stake }) => ({ selections, type, systemSize, stake }),
    },
  ),
);

/** Whether the outcome is in the coupon (subscribes only to that answer). */
export function useIsSelected(key: string): boolean {
  return useCouponStore((s) => s.selections.some((sel) => selectionKey(sel) === key));
}

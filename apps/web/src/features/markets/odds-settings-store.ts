import { OddsFormat } from '@fairline/shared/odds/formats';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { zustandStorage } from '../../lib/storage';

export type BettingView = 0 | 1;

interface OddsSettingsState {
  /** The player's odds format; null until they choose, so the site's default applies. */
  format: OddsFormat | null;
  /** Up/down marks on changed prices. */
  showChanges: boolean;
  /** 0 the 1x2 view, 1 the Asian view; null until the player chooses. */
  view: BettingView | null;
  setFormat(format: OddsFormat): void;
  setShowChanges(on: boolean): void;
  setView(view: BettingView): void;
}

const FORMATS: ReadonlySet<number> = new Set(Object.values(OddsFormat));

/** Narrows a configured number to an odds format, decimal when unknown. */
export function toOddsFormat(value: number | undefined): OddsFormat {
  return value !== undefined && FORMATS.has(value) ? (value as OddsFormat) : OddsFormat.Decimal;
}

/** Odds format, change indication and betting view, persisted in AppStorage. */
export const useOddsSettings = create<OddsSettingsState>()(
  persist(
    (set) => ({
      format: null,
      showChanges: true,
      view: null,
      setFormat: (format) => set({ format }),
      setShowChanges: (showChanges) => set({ showChanges }),
      setView: (view) => set({ view }),
    }),
    {
      name: 'coefficient-settings',
      version: 1,
      storage: createJSONStorage(() => zustandStorage),
      partialize: ({ format, showChanges, view }) => ({ format, showChanges, view }),
    },
  ),
);

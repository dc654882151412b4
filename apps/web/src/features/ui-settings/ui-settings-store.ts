import { FONT_SIZES, type FontSize } from '@fairline/shared/enums/limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { zustandStorage } from '../../lib/storage';

export type Theme = 'light' | 'dark';

export interface UiSettings {
  theme: Theme;
  fontSize: FontSize;
  compact: boolean;
  light: boolean;
}

interface UiSettingsState extends UiSettings {
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  setFontSize(size: FontSize): void;
  setCompact(on: boolean): void;
  setLight(on: boolean): void;
}

/** The key `theme-boot.js` reads synchronously before the first paint. */
export const BOOT_KEY = 'fl-ui';

function initialTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Applies the settings to the document and mirrors them for the pre-paint boot script. */
export function applyUiSettings(s: UiSettings) {
  const root = document.documentElement;
  root.dataset.theme = s.theme;
  root.dataset.fontSize = s.fontSize;
  root.dataset.compact = String(s.compact);
  root.dataset.light = String(s.light);
  try {
    localStorage.setItem(BOOT_KEY, JSON.stringify(s));
  } catch {
    // Private mode: the boot script falls back to the system theme.
  }
}

/** Theme, font size, compact view and light version, persisted in AppStorage. */
export const useUiSettings = create<UiSettingsState>()(
  persist(
    (set, get) => ({
      theme: initialTheme(),
      fontSize: 'm',
      compact: false,
      light: false,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
      setFontSize: (fontSize) => set({ fontSize: FONT_SIZES.includes(fontSize) ? fontSize : 'm' }),
      setCompact: (compact) => set({ compact }),
      setLight: (light) => set({ light }),
    }),
    {
      name: 'ui-settings',
      version: 1,
      storage: createJSONStorage(() => zustandStorage),
      partialize: ({ theme, fontSize, compact, light }) => ({ theme, fontSize, compact, light }),
    },
  ),
);

useUiSettings.subscribe((s) => applyUiSettings(s));

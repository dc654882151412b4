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

/** The brand's view for a visitor who has not chosen one (customization.defaultTheme, …). */
export type UiDefaults = Pick<UiSettings, 'theme' | 'fontSize' | 'compact'>;

interface UiSettingsState extends UiSettings {
  /** The visitor changed a setting themselves: the brand's defaults no longer apply to them. */
  chosen: boolean;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  setFontSize(size: FontSize): void;
  setCompact(on: boolean): void;
  setLight(on: boolean): void;
}

/** The key `theme-boot.js` reads synchronously before the first paint. */
export const BOOT_KEY = 'fl-ui';

function initialTheme(): Theme {
  // A server render has no document: it draws the light theme's controls.
  if (typeof document === 'undefined') return 'light';
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
      chosen: false,
      setTheme: (theme) => set({ theme, chosen: true }),
      toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark', chosen: true }),
      setFontSize: (fontSize) => set({ fontSize: FONT_SIZES.includes(fontSize) ? fontSize : 'm', chosen: true }),
      setCompact: (compact) => set({ compact, chosen: true }),
      setLight: (light) => set({ light, chosen: true }),
    }),
    {
      name: 'ui-settings',
      version: 2,
      storage: createJSONStorage(() => zustandStorage),
      partialize: ({ theme, fontSize, compact, light, chosen }) => ({ theme, fontSize, compact, light, chosen }),
      // Version 1 was only ever written by the visitor's own changes: those are choices.
      migrate: (persisted) => ({ ...(persisted as object), chosen: true }),
    },
  ),
);

/**
 * Gives a visitor who has never changed the view the brand's defaults (once the saved settings are
 * read); a visitor's own choice always wins.
 */
export async function applyBrandUiDefaults(defaults: UiDefaults): Promise<void> {
  const { persist } = useUiSettings;
  if (!persist.hasHydrated()) {
    await new Promise<void>((resolve) => {
      const stop = persist.onFinishHydration(() => {
        stop();
        resolve();
      });
    });
  }
  if (!useUiSettings.getState().chosen) useUiSettings.setState(defaults);
}

useUiSettings.subscribe((s) => applyUiSettings(s));

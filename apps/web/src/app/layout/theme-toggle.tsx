import { useHydrated } from '../../components/ui';
import { useUiSettings } from '../../features/ui-settings';
import { useTranslation } from '../../lib/i18n';
import styles from './header-tools.module.css';

/** Light/dark switch; the choice persists across reloads. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useUiSettings((s) => s.theme);
  const toggle = useUiSettings((s) => s.toggleTheme);
  // The server cannot know the visitor's theme: the light one's icon until the page has hydrated.
  const isDark = useHydrated() && theme === 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggle}
      aria-pressed={isDark}
      aria-label={isDark ? t('settings.themeLight') : t('settings.themeDark')}
      title={isDark ? t('settings.themeLight') : t('settings.themeDark')}
      data-testid="theme-toggle"
    >
      {isDark ? (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
        </svg>
      )}
    </button>
  );
}

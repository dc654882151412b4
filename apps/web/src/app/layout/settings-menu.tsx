import { FONT_SIZES } from '@fairline/shared/enums/limits';
import { Dropdown, Switch } from '../../components/ui';
import { useUiSettings } from '../../features/ui-settings';
import { useTranslation } from '../../lib/i18n';
import styles from './header-tools.module.css';

/** View settings: font size, compact view and the light version. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const s = useUiSettings();
  return (
    <Dropdown
      label={
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="16" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="10" cy="17" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      }
      showCaret={false}
      align="end"
      className={styles.settingsTrigger}
      triggerClassName={styles.iconButton}
      aria-label={t('settings.title')}
    >
      <div className={styles.settings}>
        <p className={styles.settingsTitle}>{t('settings.title')}</p>
        <label className={styles.row}>
          <span>{t('settings.fontSize')}</span>
          <select
            value={s.fontSize}
            onChange={(e) => s.setFontSize(e.target.value as typeof s.fontSize)}
            data-testid="font-size"
          >
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <Switch label={t('settings.compact')} checked={s.compact} onChange={s.setCompact} />
        <Switch label={t('settings.light')} checked={s.light} onChange={s.setLight} />
      </div>
    </Dropdown>
  );
}

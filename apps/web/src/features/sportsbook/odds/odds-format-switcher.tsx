import { OddsFormat } from '@fairline/shared/odds/formats';
import { useId } from 'react';
import { Switch, useHydrated } from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import { type BettingView, toOddsFormat, useOddsFormat, useOddsSettings } from '../../markets';
import { useBettingView } from '../asian/use-betting-view';
import styles from './odds-format-switcher.module.css';

const FORMATS = Object.values(OddsFormat);

/** The odds format select (decimal, fractional, American, Hong Kong, Indonesian, Malaysian). */
export function OddsFormatSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const format = useOddsFormat();
  const setFormat = useOddsSettings((s) => s.setFormat);
  // Server-rendered, the selects wait for the page to hydrate: a choice made before would be lost.
  const hydrated = useHydrated();
  return (
    <span className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {t('sb.odds.format')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={format}
        disabled={!hydrated}
        onChange={(e) => setFormat(toOddsFormat(Number(e.target.value)))}
      >
        {FORMATS.map((f) => (
          <option key={f} value={f}>
            {t(`sb.odds.format.${f}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Odds format, 1x2 or Asian view, and the odds-change marks switch. */
export function BettingSettingsBar() {
  const { t } = useTranslation();
  const id = useId();
  const [view, setView] = useBettingView();
  const showChanges = useOddsSettings((s) => s.showChanges);
  const setShowChanges = useOddsSettings((s) => s.setShowChanges);
  const hydrated = useHydrated();
  return (
    <div className={styles.bar}>
      <span className={styles.control}>
        <label htmlFor={id} className={styles.label}>
          {t('sb.view.label')}
        </label>
        <select
          id={id}
          className={styles.select}
          value={view}
          disabled={!hydrated}
          onChange={(e) => setView(Number(e.target.value) as BettingView)}
        >
          <option value={0}>{t('sb.view.0')}</option>
          <option value={1}>{t('sb.view.1')}</option>
        </select>
      </span>
      <OddsFormatSwitcher />
      <Switch checked={showChanges} onChange={setShowChanges} label={t('sb.odds.showChanges')} />
    </div>
  );
}

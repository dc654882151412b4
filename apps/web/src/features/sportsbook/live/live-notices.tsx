import { useTranslation } from '../../../lib/i18n';
import { StaleDataWarning } from '../../../lib/ws';
import styles from './live-notices.module.css';
import { useScoreAnnouncements } from './use-live-updates';

/** Reads score changes out politely to screen-reader users; invisible otherwise. */
export function ScoreAnnouncer() {
  const { t } = useTranslation();
  const latest = useScoreAnnouncements((s) => s.latest);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {latest.map((c) => t('sb.live.scoreChanged', { team1: c.team1, team2: c.team2, s1: c.s1, s2: c.s2 })).join('. ')}
    </div>
  );
}

/** The live page's notices: in-play data may be delayed, and the data's age once updates stop. */
export function LiveNotices() {
  const { t } = useTranslation();
  return (
    <div className={styles.notices}>
      <StaleDataWarning format={(seconds) => t('sb.live.stale', { seconds })} />
      <p className={styles.delay}>{t('sb.live.delayNote')}</p>
      <ScoreAnnouncer />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { expressDayQuery, useFeedContext } from '../../feed';
import { ExpressDayCard } from './express-day-card';
import styles from './sportsbook-home.module.css';

/** The expresses of the day, each with one button that puts all its legs in the slip; nothing when there are none. */
export function ExpressDaySection() {
  const { t } = useTranslation();
  const express = useQuery(expressDayQuery(useFeedContext()));
  if ((express.data?.length ?? 0) === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="express-day">
      <h2 id="express-day" className={styles.sectionTitle}>
        {t('sb.home.expressDay')}
      </h2>
      <div className={styles.expresses}>
        {express.data?.map((e, i) => (
          <ExpressDayCard key={e.I} express={e} index={i} />
        ))}
      </div>
    </section>
  );
}

import { getSport } from '@fairline/shared/lookups/sports';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLang, useTranslation } from '../../../lib/i18n';
import { useSite } from '../../config';
import { topChampsQuery, useFeedContext } from '../../feed';
import { ScoreAnnouncer } from '../live/live-notices';
import { CYBER_SPORT_IDS } from '../shared/cyber';
import { feedPath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import { ExpressDaySection } from './express-day-section';
import { homeFeedOrder } from './home-order';
import styles from './sportsbook-home.module.css';
import { type HomeVariant, TopGamesSection } from './top-games-section';

/** The betting home page: top live and line games, top championships and the express of the day. */
export function SportsbookHome({ variant = 'home' }: { variant?: HomeVariant }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const champs = useQuery(topChampsQuery('line', ctx));
  const topChamps = (champs.data ?? []).filter((c) => variant === 'home' || CYBER_SPORT_IDS.includes(c.SI ?? 0));
  const [firstFeed, secondFeed] = homeFeedOrder(useSite().settings.betting.isLiveDashboardFirst);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(variant === 'cyber' ? 'sb.home.cyberTitle' : 'sb.home.title')}</h1>
      <TopGamesSection feed={firstFeed} variant={variant} />
      {topChamps.length > 0 && (
        <section className={styles.section} aria-labelledby="top-champs">
          <h2 id="top-champs" className={styles.sectionTitle}>
            {t('sb.menu.topChamps')}
          </h2>
          <ul className={styles.chips}>
            {topChamps.slice(0, 12).map((c) => (
              <li key={c.LI}>
                <Link to={feedPath(lang, false, getSport(c.SI ?? 0), c.LI)} className={styles.chip}>
                  <SportIcon sportId={c.SI ?? 0} size={14} />
                  {c.L}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <TopGamesSection feed={secondFeed} variant={variant} />
      {variant === 'home' && <ExpressDaySection />}
      <ScoreAnnouncer />
    </div>
  );
}

/** The "home" variant route element. */
export const HomeBettingPage = () => <SportsbookHome variant="home" />;
/** The "cyber" home variant. */
export const CyberHomePage = () => <SportsbookHome variant="cyber" />;

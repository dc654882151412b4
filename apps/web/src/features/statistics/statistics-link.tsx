import { statisticsPath } from '@fairline/shared/routing/statistics-paths';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { MOBILE_MAX_WIDTH_PX } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './statistics-link.module.css';

const StatisticsModal = lazy(() => import('./statistics-modal').then((m) => ({ default: m.StatisticsModal })));

/**
 * The statistics icon of a game (game rows and the game page): a link to the game's statistics page,
 * which on a wide screen opens in a modal instead (spec); the modal's code loads at the first press.
 */
export function StatisticsLink({
  sportId,
  gameId,
  className,
}: {
  sportId: number;
  gameId: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const path = statisticsPath(lang, { kind: 'game', sportId, gameId });
  return (
    <>
      <Link
        to={path}
        className={className ? `${styles.link} ${className}` : styles.link}
        aria-label={t('statistics.open')}
        title={t('statistics.open')}
        data-testid="statistics-link"
        onClick={(event) => {
          if (window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
      {open && (
        <Suspense fallback={null}>
          <StatisticsModal path={path} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

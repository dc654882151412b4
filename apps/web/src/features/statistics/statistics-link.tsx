import { statisticsPath, statisticsWindowSize } from '@fairline/shared/routing/statistics-paths';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MOBILE_MAX_WIDTH_PX, Modal } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './statistics-link.module.css';

/**
 * The statistics icon of a game: on desktop it opens the game's statistics in a modal 1024 wide and
 * 500, 780 or 984 high by the screen's height (spec); on phones it is a link to the page itself.
 */
export function StatisticsLink({ sportId, gameId }: { sportId: number; gameId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const path = statisticsPath(lang, { kind: 'game', sportId, gameId });
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  const size = statisticsWindowSize(typeof window === 'undefined' ? 0 : window.screen.height);
  return (
    <>
      <Link
        to={path}
        className={styles.link}
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
        <div className={styles.layer}>
          <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />
          <Modal
            title={t('statistics.title')}
            onClose={() => setOpen(false)}
            closeTitle={t('statistics.close')}
            size="lg"
            className={styles.dialog}
          >
            <iframe
              className={styles.frame}
              src={path}
              title={t('statistics.title')}
              style={{ inlineSize: `min(${size.width}px, 100%)`, blockSize: `${size.height - 56}px` }}
              data-testid="statistics-frame"
            />
          </Modal>
        </div>
      )}
    </>
  );
}

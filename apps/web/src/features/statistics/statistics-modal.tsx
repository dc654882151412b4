import { statisticsWindowSize } from '@fairline/shared/routing/statistics-paths';
import { useEffect } from 'react';
import { Modal } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './statistics-link.module.css';

/**
 * A game's statistics in a modal 1024 wide and 500, 780 or 984 high by the screen's height (spec);
 * loaded only when a statistics icon is first pressed on a wide screen.
 */
export function StatisticsModal({ path, onClose }: { path: string; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose]);
  const size = statisticsWindowSize(window.screen.height);
  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <Modal
        title={t('statistics.title')}
        onClose={onClose}
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
  );
}

import { statisticsWindowSize } from '@fairline/shared/routing/statistics-paths';
import { SITE_LISTENER_ID, WIDGET_PREFIX } from '@fairline/shared/statistics-widget/params';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { statisticsFrameHost } from './frame-host';
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
  // With a frame host registered (the statistics widget, ADR 0068) the frame shows the widget, whose
  // prices go to the site's own slip; without one, the plain pages.
  const frame = useRef<HTMLIFrameElement>(null);
  const [hostLoader] = useState(statisticsFrameHost);
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    let isGone = false;
    void hostLoader?.then((host) => {
      if (!isGone && frame.current) disconnect = host(frame.current);
    });
    return () => {
      isGone = true;
      disconnect?.();
    };
  }, [hostLoader]);
  const src = hostLoader
    ? `${path.replace('/statisticpopup/', `/${WIDGET_PREFIX}/statisticpopup/`)}?postMessageListenerId=${SITE_LISTENER_ID}`
    : path;
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
          ref={frame}
          className={styles.frame}
          src={src}
          title={t('statistics.title')}
          style={{ inlineSize: `min(${size.width}px, 100%)`, blockSize: `${size.height - 56}px` }}
          data-testid="statistics-frame"
        />
      </Modal>
    </div>
  );
}

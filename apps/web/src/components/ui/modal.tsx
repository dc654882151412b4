import { type ReactNode, useId, useRef } from 'react';
import { cx } from './cx';
import { Icon } from './icons';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';

export type ModalSize = 'sm' | 'md' | 'lg';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  closeTitle?: string;
  className?: string;
}

/** The base dialog: header with title and close button, body, optional footer; a full-screen sheet on mobile. */
export function Modal({ title, onClose, children, footer, size = 'md', closeTitle = 'Close', className }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cx(styles.dialog, styles[size], className)}
      onKeyDown={(event) => {
        // Only the topmost dialog holds focus, so Escape closes just that one.
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} title={closeTitle} aria-label={closeTitle} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </header>
      <div className={styles.body}>{children}</div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}

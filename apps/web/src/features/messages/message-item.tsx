import type { InboxMessage } from '@fairline/shared/wire/messages';
import { Link } from 'react-router';
import { Button, cx } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { messageText } from './message-text';
import styles from './messages.module.css';

interface MessageItemProps {
  message: InboxMessage;
  isOpen: boolean;
  lang: string;
  formatDate: (iso: string) => string;
  onToggle: () => void;
  onDelete: () => void;
}

/** One message of the list: its title, date and unread mark; opened, its text, its link and delete. */
export function MessageItem({ message, isOpen, lang, formatDate, onToggle, onDelete }: MessageItemProps) {
  const { t } = useTranslation();
  const { title, body } = messageText(message, t, lang, formatDate);
  const isUnread = message.read_at === null;
  const bodyId = `message-${message.id}`;
  return (
    <li
      className={cx(styles.item, isUnread && styles.unread)}
      data-testid="inbox-message"
      data-unread={isUnread || undefined}
    >
      <button type="button" className={styles.row} aria-expanded={isOpen} aria-controls={bodyId} onClick={onToggle}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.rowText}>
          <span className={styles.rowTitle} dir="auto">
            {title}
          </span>
          <span className={styles.rowMeta}>
            {t(`inbox.kind.${message.kind}`)} ·{' '}
            <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
            {isUnread && <span className={styles.srOnly}> · {t('inbox.unread')}</span>}
          </span>
        </span>
      </button>
      {isOpen && (
        <div id={bodyId} className={styles.body}>
          <p className={styles.text} dir="auto">
            {body}
          </p>
          <div className={styles.actions}>
            {message.link && (
              <Link to={`/${lang}/office/${message.link}`} className={styles.link}>
                {t(`inbox.open.${message.kind}`)}
              </Link>
            )}
            <Button size="s" variant="ghost" onClick={onDelete}>
              {t('inbox.delete')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

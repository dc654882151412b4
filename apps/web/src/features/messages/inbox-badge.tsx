import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import styles from './inbox-badge.module.css';
import { fetchUnreadCount, inboxKeys } from './inbox-count';
import { useInboxChannel } from './use-inbox-channel';

/** The header's envelope: the way to the Messages page, with the unread count kept live over /ws. */
export function InboxBadge({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const userId = useAccountSession((s) => s.user?.id);
  useInboxChannel(userId);
  const { data: unread = 0 } = useQuery({
    queryKey: inboxKeys.unread,
    queryFn: fetchUnreadCount,
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
  if (userId === undefined) return null;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      to={`/${lang}/office/messages`}
      className={styles.badge}
      data-testid="inbox-badge"
      data-unread={unread}
      aria-label={unread > 0 ? t('inbox.badge.unread', { count: unread }) : t('inbox.badge.none')}
      title={unread > 0 ? t('inbox.badge.unread', { count: unread }) : t('inbox.badge.none')}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}

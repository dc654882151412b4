import type { InboxMessage } from '@fairline/shared/wire/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Skeleton } from '../../components/ui';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { inboxKeys } from './inbox-count';
import { MessageItem } from './message-item';
import styles from './messages.module.css';
import { deleteMessage, fetchInbox, readAllMessages, readMessage } from './messages-api';

const PAGE_SIZE = 20;

/** The office's Messages page: the inbox newest first, unread marked, opened to read, all marked read at once. */
export function MessagesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const inbox = useQuery({ queryKey: inboxKeys.page(page), queryFn: () => fetchInbox(page, PAGE_SIZE) });
  const format = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  const formatDate = (iso: string) => format.format(new Date(iso));

  // Every change answers the new unread count: the badge takes it at once, the list is read again.
  const apply = async (action: () => Promise<number>) => {
    setFailed(false);
    try {
      client.setQueryData(inboxKeys.unread, await action());
    } catch {
      setFailed(true);
    }
    await client.invalidateQueries({ queryKey: inboxKeys.pages });
  };
  const toggle = (message: InboxMessage) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && message.read_at === null) void apply(() => readMessage(message));
  };

  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section className={styles.section} aria-labelledby="messages-title">
      <div className={styles.head}>
        <h1 id="messages-title" className={styles.title}>
          {t('inbox.title')}
        </h1>
        {data && data.unread > 0 && (
          <Button size="s" variant="secondary" onClick={() => void apply(readAllMessages)}>
            {t('inbox.readAll')}
          </Button>
        )}
      </div>
      {data && (
        <p className={styles.meta} data-testid="inbox-summary">
          {data.unread > 0 ? t('inbox.summary.unread', { count: data.unread }) : t('inbox.summary.allRead')}
        </p>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {t('inbox.error')}
        </p>
      )}
      {!data ? (
        inbox.isError ? (
          <p className={styles.error}>{t('inbox.error')}</p>
        ) : (
          <Skeleton rows={4} rowHeight={56} />
        )
      ) : data.messages.length === 0 ? (
        <p className={styles.empty}>{t('inbox.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('inbox.title')}>
          {data.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isOpen={open === message.id}
              lang={lang}
              formatDate={formatDate}
              onToggle={() => toggle(message)}
              onDelete={() => void apply(() => deleteMessage(message))}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('inbox.pages')}>
          <Button size="s" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('inbox.previous')}
          </Button>
          <span className={styles.meta}>{t('inbox.page', { page, pages })}</span>
          <Button size="s" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('inbox.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

import { SupportLimits, type TicketAnswer } from '@fairline/shared/wire/support';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button, cx, Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './support.module.css';
import { closeTicket, fetchTicket, replyToTicket, supportKeys } from './support-api';
import { supportFailureText } from './support-errors';

interface TicketThreadProps {
  id: number;
  formatDate: (iso: string) => string;
  onBack: () => void;
}

/** One ticket: its thread (the player's messages and staff replies), a reply and a close. */
export function TicketThread({ id, formatDate, onBack }: TicketThreadProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const replyId = useId();
  const ticket = useQuery({ queryKey: supportKeys.ticket(id), queryFn: () => fetchTicket(id) });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (action: () => Promise<TicketAnswer>) => {
    setBusy(true);
    setFailure(null);
    try {
      client.setQueryData(supportKeys.ticket(id), await action());
      void client.invalidateQueries({ queryKey: supportKeys.list });
      return true;
    } catch (error) {
      setFailure(supportFailureText(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const reply = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await act(() => replyToTicket(id, text.trim()))) setText('');
  };

  const data = ticket.data;
  return (
    <div className={styles.thread}>
      <div>
        <Button size="s" variant="ghost" onClick={onBack}>
          {t('support.back')}
        </Button>
      </div>
      {!data ? (
        ticket.isError ? (
          <p className={styles.error}>{t('support.error.generic')}</p>
        ) : (
          <Skeleton rows={3} rowHeight={56} />
        )
      ) : (
        <section className={styles.card} aria-labelledby="ticket-subject" data-testid="support-thread">
          <div className={styles.threadHead}>
            <h2 id="ticket-subject" className={styles.subtitle} dir="auto">
              {data.subject}
            </h2>
            <span className={cx(styles.status, styles[data.status])} data-testid="ticket-status">
              {t(`support.status.${data.status}`)}
            </span>
          </div>
          <p className={styles.meta}>
            {t('support.ticketNo', { id: data.id })} · {t(`support.topic.${data.topic}`)}
          </p>
          <ol className={styles.messages}>
            {data.messages.map((m) => (
              <li key={m.id} className={cx(styles.message, m.author === 'staff' ? styles.staff : styles.mine)}>
                <span className={styles.author}>
                  {t(m.author === 'staff' ? 'support.author.staff' : 'support.author.player')} ·{' '}
                  <time dateTime={m.created_at}>{formatDate(m.created_at)}</time>
                </span>
                <p className={styles.messageText} dir="auto">
                  {m.text}
                </p>
              </li>
            ))}
          </ol>
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          {data.status === 'closed' ? (
            <p className={styles.meta}>{t('support.closedNote')}</p>
          ) : (
            <form className={styles.replyForm} onSubmit={reply}>
              <label htmlFor={replyId} className={styles.label}>
                {t('support.reply.label')}
              </label>
              <textarea
                id={replyId}
                className={styles.textarea}
                rows={3}
                value={text}
                maxLength={SupportLimits.textMax}
                onChange={(e) => setText(e.target.value)}
              />
              <div className={styles.actions}>
                <Button type="submit" size="s" isLoading={busy} disabled={!text.trim()}>
                  {t('support.reply.send')}
                </Button>
                <Button size="s" variant="secondary" disabled={busy} onClick={() => void act(() => closeTicket(id))}>
                  {t('support.close')}
                </Button>
              </div>
            </form>
          )}
        </section>
      )}
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cx, Skeleton } from '../../components/ui';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { NewTicketForm } from './new-ticket-form';
import styles from './support.module.css';
import { fetchTickets, supportKeys } from './support-api';
import { TicketThread } from './ticket-thread';

/** The office's Support page: the contact form by topic and the player's tickets; `?ticket=<id>` opens one. */
export function SupportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('ticket'));
  const tickets = useQuery({ queryKey: supportKeys.list, queryFn: fetchTickets });
  const format = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  const formatDate = (iso: string) => format.format(new Date(iso));
  const open = (id: number | null) => setParams(id === null ? {} : { ticket: String(id) });

  return (
    <section className={styles.section} aria-labelledby="support-title">
      <h1 id="support-title" className={styles.title}>
        {t('support.title')}
      </h1>
      {Number.isInteger(opened) && opened > 0 ? (
        <TicketThread id={opened} formatDate={formatDate} onBack={() => open(null)} />
      ) : (
        <>
          <NewTicketForm
            onCreated={(ticket) => {
              client.setQueryData(supportKeys.ticket(ticket.id), ticket);
              void client.invalidateQueries({ queryKey: supportKeys.list });
            }}
          />
          <section className={styles.card} aria-labelledby="tickets-title">
            <h2 id="tickets-title" className={styles.subtitle}>
              {t('support.list.title')}
            </h2>
            {!tickets.data ? (
              tickets.isError ? (
                <p className={styles.error}>{t('support.error.generic')}</p>
              ) : (
                <Skeleton rows={2} rowHeight={48} />
              )
            ) : tickets.data.tickets.length === 0 ? (
              <p className={styles.meta}>{t('support.list.empty')}</p>
            ) : (
              <ul className={styles.tickets} aria-label={t('support.list.title')}>
                {tickets.data.tickets.map((ticket) => (
                  <li key={ticket.id} data-testid="support-ticket">
                    <button type="button" className={styles.ticketRow} onClick={() => open(ticket.id)}>
                      <span className={styles.ticketText}>
                        <span className={styles.ticketSubject} dir="auto">
                          {ticket.subject}
                        </span>
                        <span className={styles.meta}>
                          {t('support.ticketNo', { id: ticket.id })} · {t(`support.topic.${ticket.topic}`)} ·{' '}
                          <time dateTime={ticket.updated_at}>{formatDate(ticket.updated_at)}</time>
                        </span>
                      </span>
                      <span className={cx(styles.status, styles[ticket.status])}>
                        {t(`support.status.${ticket.status}`)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, useNotify } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { closeOtherSessions, closeSession, fetchSessions, type SessionItem } from './office-api';
import { useAction } from './use-action';

const SESSIONS_KEY = ['office-sessions'];

function formatTime(iso: string, lang: string): string {
  return dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** Active and recent sessions: device, IP and time, the current one marked; close one or all others. */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => fetchSessions() });
  const action = useAction();

  const closeOne = (session: SessionItem) =>
    action.run(async () => {
      await closeSession(session.id);
      if (session.is_current) {
        await useAccountSession.getState().refresh();
        return;
      }
      notify({ type: 'success', text: t('office.sessions.closed') });
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    });
  const closeOthers = () =>
    action.run(async () => {
      const res = await closeOtherSessions();
      notify({ type: 'success', text: t('office.sessions.closedOthers', { count: res.data.closed }) });
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    });

  const row = (session: SessionItem, isActive: boolean) => (
    <li
      key={session.id}
      className={styles.session}
      data-testid="session-row"
      data-current={session.is_current || undefined}
    >
      <div>
        <p className={styles.device}>
          {session.device}
          {session.is_current && <span className={styles.badge}>{t('office.sessions.current')}</span>}
        </p>
        <p className={styles.meta}>
          <span dir="ltr">{session.ip ?? '—'}</span> ·{' '}
          {isActive
            ? t('office.sessions.lastSeen', { time: formatTime(session.last_seen, i18n.language) })
            : t('office.sessions.ended', { time: formatTime(session.ended ?? session.last_seen, i18n.language) })}
        </p>
      </div>
      {isActive && !session.is_current && (
        <Button variant="secondary" size="s" disabled={action.isBusy} onClick={() => closeOne(session)}>
          {t('office.sessions.close')}
        </Button>
      )}
    </li>
  );

  const others = sessions.data?.active_sessions.filter((s) => !s.is_current) ?? [];
  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h1 id="sessions-title" className={styles.title}>
        {t('office.menu.sessions')}
      </h1>
      {!sessions.data ? (
        sessions.isError ? (
          <p className={styles.error}>{t('office.loadFailed')}</p>
        ) : (
          <Skeleton rows={4} rowHeight={56} />
        )
      ) : (
        <>
          <h2 className={styles.subtitle}>{t('office.sessions.active')}</h2>
          <ul className={styles.sessions}>{sessions.data.active_sessions.map((s) => row(s, true))}</ul>
          <Button variant="danger" disabled={others.length === 0} isLoading={action.isBusy} onClick={closeOthers}>
            {t('office.sessions.closeOthers')}
          </Button>
          <h2 className={styles.subtitle}>{t('office.sessions.recent')}</h2>
          {sessions.data.recent_sessions.length === 0 ? (
            <p className={styles.meta}>{t('office.sessions.noRecent')}</p>
          ) : (
            <ul className={styles.sessions}>{sessions.data.recent_sessions.map((s) => row(s, false))}</ul>
          )}
        </>
      )}
      <FormMessage failure={action.failure} />
    </section>
  );
}

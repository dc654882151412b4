import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { MailingSection } from './mailing-section';
import styles from './settings.module.css';
import { fetchSettings, settingsKeys } from './settings-api';
import { SportsSection } from './sports-section';

/** The office's Settings page: sports hidden from the feeds, mailing preferences and the account's settings. */
export function SettingsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useQuery({ queryKey: settingsKeys.all, queryFn: fetchSettings });
  const data = settings.data;

  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {t('office.menu.settings')}
      </h1>
      {!data ? (
        settings.isError ? (
          <p className={styles.failure} role="alert">
            {t('settings.failed')}
          </p>
        ) : (
          <Skeleton rows={6} rowHeight={44} />
        )
      ) : (
        <>
          <SportsSection settings={data} />
          <MailingSection settings={data} />
          <section className={styles.card} aria-labelledby="settings-account">
            <h2 id="settings-account" className={styles.heading}>
              {t('settings.account.title')}
            </h2>
            <div className={styles.accountRow}>
              <span>{t('settings.account.authByEmail')}</span>
              <span className={data.auth_by_email ? styles.stateOn : styles.stateOff}>
                {t(data.auth_by_email ? 'settings.account.on' : 'settings.account.off')}
              </span>
              <Link className={styles.accountLink} to={`/${lang}/office/security`}>
                {t('settings.account.change')}
              </Link>
            </div>
          </section>
        </>
      )}
    </section>
  );
}

import { MAILING_CHANNELS, type MailingChannel, type PlayerSettings } from '@fairline/shared/wire/player-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Switch, useNotify } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './settings.module.css';
import { saveMailing, settingsKeys } from './settings-api';
import { settingsFailureText } from './settings-errors';

const NEEDS: Record<MailingChannel, 'has_email' | 'has_phone'> = {
  email_news: 'has_email',
  email_promotions: 'has_email',
  sms_promotions: 'has_phone',
};

/**
 * The e-mail subscription screen: which news and offers the player accepts. While a time-out or
 * self-exclusion pauses marketing the screen says so, and the choices are not used.
 */
export function MailingSection({ settings }: { settings: PlayerSettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const notify = useNotify();
  const client = useQueryClient();
  const mailing = settings.mailing;
  const save = useMutation({
    mutationFn: saveMailing,
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.all, saved);
      notify({ type: 'success', text: t('settings.saved') });
    },
  });
  const until = mailing.suppressed_until
    ? dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(mailing.suppressed_until))
    : '';
  const blockRuns = mailing.suppressed && mailing.suppressed_reason !== 'after_block';

  return (
    <section className={styles.card} aria-labelledby="settings-mailing" data-testid="settings-mailing">
      <h2 id="settings-mailing" className={styles.heading}>
        {t('settings.mailing.title')}
      </h2>
      <p className={styles.note}>{t('settings.mailing.note')}</p>
      {mailing.suppressed && mailing.suppressed_reason && (
        <p className={styles.paused} role="note" data-testid="settings-mailing-paused">
          {t(`settings.mailing.paused.${mailing.suppressed_reason}`, { date: until })}
        </p>
      )}
      <ul className={styles.channels}>
        {MAILING_CHANNELS.map((channel) => {
          const reachable = mailing[NEEDS[channel]];
          return (
            <li key={channel} className={styles.channel}>
              <Switch
                checked={mailing[channel]}
                disabled={save.isPending || !reachable || (blockRuns && !mailing[channel])}
                onChange={(on) => save.mutate({ [channel]: on })}
                label={t(`settings.mailing.${channel}`)}
              />
              {!reachable && (
                <span className={styles.hint}>
                  {t(NEEDS[channel] === 'has_email' ? 'settings.mailing.noEmail' : 'settings.mailing.noPhone')}{' '}
                  <Link to={`/${lang}/office/profile`}>{t('settings.mailing.toProfile')}</Link>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {save.error && (
        <p className={styles.failure} role="alert">
          {settingsFailureText(save.error, t)}
        </p>
      )}
    </section>
  );
}

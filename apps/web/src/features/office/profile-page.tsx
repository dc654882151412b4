import { Link } from 'react-router';
import { Button, useNotify } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { AccountFieldsForm } from '../account';
import { sendActivationMail, useAccountSession } from '../auth';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { useAction } from './use-action';

/** The office profile: account id, e-mail (with its confirmation), phone, and the account data the brand lets the player edit. */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const notify = useNotify();
  const user = useAccountSession((s) => s.user);
  const action = useAction();
  if (!user) return null;
  const resend = () =>
    action.run(async () => {
      await sendActivationMail();
      notify({ type: 'success', text: t('office.profile.activationSent') });
    });
  return (
    <section className={styles.section} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        {t('office.menu.profile')}
      </h1>
      <dl className={styles.facts}>
        <dt>{t('office.profile.id')}</dt>
        <dd data-testid="profile-id">{user.id}</dd>
        <dt>{t('office.profile.email')}</dt>
        <dd>
          {user.email ?? t('office.profile.none')}
          {user.email && !user.emailVerified && (
            <>
              {' '}
              <span className={styles.badge}>{t('office.profile.unverified')}</span>
              <Button variant="ghost" size="s" isLoading={action.isBusy} onClick={resend}>
                {t('office.profile.sendActivation')}
              </Button>
            </>
          )}
        </dd>
        <dt>{t('office.profile.phone')}</dt>
        <dd>{user.phone ? `+${user.phone}` : t('office.profile.none')}</dd>
        <dt>{t('office.profile.twoFactor')}</dt>
        <dd>{t(user.twoFactorEnabled ? 'office.on' : 'office.off')}</dd>
      </dl>
      <FormMessage failure={action.failure} />
      <section className={styles.card} aria-labelledby="account-data-title">
        <h2 id="account-data-title" className={styles.subtitle}>
          {t('account.title')}
        </h2>
        <AccountFieldsForm form="profile" submitLabel="account.save" />
        <Link to={`/${lang}/registration/identification`}>{t('account.identification.link')}</Link>
      </section>
    </section>
  );
}

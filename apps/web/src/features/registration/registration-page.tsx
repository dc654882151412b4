import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import styles from './registration.module.css';
import { RegistrationView } from './registration-view';

/** The registration page (route `/:lang/registration`, guest-only). */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="registration-title">
      <h1 id="registration-title" className={styles.pageTitle}>
        {t('registration.title')}
      </h1>
      <RegistrationView variant="page" onDone={() => navigate(`/${lang}/`, { replace: true })} />
    </section>
  );
}

import { useTranslation } from '../../lib/i18n';
import { ChangePasswordSection } from './change-password-section';
import { EmailSection } from './email-section';
import styles from './office.module.css';
import { PhoneSection } from './phone-section';
import { SecureQuestionSection } from './secure-question-section';
import { TwoFactorSection } from './two-factor-section';

/** The office security screen: password, two-factor, secure question, phone, e-mail and auth by e-mail. */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="security-title">
      <h1 id="security-title" className={styles.title}>
        {t('office.menu.security')}
      </h1>
      <ChangePasswordSection />
      <TwoFactorSection />
      <SecureQuestionSection />
      <PhoneSection />
      <EmailSection />
    </section>
  );
}

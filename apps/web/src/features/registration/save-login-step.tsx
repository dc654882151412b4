import { useState } from 'react';
import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './registration.module.css';

interface SaveLoginStepProps {
  userId: number;
  password: string;
  brandName: string;
  onDone: () => void;
}

/**
 * After one-click registration: the generated login and password, shown this once (the server
 * keeps only the hash), with ways to keep them. Nothing here sends the password to our server.
 */
export function SaveLoginStep({ userId, password, brandName, onDone }: SaveLoginStepProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = t('registration.saveLogin.fileText', { brand: brandName, login: userId, password });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${userId} ${password}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const saveFile = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${brandName.toLowerCase()}-${userId}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const mailto = `mailto:?${new URLSearchParams({ subject: t('registration.saveLogin.mailSubject', { brand: brandName }), body: text }).toString().replaceAll('+', '%20')}`;

  return (
    <section className={styles.saveLogin} data-testid="save-login" aria-labelledby="save-login-title">
      <h3 id="save-login-title" className={styles.stepTitle}>
        {t('registration.saveLogin.title')}
      </h3>
      <p className={styles.lead}>{t('registration.saveLogin.lead')}</p>
      <dl className={styles.credentials}>
        <dt>{t('registration.saveLogin.login')}</dt>
        <dd data-testid="generated-login">{userId}</dd>
        <dt>{t('registration.saveLogin.password')}</dt>
        <dd data-testid="generated-password">{password}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" size="s" onClick={copy}>
          {copied ? t('registration.saveLogin.copied') : t('registration.saveLogin.copy')}
        </Button>
        <Button variant="secondary" size="s" onClick={saveFile}>
          {t('registration.saveLogin.file')}
        </Button>
        <a className={styles.actionLink} href={mailto}>
          {t('registration.saveLogin.email')}
        </a>
      </div>
      <Button fullWidth onClick={onDone}>
        {t('registration.saveLogin.continue')}
      </Button>
    </section>
  );
}

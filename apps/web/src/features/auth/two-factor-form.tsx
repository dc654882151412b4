import { type FormEvent, useState } from 'react';
import { Button, CodeInput } from '../../components/ui';
import { type FormFailure, fieldFailure, fieldText, formFailureOf, generalText } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import styles from './auth.module.css';
import { confirmTwoFactor } from './auth-api';

interface TwoFactorFormProps {
  authId: string;
  via: 'password' | 'social';
  onDone: () => void | Promise<void>;
  onRestart: () => void;
}

/** The second login step: the 6-digit code of the authenticator app. */
export function TwoFactorForm({ authId, via, onDone, onRestart }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setFailure(fieldFailure('code', 'auth_required_field'));
    setBusy(true);
    setFailure(null);
    try {
      await confirmTwoFactor(authId, code.trim(), via);
      await onDone();
    } catch (error) {
      setFailure(formFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const isExpired = failure?.errorCode === 'auth_id_expired';
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="login-two-factor">
      <p className={styles.lead}>{t('auth.twoFactor.lead')}</p>
      <CodeInput
        name="code"
        label={t('auth.twoFactor.code')}
        maxLength={6}
        autoFocus
        value={code}
        onValueChange={setCode}
        error={fieldText(t, failure, 'code')}
      />
      {generalText(t, failure) && (
        <p role="alert" className={failure?.isLocked ? styles.locked : styles.error}>
          {generalText(t, failure)}
        </p>
      )}
      {isExpired ? (
        <Button fullWidth onClick={onRestart}>
          {t('auth.twoFactor.restart')}
        </Button>
      ) : (
        <Button type="submit" fullWidth isLoading={isBusy}>
          {t('auth.submit')}
        </Button>
      )}
    </form>
  );
}

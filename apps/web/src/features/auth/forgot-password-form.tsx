import { checkPassword } from '@fairline/shared/validation';
import { type FormEvent, useState } from 'react';
import { Button, CodeInput, Input } from '../../components/ui';
import { type FormFailure, fieldText, formFailureOf, generalText, LocalCheckError } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useCountdown } from '../../lib/use-countdown';
import styles from './auth.module.css';
import { requestPasswordReset, resetPassword } from './auth-api';

type Step = 'login' | 'code' | 'done';

/** Forgotten password: the login, then the code sent to it with the new password twice. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const timer = useCountdown();
  const [step, setStep] = useState<Step>('login');
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(formFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      if (login.trim() === '') throw new LocalCheckError('login', 'auth_required_field');
      await requestPasswordReset(login.trim());
      timer.start();
      setStep('code');
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'login') return void sendCode();
    void run(async () => {
      if (code.trim() === '') throw new LocalCheckError('code', 'auth_required_field');
      const weak = checkPassword(password);
      if (weak) throw new LocalCheckError('password', weak.key, weak.params);
      if (confirmation !== password) throw new LocalCheckError('password_confirmation', 'fields_not_equal');
      await resetPassword({ login: login.trim(), code: code.trim(), password, confirmation });
      setStep('done');
    });
  };

  if (step === 'done') {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.success}>
          {t('auth.forgot.done')}
        </p>
        <Button fullWidth onClick={onBack}>
          {t('auth.forgot.toLogin')}
        </Button>
      </div>
    );
  }
  const general = generalText(t, failure);
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="forgot-password">
      <p className={styles.lead}>{t(step === 'login' ? 'auth.forgot.lead' : 'auth.forgot.codeSent')}</p>
      <Input
        name="login"
        label={t('auth.forgot.login')}
        autoComplete="username"
        value={login}
        readOnly={step === 'code'}
        onChange={(e) => setLogin(e.target.value)}
        error={fieldText(t, failure, 'login')}
      />
      {step === 'code' && (
        <>
          <CodeInput
            name="code"
            label={t('auth.sms.code')}
            value={code}
            onValueChange={setCode}
            error={fieldText(t, failure, 'code')}
          />
          <Button variant="ghost" size="s" disabled={timer.isRunning || isBusy} onClick={sendCode}>
            {timer.isRunning ? t('auth.sms.resendIn', { s: timer.left }) : t('auth.sms.resend')}
          </Button>
          <Input
            name="password"
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldText(t, failure, 'password')}
          />
          <Input
            name="password_confirmation"
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={fieldText(t, failure, 'password_confirmation')}
          />
        </>
      )}
      {general && (
        <p role="alert" className={failure?.isLocked ? styles.locked : styles.error}>
          {general}
        </p>
      )}
      <Button type="submit" fullWidth isLoading={isBusy}>
        {t(step === 'login' ? 'auth.forgot.send' : 'auth.forgot.save')}
      </Button>
      <button type="button" className={styles.link} onClick={onBack}>
        {t('auth.forgot.back')}
      </button>
    </form>
  );
}

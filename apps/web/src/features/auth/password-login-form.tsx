import { type FormEvent, useState } from 'react';
import { Button, Input } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { type FormFailure, formFailureOf } from './api-errors';
import styles from './auth.module.css';
import { type LoginAnswer, loginByPassword } from './auth-api';
import { fieldText, generalText } from './failure-text';
import type { LoginTab } from './login-tabs';

interface PasswordLoginFormProps {
  tab: LoginTab;
  onAnswer: (answer: LoginAnswer) => void | Promise<void>;
  onForgot: () => void;
}

/** Login by user id, e-mail or phone and password. */
export function PasswordLoginForm({ tab, onAnswer, onForgot }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [missing, setMissing] = useState<Record<string, boolean>>({});
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { login: login.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.login || empty.password) return;
    setBusy(true);
    setFailure(null);
    try {
      await onAnswer(await loginByPassword(login.trim(), password));
    } catch (error) {
      setFailure(formFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const general = failure?.status === 401 ? t('auth.error.credentials') : generalText(t, failure);
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Input
        name="login"
        label={t(`auth.login.${tab.id}`)}
        type={tab.inputType}
        inputMode={tab.id === 'id' ? 'numeric' : undefined}
        autoComplete={tab.autoComplete}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        error={missing.login ? t('auth_required_field') : fieldText(t, failure, 'login')}
      />
      <Input
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={missing.password ? t('auth_required_field') : fieldText(t, failure, 'password')}
      />
      {general && (
        <p role="alert" className={failure?.isLocked ? styles.locked : styles.error}>
          {general}
        </p>
      )}
      <Button type="submit" fullWidth isLoading={isBusy}>
        {t('auth.submit')}
      </Button>
      <button type="button" className={styles.link} onClick={onForgot}>
        {t('auth.forgot.link')}
      </button>
    </form>
  );
}

import { CAPTCHA_REQUIRED, loginCaptchaType } from '@fairline/shared/config/captcha';
import { type FormEvent, useState } from 'react';
import { Button, Input } from '../../components/ui';
import { type FormFailure, fieldText, formFailureOf, generalText } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useCaptcha } from '../captcha';
import { useSite } from '../config';
import styles from './auth.module.css';
import { type LoginAnswer, loginByPassword } from './auth-api';
import type { LoginTab } from './login-tabs';

interface PasswordLoginFormProps {
  tab: LoginTab;
  onAnswer: (answer: LoginAnswer) => void | Promise<void>;
  onForgot: () => void;
}

const isCaptchaDemand = (failure: FormFailure) => failure.errorCode === CAPTCHA_REQUIRED;

/**
 * Login by user id, e-mail or phone and password. After repeated failures the server asks for the
 * captcha (400 captcha_required): it is then obtained (invisibly, or in the provider's popup) and the
 * same login sent again, and every later try of this form carries one up front.
 */
export function PasswordLoginForm({ tab, onAnswer, onForgot }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const site = useSite();
  const obtainCaptcha = useCaptcha();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
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
    const captchaType = loginCaptchaType(site.settings.captcha.type);
    const attempt = async (withCaptcha: boolean) =>
      loginByPassword(login.trim(), password, withCaptcha ? await obtainCaptcha(captchaType) : undefined);
    try {
      let answer: LoginAnswer;
      try {
        answer = await attempt(needsCaptcha);
      } catch (error) {
        if (needsCaptcha || !isCaptchaDemand(formFailureOf(error))) throw error;
        setNeedsCaptcha(true);
        answer = await attempt(true);
      }
      await onAnswer(answer);
    } catch (error) {
      const found = formFailureOf(error);
      if (isCaptchaDemand(found)) setNeedsCaptcha(true);
      setFailure(found);
    } finally {
      setBusy(false);
    }
  };

  const general =
    failure?.status === 401
      ? t('auth.error.credentials')
      : (fieldText(t, failure, 'captcha') ?? generalText(t, failure));
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
      {needsCaptcha && !failure?.isLocked && (
        <p className={styles.lead} data-testid="login-captcha-notice">
          {t('auth.captchaNotice')}
        </p>
      )}
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

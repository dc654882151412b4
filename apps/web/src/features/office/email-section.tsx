import { type FormEvent, useState } from 'react';
import { Button, CodeInput, Input, Switch, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { fieldText } from '../auth/failure-text';
import { useAccountSession } from '../auth/session-store';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { confirmEmailChange, setAuthByEmail, startEmailChange } from './office-api';
import { useAction } from './use-action';

/** The login e-mail: change it (code to the new address) and switch confirmation of logins by e-mail. */
export function EmailSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useAccountSession((s) => s.user);
  const action = useAction();
  const toggle = useAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [isSent, setSent] = useState(false);
  const [authByEmail, setAuthByEmailState] = useState(user?.authByEmail ?? false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      if (!isSent) {
        const res = await startEmailChange({ email: email.trim(), password });
        setSent(res.need_confirm);
        return;
      }
      await confirmEmailChange(code.trim());
      await useAccountSession.getState().refresh();
      setSent(false);
      setEmail('');
      setCode('');
      setPassword('');
      notify({ type: 'success', text: t('office.email.changed') });
    });
  };
  const switchAuthByEmail = (on: boolean) =>
    toggle.run(async () => {
      await setAuthByEmail(on, password);
      setAuthByEmailState(on);
    });
  const f = action.failure;
  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="email-title">
      <h2 id="email-title" className={styles.subtitle}>
        {t('office.email.title')}
      </h2>
      <p className={styles.meta}>{t('office.email.current', { email: user?.email ?? t('office.profile.none') })}</p>
      <Input
        name="login"
        type="email"
        autoComplete="email"
        label={t('office.email.new')}
        value={email}
        readOnly={isSent}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldText(t, f, 'login')}
      />
      {!isSent && (
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('office.confirmPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldText(t, f, 'password') ?? fieldText(t, toggle.failure, 'password')}
        />
      )}
      {isSent && (
        <CodeInput
          name="confirm_code"
          label={t('office.email.code')}
          value={code}
          onValueChange={setCode}
          error={fieldText(t, f, 'confirm_code')}
        />
      )}
      <FormMessage failure={f} />
      <Button type="submit" isLoading={action.isBusy}>
        {t(isSent ? 'office.email.confirm' : 'office.email.change')}
      </Button>
      {user?.email && (
        <>
          <Switch
            label={t('office.email.authByEmail')}
            checked={authByEmail}
            disabled={toggle.isBusy}
            onChange={(on) => void switchAuthByEmail(on)}
          />
          <p className={styles.meta}>{t('office.email.authByEmailHint')}</p>
          <FormMessage failure={toggle.failure} />
        </>
      )}
    </form>
  );
}

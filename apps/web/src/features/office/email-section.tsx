import { type FormEvent, useState } from 'react';
import { Button, Input, Switch, useNotify } from '../../components/ui';
import { fieldText } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { confirmEmailChange, setAuthByEmail, startEmailChange } from './office-api';
import { PasswordThenCodeFields, usePasswordThenCode } from './password-then-code';
import { useAction } from './use-action';

/** The login e-mail: change it (code to the new address) and switch confirmation of logins by e-mail. */
export function EmailSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useAccountSession((s) => s.user);
  const action = useAction();
  const toggle = useAction();
  const [email, setEmail] = useState('');
  const step = usePasswordThenCode();
  const [authByEmail, setAuthByEmailState] = useState(user?.authByEmail ?? false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      if (!step.isSent) {
        const res = await startEmailChange({ email: email.trim(), password: step.password });
        step.setSent(res.need_confirm);
        return;
      }
      await confirmEmailChange(step.code.trim());
      await useAccountSession.getState().refresh();
      step.reset();
      setEmail('');
      notify({ type: 'success', text: t('office.email.changed') });
    });
  };
  const switchAuthByEmail = (on: boolean) =>
    toggle.run(async () => {
      await setAuthByEmail(on, step.password);
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
        readOnly={step.isSent}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldText(t, f, 'login')}
      />
      <PasswordThenCodeFields
        step={step}
        codeLabel={t('office.email.code')}
        failure={f}
        passwordError={fieldText(t, toggle.failure, 'password')}
      />
      <FormMessage failure={f} />
      <Button type="submit" isLoading={action.isBusy}>
        {t(step.isSent ? 'office.email.confirm' : 'office.email.change')}
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

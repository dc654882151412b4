import { checkPassword } from '@fairline/shared/validation';
import { type FormEvent, useState } from 'react';
import { Button, Input, Switch, useNotify } from '../../components/ui';
import { fieldText, LocalCheckError } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { changePassword } from './office-api';
import { useAction } from './use-action';

/** Password change: the old password, the new one twice, and whether to end the other sessions. */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const action = useAction();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [endOthers, setEndOthers] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      if (oldPassword === '') throw new LocalCheckError('old_password', 'auth_required_field');
      const weak = checkPassword(password);
      if (weak) throw new LocalCheckError('password', weak.key, weak.params);
      if (confirmation !== password) throw new LocalCheckError('password_confirmation', 'fields_not_equal');
      const res = await changePassword({ oldPassword, password, confirmation, endOtherSessions: endOthers });
      setOld('');
      setPassword('');
      setConfirmation('');
      notify({
        type: 'success',
        text: t('office.password.changed', { count: res.data.attributes.ended_sessions }),
      });
    });
  };
  const f = action.failure;
  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.subtitle}>
        {t('office.password.title')}
      </h2>
      <Input
        name="old_password"
        type="password"
        autoComplete="current-password"
        label={t('office.password.old')}
        value={oldPassword}
        onChange={(e) => setOld(e.target.value)}
        error={fieldText(t, f, 'old_password')}
      />
      <Input
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('auth.newPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldText(t, f, 'password')}
      />
      <Input
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={t('auth.confirmPassword')}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={fieldText(t, f, 'password_confirmation')}
      />
      <Switch label={t('office.password.endOthers')} checked={endOthers} onChange={setEndOthers} />
      <FormMessage failure={f} />
      <Button type="submit" isLoading={action.isBusy}>
        {t('office.save')}
      </Button>
    </form>
  );
}

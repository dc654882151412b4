import { type FormEvent, useState } from 'react';
import { Button, CodeInput, Input, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { LocalCheckError } from '../auth/api-errors';
import { fieldText } from '../auth/failure-text';
import { useAccountSession } from '../auth/session-store';
import { useResendTimer } from '../auth/use-resend-timer';
import { useCaptcha } from '../registration/use-captcha';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { confirmPhoneBinding, sendPhoneBindingCode } from './office-api';
import { useAction } from './use-action';

/** Binds a phone, or replaces the bound one: the number and the password, then the code it receives. */
export function PhoneSection() {
  const { t } = useTranslation();
  const obtainCaptcha = useCaptcha();
  const notify = useNotify();
  const user = useAccountSession((s) => s.user);
  const timer = useResendTimer();
  const action = useAction();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [isSent, setSent] = useState(false);

  const sendCode = () =>
    action.run(async () => {
      if (phone.replace(/\D/g, '').length < 6) throw new LocalCheckError('phone_number', 'phone_incorrect');
      const captcha = await obtainCaptcha();
      const sent = await sendPhoneBindingCode({ phone, password, captcha });
      timer.start();
      setSent(sent.code_length > 0);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSent) return void sendCode();
    void action.run(async () => {
      const captcha = await obtainCaptcha();
      await confirmPhoneBinding({ phone, code, captcha });
      await useAccountSession.getState().refresh();
      setSent(false);
      setPhone('');
      setPassword('');
      setCode('');
      notify({ type: 'success', text: t('office.phone.saved') });
    });
  };
  const f = action.failure;
  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="phone-title">
      <h2 id="phone-title" className={styles.subtitle}>
        {t(user?.phone ? 'office.phone.changeTitle' : 'office.phone.bindTitle')}
      </h2>
      {user?.phone && <p className={styles.meta}>{t('office.phone.current', { phone: `+${user.phone}` })}</p>}
      <Input
        name="phone_number"
        type="tel"
        autoComplete="tel"
        label={t('office.phone.number')}
        hint={t('auth.sms.phoneHint')}
        value={phone}
        readOnly={isSent}
        onChange={(e) => setPhone(e.target.value)}
        error={fieldText(t, f, 'phone_number')}
      />
      {!isSent && (
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('office.confirmPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldText(t, f, 'password')}
        />
      )}
      {isSent && (
        <>
          <CodeInput
            name="confirm_code"
            label={t('auth.sms.code')}
            value={code}
            onValueChange={setCode}
            error={fieldText(t, f, 'confirm_code')}
          />
          <Button variant="ghost" size="s" disabled={timer.isRunning || action.isBusy} onClick={sendCode}>
            {timer.isRunning ? t('auth.sms.resendIn', { s: timer.left }) : t('auth.sms.resend')}
          </Button>
        </>
      )}
      {fieldText(t, f, 'captcha') && (
        <p role="alert" className={styles.error}>
          {fieldText(t, f, 'captcha')}
        </p>
      )}
      <FormMessage failure={f} />
      <Button type="submit" isLoading={action.isBusy}>
        {t(isSent ? 'office.phone.confirm' : 'auth.sms.send')}
      </Button>
    </form>
  );
}

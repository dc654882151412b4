import { type FormEvent, useState } from 'react';
import { Button, Input, useNotify } from '../../components/ui';
import { fieldText, LocalCheckError } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useCountdown } from '../../lib/use-countdown';
import { useAccountSession } from '../auth';
import { useCaptcha } from '../captcha';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { confirmPhoneBinding, sendPhoneBindingCode } from './office-api';
import { PasswordThenCodeFields, usePasswordThenCode } from './password-then-code';
import { PhoneChangeForm } from './phone-change-form';
import { useAction } from './use-action';

/** Binds a phone (the number and the password, then its code), or changes the bound one the spec's way. */
export function PhoneSection() {
  const phone = useAccountSession((s) => s.user?.phone);
  return phone ? <PhoneChangeForm currentPhone={phone} /> : <PhoneBindForm />;
}

/** Binds a phone to an account without one: the number and the password, then the code it receives. */
function PhoneBindForm() {
  const { t } = useTranslation();
  const obtainCaptcha = useCaptcha();
  const notify = useNotify();
  const timer = useCountdown();
  const action = useAction();
  const [phone, setPhone] = useState('');
  const step = usePasswordThenCode();

  const sendCode = () =>
    action.run(async () => {
      if (phone.replace(/\D/g, '').length < 6) throw new LocalCheckError('phone_number', 'phone_incorrect');
      const captcha = await obtainCaptcha();
      const sent = await sendPhoneBindingCode({ phone, password: step.password, captcha });
      timer.start();
      step.setSent(sent.code_length > 0);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!step.isSent) return void sendCode();
    void action.run(async () => {
      const captcha = await obtainCaptcha();
      await confirmPhoneBinding({ phone, code: step.code, captcha });
      await useAccountSession.getState().refresh();
      step.reset();
      setPhone('');
      notify({ type: 'success', text: t('office.phone.saved') });
    });
  };
  const f = action.failure;
  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="phone-title">
      <h2 id="phone-title" className={styles.subtitle}>
        {t('office.phone.bindTitle')}
      </h2>
      <Input
        name="phone_number"
        type="tel"
        autoComplete="tel"
        label={t('office.phone.number')}
        hint={t('auth.sms.phoneHint')}
        value={phone}
        readOnly={step.isSent}
        onChange={(e) => setPhone(e.target.value)}
        error={fieldText(t, f, 'phone_number')}
      />
      <PasswordThenCodeFields
        step={step}
        codeLabel={t('auth.sms.code')}
        failure={f}
        resend={{ left: timer.left, isDisabled: timer.isRunning || action.isBusy, onResend: sendCode }}
      />
      {fieldText(t, f, 'captcha') && (
        <p role="alert" className={styles.error}>
          {fieldText(t, f, 'captcha')}
        </p>
      )}
      <FormMessage failure={f} />
      <Button type="submit" isLoading={action.isBusy}>
        {t(step.isSent ? 'office.phone.confirm' : 'auth.sms.send')}
      </Button>
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { Button, CodeInput, Input } from '../../components/ui';
import { type FormFailure, fieldFailure, fieldText, formFailureOf, generalText } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useCountdown } from '../../lib/use-countdown';
import styles from './auth.module.css';
import { type LoginAnswer, loginBySmsCode, sendSmsLoginCode } from './auth-api';

/** Login by a code sent by SMS: phone, "send code" with a resend countdown, then the code. */
export function SmsLoginForm({ onAnswer }: { onAnswer: (answer: LoginAnswer) => void | Promise<void> }) {
  const { t } = useTranslation();
  const timer = useCountdown();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState<number>();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isSending, setSending] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const send = async () => {
    if (phone.replace(/\D/g, '').length < 6) {
      setFailure(fieldFailure('phone', 'phone_incorrect'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const sent = await sendSmsLoginCode(phone);
      setCodeLength(sent.data.code_length);
      timer.start();
    } catch (error) {
      setFailure(formFailureOf(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setFailure(fieldFailure('code', 'auth_required_field'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onAnswer(await loginBySmsCode(phone, code.trim()));
    } catch (error) {
      setFailure(formFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const general = generalText(t, failure);
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Input
        name="phone"
        label={t('auth.login.phone_number')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={fieldText(t, failure, 'phone')}
        hint={t('auth.sms.phoneHint')}
      />
      <Button variant="secondary" fullWidth isLoading={isSending} disabled={timer.isRunning} onClick={send}>
        {timer.isRunning ? t('auth.sms.resendIn', { s: timer.left }) : t('auth.sms.send')}
      </Button>
      {codeLength !== undefined && (
        <CodeInput
          name="code"
          label={t('auth.sms.code')}
          maxLength={codeLength}
          value={code}
          onValueChange={setCode}
          error={fieldText(t, failure, 'code')}
        />
      )}
      {general && (
        <p role="alert" className={failure?.isLocked ? styles.locked : styles.error}>
          {general}
        </p>
      )}
      <Button type="submit" fullWidth isLoading={isBusy} disabled={codeLength === undefined}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}

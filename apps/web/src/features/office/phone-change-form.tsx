import { type FormEvent, useState } from 'react';
import { Button, CodeInput, Input, useNotify } from '../../components/ui';
import { fieldText, LocalCheckError } from '../../lib/form-failure';
import { useLang, useTranslation } from '../../lib/i18n';
import { useCountdown } from '../../lib/use-countdown';
import { useAccountSession } from '../auth';
import { useCaptcha } from '../captcha';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { fetchUserSecureQuestion } from './office-api';
import { applyNewPhone, confirmCurrentPhoneCode, sendCurrentPhoneCode, sendNewPhoneCode } from './phone-change-api';
import { useAction } from './use-action';

/** Where the change stands: nothing sent, the current phone's code asked, the new number asked, its code asked. */
type Step = 'start' | 'current' | 'number' | 'new';

/**
 * Changes the bound phone the spec's way: a code to the current phone, its confirmation, the new
 * number and the code it receives, the secure answer when the account has a secure question, then
 * the update.
 */
export function PhoneChangeForm({ currentPhone }: { currentPhone: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const obtainCaptcha = useCaptcha();
  const notify = useNotify();
  const timer = useCountdown();
  const action = useAction();
  const [step, setStep] = useState<Step>('start');
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [question, setQuestion] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');

  const sendCurrent = () =>
    action.run(async () => {
      await sendCurrentPhoneCode(await obtainCaptcha());
      timer.start();
      setCode('');
      setStep('current');
    });
  const confirmCurrent = () =>
    action.run(async () => {
      await confirmCurrentPhoneCode(code, await obtainCaptcha());
      setCode('');
      setStep('number');
    });
  const sendNew = () =>
    action.run(async () => {
      if (phone.replace(/\D/g, '').length < 6) throw new LocalCheckError('phone_number', 'phone_incorrect');
      await sendNewPhoneCode(phone, await obtainCaptcha());
      setQuestion((await fetchUserSecureQuestion(lang)).secure_question);
      timer.start();
      setCode('');
      setStep('new');
    });
  const apply = () =>
    action.run(async () => {
      await applyNewPhone({ phone, code, answer: question ? answer : undefined }, await obtainCaptcha());
      await useAccountSession.getState().refresh();
      setStep('start');
      setPhone('');
      setCode('');
      setAnswer('');
      notify({ type: 'success', text: t('office.phone.saved') });
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { start: sendCurrent, current: confirmCurrent, number: sendNew, new: apply }[step];
    void next();
  };

  const f = action.failure;
  const resend = step === 'current' ? sendCurrent : sendNew;
  const caption = {
    start: 'account.phone.sendCurrent',
    current: 'office.phone.confirm',
    number: 'auth.sms.send',
    new: 'account.phone.change',
  }[step];
  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="phone-title" data-testid="phone-change">
      <h2 id="phone-title" className={styles.subtitle}>
        {t('office.phone.changeTitle')}
      </h2>
      <p className={styles.meta}>{t('office.phone.current', { phone: `+${currentPhone}` })}</p>
      <p className={styles.meta}>{t(`account.phone.step.${step}`)}</p>
      {step === 'number' || step === 'new' ? (
        <Input
          name="phone_number"
          type="tel"
          autoComplete="tel"
          label={t('office.phone.number')}
          hint={t('auth.sms.phoneHint')}
          value={phone}
          readOnly={step === 'new'}
          onChange={(e) => setPhone(e.target.value)}
          error={fieldText(t, f, 'phone_number')}
        />
      ) : null}
      {(step === 'current' || step === 'new') && (
        <>
          <CodeInput
            name="confirm_code"
            label={t(step === 'current' ? 'account.phone.currentCode' : 'account.phone.newCode')}
            value={code}
            onValueChange={setCode}
            error={fieldText(t, f, 'confirm_code')}
          />
          <Button variant="ghost" size="s" disabled={timer.isRunning || action.isBusy} onClick={() => void resend()}>
            {timer.left > 0 ? t('auth.sms.resendIn', { s: timer.left }) : t('auth.sms.resend')}
          </Button>
        </>
      )}
      {step === 'new' && question && (
        <Input
          name="user_answer"
          label={question}
          autoComplete="off"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={fieldText(t, f, 'user_answer')}
        />
      )}
      {fieldText(t, f, 'captcha') && (
        <p role="alert" className={styles.error}>
          {fieldText(t, f, 'captcha')}
        </p>
      )}
      <FormMessage failure={f} />
      <Button type="submit" isLoading={action.isBusy}>
        {t(caption)}
      </Button>
    </form>
  );
}

import type { TwoFactorSetupAnswer } from '@fairline/shared/wire/office';
import { type FormEvent, useState } from 'react';
import { Button, CodeInput, Input, useNotify } from '../../components/ui';
import { failureText, fieldText } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useCountdown } from '../../lib/use-countdown';
import { useAccountSession } from '../auth';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { disableTwoFactor, enableTwoFactor, fetchTwoFactorSetup, sendTwoFactorSms } from './office-api';
import { twoFactorErrors } from './two-factor-errors';
import { useAction } from './use-action';

/** Two-factor authentication: set up with an authenticator app (QR or manual code), or switch off. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const user = useAccountSession((s) => s.user);
  const [hash, setHash] = useState<string>();
  if (!user) return null;
  return (
    <section className={styles.card} aria-labelledby="two-factor-title" data-testid="two-factor">
      <h2 id="two-factor-title" className={styles.subtitle}>
        {t('office.twoFactor.title')}
      </h2>
      {hash ? (
        <RecoveryHash hash={hash} onDone={() => setHash(undefined)} />
      ) : user.twoFactorEnabled ? (
        <DisableTwoFactor />
      ) : (
        <EnableTwoFactor hasPhone={user.phone !== null} onEnabled={setHash} />
      )}
    </section>
  );
}

/** The recovery hash, shown once: it switches 2FA off if the phone with the app is lost. */
function RecoveryHash({ hash, onDone }: { hash: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <p className={styles.success} role="status">
        {t('office.twoFactor.enabled')}
      </p>
      <p>{t('office.twoFactor.hashLead')}</p>
      <code className={styles.secret} data-testid="recovery-hash">
        {hash}
      </code>
      <Button onClick={onDone}>{t('office.twoFactor.hashSaved')}</Button>
    </div>
  );
}

function EnableTwoFactor({ hasPhone, onEnabled }: { hasPhone: boolean; onEnabled: (hash: string) => void }) {
  const { t } = useTranslation();
  const timer = useCountdown();
  const action = useAction();
  const sms = useAction();
  const [setup, setSetup] = useState<TwoFactorSetupAnswer>();
  const [appCode, setAppCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');

  const start = () =>
    action.run(async () => {
      setSetup(await fetchTwoFactorSetup());
    });
  const sendSms = () =>
    sms.run(async () => {
      await sendTwoFactorSms();
      timer.start();
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const res = await enableTwoFactor(hasPhone ? { appCode, smsCode } : { appCode, password });
      await useAccountSession.getState().refresh();
      onEnabled(res.hash);
    });
  };

  if (!setup) {
    return (
      <div className={styles.stack}>
        <p className={styles.meta}>{t('office.twoFactor.lead')}</p>
        <FormMessage failure={action.failure} />
        <Button onClick={start} isLoading={action.isBusy}>
          {t('office.twoFactor.setUp')}
        </Button>
      </div>
    );
  }
  const errors = twoFactorErrors(t, action.failure);
  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <ol className={styles.steps}>
        <li>{t('office.twoFactor.step1')}</li>
        <li>{t('office.twoFactor.step2')}</li>
      </ol>
      <img className={styles.qr} src={setup.qr_code_url} alt={t('office.twoFactor.qrAlt')} width={180} height={180} />
      <p className={styles.meta}>{t('office.twoFactor.manual')}</p>
      <code className={styles.secret} data-testid="two-factor-secret">
        {setup.code}
      </code>
      <CodeInput
        name="app_code"
        label={t('office.twoFactor.appCode')}
        maxLength={6}
        value={appCode}
        onValueChange={setAppCode}
        error={errors.app}
      />
      {hasPhone ? (
        <>
          <Button variant="secondary" isLoading={sms.isBusy} disabled={timer.isRunning} onClick={sendSms}>
            {timer.isRunning ? t('auth.sms.resendIn', { s: timer.left }) : t('office.twoFactor.sendSms')}
          </Button>
          <CodeInput
            name="sms_code"
            label={t('office.twoFactor.smsCode')}
            value={smsCode}
            onValueChange={setSmsCode}
            error={errors.sms ?? (sms.failure ? failureText(t, sms.failure) : undefined)}
          />
        </>
      ) : (
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('office.confirmPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
      )}
      {errors.general && (
        <p role="alert" className={styles.locked}>
          {errors.general}
        </p>
      )}
      <Button type="submit" isLoading={action.isBusy} disabled={appCode.length === 0}>
        {t('office.twoFactor.enable')}
      </Button>
    </form>
  );
}

function DisableTwoFactor() {
  const { t } = useTranslation();
  const notify = useNotify();
  const action = useAction();
  const [hash, setHash] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await disableTwoFactor(hash.trim());
      await useAccountSession.getState().refresh();
      notify({ type: 'success', text: t('office.twoFactor.disabled') });
    });
  };
  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <p className={styles.success}>{t('office.twoFactor.isOn')}</p>
      <Input
        name="hash"
        label={t('office.twoFactor.hash')}
        hint={t('office.twoFactor.hashHint')}
        autoComplete="off"
        value={hash}
        onChange={(e) => setHash(e.target.value)}
        error={fieldText(t, action.failure, 'hash')}
      />
      <FormMessage failure={action.failure} />
      <Button type="submit" variant="danger" isLoading={action.isBusy} disabled={hash.trim() === ''}>
        {t('office.twoFactor.disable')}
      </Button>
    </form>
  );
}

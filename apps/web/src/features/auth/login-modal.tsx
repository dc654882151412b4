import type { AuthType } from '@fairline/shared/config';
import { useState } from 'react';
import { Modal, type ModalComponentProps, TabPanel, Tabs, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import styles from './auth.module.css';
import type { LoginAnswer } from './auth-api';
import { ForgotPasswordForm } from './forgot-password-form';
import { initialLoginTab, loginSocialProviders, loginTabs, readLastLoginTab, rememberLoginTab } from './login-tabs';
import { LOGIN_MODAL } from './modal-names';
import { PasswordLoginForm } from './password-login-form';
import { useAccountSession } from './session-store';
import { SmsLoginForm } from './sms-login-form';
import { SocialButtons } from './social-buttons';
import { TwoFactorForm } from './two-factor-form';

export { LOGIN_MODAL };

/** Opening the modal on a step: the social callback hands over a pending two-factor step or an error. */
export interface LoginModalArgs {
  twoFactor?: { authId: string; via: 'password' | 'social' };
  /** Translation key of a message shown above the form (e.g. a failed social login). */
  notice?: string;
  /** The tab to open on, where the flow knows the player's identifier (an e-mail confirmation). */
  tab?: AuthType;
}

type Step = { kind: 'login' } | { kind: 'two_factor'; authId: string; via: 'password' | 'social' } | { kind: 'forgot' };

const TABS_ID = 'login-tabs';

/** The login modal: tabs per configured auth type, the two-factor step, password reset and social login. */
export function LoginModal({ args, close }: ModalComponentProps<LoginModalArgs | undefined>) {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const notify = useNotify();
  const tabs = loginTabs(site.settings.auth.authTypes);
  const [tabId, setTabId] = useState<AuthType>(
    () =>
      (args?.tab && tabs.some((item) => item.id === args.tab) ? args.tab : undefined) ??
      initialLoginTab(tabs, site.settings.registration.registrationTypes, readLastLoginTab()) ??
      'email',
  );
  const [step, setStep] = useState<Step>(
    args?.twoFactor ? { kind: 'two_factor', ...args.twoFactor } : { kind: 'login' },
  );
  const tab = tabs.find((item) => item.id === tabId) ?? tabs[0];

  const finish = async () => {
    await useAccountSession.getState().login();
    notify({ type: 'success', text: t('auth.loggedIn') });
    close(true);
  };
  const onAnswer = async (answer: LoginAnswer) => {
    if (answer.need_two_factor) setStep({ kind: 'two_factor', authId: answer.auth_id, via: 'password' });
    else await finish();
  };

  const title =
    step.kind === 'two_factor'
      ? t('auth.twoFactor.title')
      : step.kind === 'forgot'
        ? t('auth.forgot.title')
        : t('auth.title');
  return (
    <Modal title={title} onClose={() => close()} closeTitle={t('common.close')} size="sm">
      {args?.notice && step.kind === 'login' && (
        <p role="alert" className={styles.error}>
          {t(args.notice)}
        </p>
      )}
      {step.kind === 'two_factor' && (
        <TwoFactorForm
          authId={step.authId}
          via={step.via}
          onDone={finish}
          onRestart={() => setStep({ kind: 'login' })}
        />
      )}
      {step.kind === 'forgot' && <ForgotPasswordForm onBack={() => setStep({ kind: 'login' })} />}
      {step.kind === 'login' && tab && (
        <>
          {site.settings.auth.isFormNavShown && tabs.length > 1 && (
            <Tabs
              id={TABS_ID}
              aria-label={t('auth.tabs')}
              items={tabs.map((item) => ({ id: item.id, label: t(`auth.tab.${item.id}`) }))}
              value={tab.id}
              onChange={(id) => {
                setTabId(id as typeof tabId);
                rememberLoginTab(id as typeof tabId);
              }}
            />
          )}
          <TabPanel tabsId={TABS_ID} item={tab.id}>
            {tab.mode === 'sms' ? (
              <SmsLoginForm onAnswer={onAnswer} />
            ) : (
              <PasswordLoginForm
                key={tab.id}
                tab={tab}
                onAnswer={onAnswer}
                onForgot={() => setStep({ kind: 'forgot' })}
              />
            )}
          </TabPanel>
          <SocialButtons providers={loginSocialProviders(site.settings, site.geo.countryCode)} lang={i18n.language} />
        </>
      )}
    </Modal>
  );
}

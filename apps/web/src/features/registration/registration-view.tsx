import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, modalStore, Skeleton, TabPanel, Tabs, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { LOGIN_MODAL, SocialButtons, useAccountSession } from '../auth';
import { useSite } from '../config';
import styles from './registration.module.css';
import {
  fetchRegistrationData,
  fetchRegistrationTypes,
  fetchTypeForm,
  type RegisterAnswer,
  type RegistrationData,
} from './registration-api';
import { RegistrationForm } from './registration-form';
import { firstSocialNetwork, registrationTabs, socialNetworks } from './registration-tabs';
import { SAVE_LOGIN_MODAL, type SaveLoginArgs } from './save-login-modal';
import { TabIcon } from './tab-icon';

export type RegistrationVariant = 'popup' | 'page' | 'widget';

interface RegistrationViewProps {
  variant: RegistrationVariant;
  /** Called once the player is registered and logged in (close the popup, leave the page). */
  onDone: () => void;
}

type Outcome = { kind: 'check_email' } | null;

const TABS_ID = 'registration-tabs';

/** Registration as popup, page and widget share it: tabs per offered type, each with its server form. */
export function RegistrationView({ variant, onDone }: RegistrationViewProps) {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const notify = useNotify();
  const lang = i18n.language;
  const registration = site.settings.registration;
  const social = firstSocialNetwork(registration.socialRegistrationTypes, site.geo.countryCode);
  const types = useQuery({ queryKey: ['registration-types'], queryFn: fetchRegistrationTypes, staleTime: 300_000 });
  const tabs = registrationTabs(types.data ?? [], social);
  const [chosen, setChosen] = useState<string>();
  const active = tabs.find((tab) => tab.type === chosen) ?? tabs[0];
  const [data, setData] = useState<RegistrationData>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  useEffect(() => {
    fetchRegistrationData(variant === 'widget').then(setData, (error: unknown) =>
      console.warn('registration data not loaded, defaults kept', error),
    );
  }, [variant]);

  const fields = useQuery({
    queryKey: ['registration-fields', active?.type, lang],
    queryFn: () => fetchTypeForm(active?.type ?? '', lang),
    enabled: active !== undefined && active.type !== 'soc_reg',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const finish = async () => {
    setOutcome(null);
    await useAccountSession.getState().login();
    notify({ type: 'success', text: t('registration.done') });
    onDone();
  };
  // One click: the server has logged the player in already. The credentials open over the page
  // first, then the page learns the session (the header shows the account behind them) and the
  // registration screen goes; the credentials stay until the player says they are kept.
  const showCredentials = (args: SaveLoginArgs) => {
    modalStore.getState().show(SAVE_LOGIN_MODAL, args, { over: true });
    return finish();
  };
  const onRegistered = (answer: RegisterAnswer) => {
    if ('status' in answer) setOutcome({ kind: 'check_email' });
    else if ('password' in answer) void showCredentials({ userId: answer.userId, password: answer.password });
    else void finish();
  };
  // An unconfirmed e-mail does not keep the player out (login.service checks only the account's
  // status); withdrawals wait for it (payments' payment-access). The text and the button say so.
  const logInNow = () => {
    onDone();
    modalStore.getState().show(LOGIN_MODAL, { tab: 'email' });
  };

  if (outcome?.kind === 'check_email') {
    return (
      <div className={styles.step} data-testid="registration-check-email">
        <p role="status" className={styles.success}>
          {t('registration.checkEmail')}
        </p>
        <Button fullWidth onClick={logInNow}>
          {t('auth.header.login')}
        </Button>
      </div>
    );
  }
  if (types.isError) return <p className={styles.error}>{t('registration.unavailable')}</p>;
  if (!types.data) return <Skeleton rows={6} rowHeight={40} gap={12} />;
  if (!active) return <p className={styles.lead}>{t('registration.closed')}</p>;

  return (
    <div className={styles.view} data-variant={variant}>
      {tabs.length > 1 && (
        <Tabs
          id={TABS_ID}
          // Four ways to register in the form's width: where they do not fit they wrap, none is cut off.
          wrap
          aria-label={t('registration.tabs')}
          items={tabs.map((tab) => ({
            id: tab.type,
            label: (
              <span className={styles.tabLabel}>
                <TabIcon name={tab.icon} />
                {t(tab.caption)}
              </span>
            ),
            disabled: isSubmitting && tab.type !== active.type,
          }))}
          value={active.type}
          onChange={setChosen}
        />
      )}
      <TabPanel tabsId={TABS_ID} item={active.type}>
        {active.type === 'soc_reg' ? (
          <SocialButtons
            providers={socialNetworks(registration.socialRegistrationTypes, site.geo.countryCode)}
            lang={lang}
            returnUrl={`/${lang}/`}
          />
        ) : fields.data ? (
          <RegistrationForm
            key={active.type}
            type={active.type}
            form={fields.data}
            lang={lang}
            geoCountryCode={site.geo.countryCode}
            captcha={{ captcha: site.settings.captcha, lang, countryId: site.geo.countryId }}
            minAge={registration.minAge}
            data={data}
            onRegistered={onRegistered}
            onSubmittingChange={setSubmitting}
          />
        ) : fields.isError ? (
          <p className={styles.error}>{t('registration.unavailable')}</p>
        ) : (
          <Skeleton rows={6} rowHeight={40} gap={12} />
        )}
      </TabPanel>
    </div>
  );
}

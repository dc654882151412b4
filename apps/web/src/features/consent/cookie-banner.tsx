import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, modalStore, registerLazyModal, useNotify } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { type ConsentLevel, readAgreement, saveAgreement } from './consent-api';
import { bannerInFirstRender, hasConsentCookie, writeConsentCookie } from './consent-cookie';
import styles from './cookie-banner.module.css';

// The settings open on a click only: their code stays out of the first load.
registerLazyModal('cookie-settings', () => import('./cookie-settings-modal').then((m) => m.CookieSettingsModal));

/** Asks for cookie consent until the visitor has chosen a level; the choice is logged on the server. */
export function CookieBanner() {
  const { t } = useTranslation();
  const lang = useLang();
  const notify = useNotify();
  const [visible, setVisible] = useState(bannerInFirstRender);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    readAgreement().then((agreement) => {
      // A choice made before the cookie existed gets it now, so the next page is drawn without the banner.
      if (agreement && !hasConsentCookie()) writeConsentCookie(agreement.level);
      setVisible(agreement === null && !hasConsentCookie());
    });
  }, []);

  const choose = async (level: ConsentLevel) => {
    setBusy(true);
    try {
      await saveAgreement(level);
      setVisible(false);
      notify({ type: 'success', text: t('cookies.saved') });
    } catch {
      notify({ type: 'error', text: t('cookies.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  const customize = async () => {
    const record = await modalStore.getState().show('cookie-settings').closed;
    const level = record.result as ConsentLevel | undefined;
    if (level !== undefined) await choose(level);
  };

  if (!visible) return null;
  return (
    <section className={styles.banner} aria-label={t('cookies.title')} data-testid="cookie-banner">
      <p className={styles.text}>
        {t('cookies.text')}{' '}
        <Link to={`/${lang}/information/cookies`} className={styles.more}>
          {t('cookies.more')}
        </Link>
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" size="s" onClick={customize} disabled={busy}>
          {t('cookies.customize')}
        </Button>
        <Button variant="secondary" size="s" onClick={() => choose(1)} disabled={busy}>
          {t('cookies.necessary')}
        </Button>
        <Button size="s" onClick={() => choose(3)} disabled={busy}>
          {t('cookies.acceptAll')}
        </Button>
      </div>
    </section>
  );
}

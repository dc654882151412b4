import { type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Dropdown, modalStore } from '../../components/ui';
import { LOGIN_MODAL, REGISTRATION_MODAL, useAccountSession, useSessionStatus } from '../../features/auth';
import { useSite } from '../../features/config';
import { loadAccountMenu } from '../../features/office';
import { useTranslation } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';
import styles from './header-user.module.css';

// The account menu's items and its early fetch load after login: a guest's first screen carries neither.
// Loading the fetch loads the items too, so the menu's first opening draws them at once.
const items = lazyPart(() => loadAccountMenu().then((m) => m.AccountMenuItems));
const sync = lazyPart(async () => {
  await items.preload();
  return (await loadAccountMenu()).OfficeMenuSync;
});
const AccountMenuItems = items.Part;
const OfficeMenuSync = sync.Part;

interface HeaderUserProps {
  lang: string;
  /** The balance, filled by the money feature; shown to logged-in players only. */
  balanceSlot?: ReactNode;
}

/** The header's account area: log in / registration for guests; balance, Deposit and the office menu for players. */
export function HeaderUser({ lang, balanceSlot }: HeaderUserProps) {
  const { t } = useTranslation();
  const site = useSite();
  const navigate = useNavigate();
  const user = useAccountSession((s) => s.user);
  const status = useSessionStatus();

  if (status === 'unknown') return <div className={styles.placeholder} aria-hidden="true" />;
  if (status === 'guest' || !user) {
    const registration = site.settings.registration;
    const openRegistration = () => {
      if (registration.isPopupEnabled) modalStore.getState().show(REGISTRATION_MODAL);
      else navigate(`/${lang}/registration`, { state: { from: window.location.pathname } });
    };
    return (
      <div className={styles.area} data-testid="header-guest">
        {site.settings.header.isLoginButtonShown && (
          <Button size="s" variant="secondary" onClick={() => modalStore.getState().show(LOGIN_MODAL)}>
            {t('auth.header.login')}
          </Button>
        )}
        {registration.isRegistrationAllowed && (
          <Button size="s" onClick={openRegistration}>
            {t('auth.header.registration')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.area} data-testid="header-user">
      <Suspense fallback={null}>
        <OfficeMenuSync />
      </Suspense>
      {balanceSlot}
      {/* The way to top up stays one tap away on every page, as on every betting site's header. */}
      <Link to={`/${lang}/office/payments`} className={styles.deposit} data-testid="header-deposit">
        <svg className={styles.depositIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className={styles.depositText}>{t('money.balance.deposit')}</span>
      </Link>
      <Dropdown
        align="end"
        label={
          <span className={styles.account}>
            {/* On a phone the person stands for the account, so balance and Deposit keep their room. */}
            <svg className={styles.accountIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className={styles.accountId}>{t('auth.header.account', { id: user.id })}</span>
          </span>
        }
        triggerClassName={styles.trigger}
        menuClassName={styles.accountMenu}
        aria-label={t('auth.header.menu')}
      >
        <Suspense fallback={null}>
          <AccountMenuItems lang={lang} />
        </Suspense>
      </Dropdown>
    </div>
  );
}

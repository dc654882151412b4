import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Dropdown, DropdownItem, modalStore } from '../../components/ui';
import { LOGIN_MODAL, REGISTRATION_MODAL, useAccountSession } from '../../features/auth';
import { useSite } from '../../features/config';
import { OFFICE_MENU } from '../../features/office';
import { useTranslation } from '../../lib/i18n';
import styles from './header-user.module.css';

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
  const { status, user, logout } = useAccountSession();

  if (status === 'unknown') return <div className={styles.placeholder} aria-hidden="true" />;
  if (status === 'guest' || !user) {
    const registration = site.settings.registration;
    const openRegistration = () => {
      if (registration.isPopupEnabled) modalStore.getState().show(REGISTRATION_MODAL);
      else navigate(`/${lang}/registration`);
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
      {balanceSlot}
      {/* The way to top up stays one tap away on every page, as on every betting site's header. */}
      <Link to={`/${lang}/office/payments`} className={styles.deposit} data-testid="header-deposit">
        {t('money.balance.deposit')}
      </Link>
      <Dropdown
        align="end"
        label={<span className={styles.account}>{t('auth.header.account', { id: user.id })}</span>}
        triggerClassName={styles.trigger}
        aria-label={t('auth.header.menu')}
      >
        {OFFICE_MENU.map((page) => (
          <DropdownItem key={page} onSelect={() => navigate(`/${lang}/office/${page}`)}>
            {t(`office.menu.${page}`)}
          </DropdownItem>
        ))}
        <DropdownItem
          onSelect={() => {
            void logout().then(() => navigate(`/${lang}/`));
          }}
        >
          {t('auth.header.logout')}
        </DropdownItem>
      </Dropdown>
    </div>
  );
}

// The header's account menu of a logged-in player (loaded after login, not with the first screen):
// the office pages the server lists (getLeftMenuData) with the verification status, and Log out.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DropdownItem } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import styles from './account-menu.module.css';
import { forgetSportFilter, useOfficeMenu } from './office-menu';
import { VerificationBadge } from './verification-badge';

/** The menu's items; rendered while the menu is open. */
export function AccountMenuItems({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const logout = useAccountSession((s) => s.logout);
  const office = useOfficeMenu();
  return (
    <>
      {office.pages.map((page) => (
        <DropdownItem key={page} onSelect={() => navigate(`/${lang}/office/${page}`)}>
          <span className={styles.menuItem}>
            {t(`office.menu.${page}`)}
            {page === 'verification' && <VerificationBadge status={office.verification} />}
          </span>
        </DropdownItem>
      ))}
      <DropdownItem
        onSelect={() => {
          void logout().then(() => {
            forgetSportFilter(client);
            navigate(`/${lang}/`);
          });
        }}
      >
        {t('auth.header.logout')}
      </DropdownItem>
    </>
  );
}

/**
 * Asks for the office menu as soon as a player is logged in, before the menu opens: its answer sets
 * the sport-filter cookie the feeds honour (ADR 0030), and the menu then opens at once.
 */
export function OfficeMenuSync() {
  useOfficeMenu();
  return null;
}

import { OFFICE_PAGES } from '@fairline/shared/wire/player-settings';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle, useSite } from '../config';
import styles from './office.module.css';
import { useOfficeMenu } from './office-menu';
import { VerificationBadge } from './verification-badge';

/**
 * The office frame: the menu (Profile, Security, Sessions …) and the chosen screen. The menu is the
 * server's (`getLeftMenuData`: the pages whose features are on, with the player's verification
 * status); a left sidebar, or a row of tabs above the screen where the brand turns the sidebar off
 * (office.isLeftSidebarShown). Below 768 px the menu is always one row of tabs that scrolls sideways.
 */
export function OfficeLayout() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const office = useOfficeMenu();
  const configured = useSite().settings.office.isLeftSidebarShown ? 'side' : 'top';
  const isSidebar = (office.layout ?? configured) === 'side';
  const menu = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const open = OFFICE_PAGES.find((page) => pathname.includes(`/office/${page}`));
  usePageTitle(t(open ? `office.menu.${open}` : 'office.menu.title'));
  // Where the tabs scroll sideways (the phone), the open page's tab is brought into sight.
  useEffect(() => {
    const row = menu.current;
    if (!row || row.scrollWidth <= row.clientWidth || !pathname) return;
    row.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <div
      className={isSidebar ? styles.layout : `${styles.layout} ${styles.tabsLayout}`}
      data-menu={isSidebar ? 'side' : 'top'}
    >
      <nav className={styles.menu} aria-label={t('office.menu.title')}>
        <ul ref={menu}>
          {office.pages.map((page) => (
            <li key={page}>
              <NavLink
                to={`/${lang}/office/${page}`}
                className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.menuActive}` : styles.menuLink)}
              >
                {t(`office.menu.${page}`)}
                {page === 'verification' && <VerificationBadge status={office.verification} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

import { NavLink, Outlet, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import styles from './office.module.css';
import { OFFICE_MENU } from './office-menu';

/**
 * The office frame: the menu (Profile, Security, Sessions …) and the chosen screen. The menu is a
 * left sidebar, or a row of tabs above the screen where the brand turns the sidebar off
 * (office.isLeftSidebarShown).
 */
export function OfficeLayout() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const isSidebar = useSite().settings.office.isLeftSidebarShown;
  return (
    <div
      className={isSidebar ? styles.layout : `${styles.layout} ${styles.tabsLayout}`}
      data-menu={isSidebar ? 'side' : 'top'}
    >
      <nav className={styles.menu} aria-label={t('office.menu.title')}>
        <ul>
          {OFFICE_MENU.map((page) => (
            <li key={page}>
              <NavLink
                to={`/${lang}/office/${page}`}
                className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.menuActive}` : styles.menuLink)}
              >
                {t(`office.menu.${page}`)}
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

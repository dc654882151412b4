import { NavLink, Outlet, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { OFFICE_MENU } from '../auth/header-user';
import styles from './office.module.css';

/** The office frame: the left menu (Profile, Security, Sessions) and the chosen screen. */
export function OfficeLayout() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  return (
    <div className={styles.layout}>
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

import { NavLink, useLocation } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './friend.module.css';
import { FriendBanners } from './friend-banners';
import { FriendMain } from './friend-main';
import { FriendRules } from './friend-rules';

const TABS = [
  { to: '', key: 'friend.tab.main', end: true },
  { to: '/rules', key: 'friend.tab.rules', end: false },
  { to: '/banners', key: 'friend.tab.banners', end: false },
] as const;

/** The office's "Bring a friend": its three screens (main, rules, banners) under one heading. */
export function FriendLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const screen = pathname.replace(/\/$/, '').split('/').pop();
  return (
    <section className={styles.page} aria-labelledby="friend-title">
      <h1 id="friend-title" className={styles.title}>
        {t('office.menu.friend')}
      </h1>
      <nav aria-label={t('office.menu.friend')}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={`/${lang}/office/friend${tab.to}`}
                end={tab.end}
                className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
              >
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {screen === 'rules' ? <FriendRules /> : screen === 'banners' ? <FriendBanners /> : <FriendMain />}
    </section>
  );
}

import { filterMenuByAuth } from '@fairline/shared/config';
import { useSession } from '../../features/session/use-session';
import { useSite } from '../../features/site/use-site';
import { useTranslation } from '../../lib/i18n';
import { MenuLink } from './menu-link';
import styles from './mobile-footer.module.css';

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);

/** The mobile bottom bar (configured mobile footer menu), shown below 768 px. */
export function MobileFooter() {
  const site = useSite();
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const items = filterMenuByAuth(site.settings.footer.mobileMenu, isAuth).slice(0, 5);
  if (!items.length) return null;
  return (
    <nav className={styles.bar} aria-label={t('menu.mobileBar')}>
      {items.map((item) => (
        <MenuLink key={item.id} item={item} className={itemClass}>
          <span className={styles.dot} aria-hidden="true" />
          <span>{t(item.langKey)}</span>
        </MenuLink>
      ))}
    </nav>
  );
}

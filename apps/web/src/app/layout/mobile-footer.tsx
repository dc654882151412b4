import { COUPON_LINK, mobileBarItems } from '@fairline/shared/config';
import { MenuLink } from '../../components/ui';
import { useSession } from '../../features/auth';
import { useSite } from '../../features/config';
import { useCouponCount } from '../../features/coupon';
import { useTranslation } from '../../lib/i18n';
import styles from './mobile-footer.module.css';
import { TabIcon } from './tab-icon';

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);

/**
 * The mobile bottom bar (configured mobile footer menu), shown below 768 px. An item linking to the
 * bet slip page carries the slip's count, as the floating slip button does on wider screens.
 */
export function MobileFooter() {
  const site = useSite();
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const items = mobileBarItems(site.settings.footer.mobileMenu, isAuth);
  const count = useCouponCount(items.some((item) => item.link === COUPON_LINK));
  if (!items.length) return null;
  return (
    <nav className={styles.bar} aria-label={t('menu.mobileBar')} data-testid="mobile-bar">
      {items.map((item) => {
        const badge = item.link === COUPON_LINK && count > 0 ? count : null;
        return (
          <MenuLink key={item.id} item={item} className={itemClass}>
            <TabIcon item={item} className={styles.icon} />
            <span>{t(item.langKey)}</span>
            {badge !== null && (
              <>
                <span className={styles.badge} aria-hidden="true">
                  {badge}
                </span>
                <span className="visually-hidden">{t('menu.couponCount', { count: badge })}</span>
              </>
            )}
          </MenuLink>
        );
      })}
    </nav>
  );
}

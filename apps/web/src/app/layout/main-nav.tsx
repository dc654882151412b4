import { buildDropdown, buildHeaderMenu, type MenuItem } from '@fairline/shared/config';
import { useRef, useState } from 'react';
import { Dropdown, MenuLink } from '../../components/ui';
import { useSession } from '../../features/auth';
import { useSite } from '../../features/config';
import { useTranslation } from '../../lib/i18n';
import styles from './main-nav.module.css';
import { useFittingCount } from './use-fitting-count';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The header's main menu: at most the configured number of items, and of those only as many as fit
 * beside the header's tools; the rest under "more".
 */
export function MainNav() {
  const site = useSite();
  const { isAuth } = useSession();
  const { t } = useTranslation();
  const { header } = site.settings;
  const menu = buildHeaderMenu(header.menu, {
    isAuth,
    maxVisible: header.maxVisibleNavItems,
    gamesPreviewCount: header.gamesPreviewCount,
  });
  const list = useRef<HTMLUListElement>(null);
  const fitting = useFittingCount(
    list,
    menu.visible.map((item) => item.id),
    menu.overflow.length > 0,
  );
  const overflow = [...menu.visible.slice(fitting), ...menu.overflow];
  const more = useMenuPanel();
  return (
    <nav className={styles.nav} aria-label={t('header.mainMenu')}>
      <ul className={styles.list} ref={list}>
        {/* Every item stays rendered (measured by useFittingCount); those that do not fit are out of sight. */}
        {menu.visible.map((item, i) => (
          <li key={item.id} className={i < fitting ? undefined : styles.spill}>
            <NavItem item={item} />
          </li>
        ))}
        <li className={overflow.length > 0 ? undefined : styles.spill}>
          <Dropdown label={t('menu.more')} mode="hover" triggerClassName={styles.link} align="end" {...more.state}>
            <ul className={styles.overflow}>
              {overflow.map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} className={styles.overflowLink} onClick={more.close}>
                    {t(item.langKey)}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      </ul>
    </nav>
  );
}

/**
 * A hover menu's open state, closed by a click on any of its links: the pointer still rests over the
 * menu after the click, and without this the panel would stay over the page it opened.
 */
function useMenuPanel() {
  const [open, setOpen] = useState(false);
  return { state: { open, onOpenChange: setOpen }, close: () => setOpen(false) };
}

function NavItem({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const site = useSite();
  const panel = useMenuPanel();
  const dropdown = buildDropdown(item, {
    gamesPreviewCount: site.settings.header.gamesPreviewCount,
    showAllLink: site.settings.promo.showAllLink,
  });
  const hasDropdown = dropdown.images.length + dropdown.links.length > 0;
  if (!hasDropdown) {
    return (
      <MenuLink item={item} className={navClass}>
        {t(item.langKey)}
      </MenuLink>
    );
  }
  return (
    <Dropdown label={t(item.langKey)} mode="hover" triggerClassName={styles.link} {...panel.state}>
      <div className={styles.panel}>
        {dropdown.images.length > 0 && (
          <ul className={styles.tiles}>
            {dropdown.images.map((sub) => (
              <li key={sub.id}>
                <MenuLink item={sub} className={styles.tile} onClick={panel.close}>
                  <span className={styles.tileIcon} aria-hidden="true">
                    {t(sub.langKey).slice(0, 1)}
                  </span>
                  <span>{t(sub.langKey)}</span>
                </MenuLink>
              </li>
            ))}
          </ul>
        )}
        {dropdown.links.length > 0 && (
          <ul className={styles.links}>
            {dropdown.links.map((sub) => (
              <li key={sub.id}>
                <MenuLink item={sub} className={styles.overflowLink} onClick={panel.close}>
                  {t(sub.langKey)}
                </MenuLink>
              </li>
            ))}
          </ul>
        )}
        {dropdown.showAll && (
          <MenuLink item={{ link: dropdown.showAll, actionType: 3 }} className={styles.showAll} onClick={panel.close}>
            {t('menu.showAll')}
          </MenuLink>
        )}
      </div>
    </Dropdown>
  );
}

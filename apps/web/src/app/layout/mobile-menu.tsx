import { filterMenuByAuth, type MenuItem } from '@fairline/shared/config';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuLink, useFocusTrap } from '../../components/ui';
import { useSession } from '../../features/auth';
import { useSite } from '../../features/config';
import { useTranslation } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import styles from './mobile-menu.module.css';

/**
 * Burger button and the full-height mobile menu sheet built from the configured mobile menu. The
 * sheet belongs to the address it was opened on: any navigation (a menu link, Back, a language
 * change, which rewrites the path) closes it with no effect to forget; Escape closes it too.
 */
export function MobileMenuButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const site = useSite();
  const { isAuth } = useSession();
  const items = filterMenuByAuth(site.settings.header.mobileMenu, isAuth);
  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-label={t('menu.open')}
        onClick={() => setOpenOn(pathname)}
        data-testid="mobile-menu-button"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && <MenuSheet brand={site.brandName} items={items} onClose={() => setOpenOn(null)} />}
    </>
  );
}

interface MenuSheetProps {
  brand: string;
  items: readonly MenuItem[];
  onClose: () => void;
}

/** The open sheet: focus stays inside it, Escape closes it wherever focus is, a tap outside too. */
function MenuSheet({ brand, items, onClose }: MenuSheetProps) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLElement>(null);
  useFocusTrap(sheet);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users close with Escape or the close button
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()} role="presentation">
      <nav ref={sheet} className={styles.sheet} aria-label={t('menu.mobile')} data-testid="mobile-menu">
        <div className={styles.head}>
          <strong>{brand}</strong>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        </div>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              {/* A link to the page already open navigates nowhere, so it closes the sheet itself. */}
              <MenuLink item={item} className={styles.item} onClick={onClose}>
                {t(item.langKey)}
              </MenuLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher className={styles.lang} />
      </nav>
    </div>
  );
}

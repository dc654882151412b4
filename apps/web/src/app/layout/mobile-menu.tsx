import { filterMenuByAuth } from '@fairline/shared/config';
import { useState } from 'react';
import { MenuLink } from '../../components/ui';
import { useSession } from '../../features/auth';
import { useSite } from '../../features/config';
import { useTranslation } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import styles from './mobile-menu.module.css';

/** Burger button and the full-height mobile menu sheet built from the configured mobile menu. */
export function MobileMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users close with Escape or the close button
        <div className={styles.backdrop} onClick={() => setOpen(false)} role="presentation">
          <nav
            className={styles.sheet}
            aria-label={t('menu.mobile')}
            data-testid="mobile-menu"
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          >
            <div className={styles.head}>
              <strong>{site.brandName}</strong>
              <button
                type="button"
                className={styles.close}
                onClick={() => setOpen(false)}
                aria-label={t('common.close')}
              >
                ×
              </button>
            </div>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} className={styles.item} onClick={() => setOpen(false)}>
                    {t(item.langKey)}
                  </MenuLink>
                </li>
              ))}
            </ul>
            <LanguageSwitcher className={styles.lang} />
          </nav>
        </div>
      )}
    </>
  );
}

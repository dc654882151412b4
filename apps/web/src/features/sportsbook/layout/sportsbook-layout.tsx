import { mobileBarHasCoupon } from '@fairline/shared/config';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { Icon, IconButton, useFocusTrap } from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../auth';
import { useSite } from '../../config';
import { BetSlip, QuickSlip, useCouponStore } from '../../coupon';
import { SportsMenu } from '../menu/sports-menu';
import { SearchBox } from '../search/search-box';
import styles from './sportsbook-layout.module.css';

interface SportsbookLayoutProps {
  /** The page; without it the layout renders the matched child route. */
  children?: ReactNode;
}

/**
 * The betting pages' frame: sports menu (240 px) · content · coupon (320 px) on desktop; on
 * tablets the coupon is a drawer behind a floating count button; on phones one column with the
 * sports menu as a full-screen sheet.
 */
export function SportsbookLayout({ children }: SportsbookLayoutProps) {
  const { t } = useTranslation();
  const count = useCouponStore((s) => s.selections.length);
  const [sheet, setSheet] = useState<'menu' | 'coupon' | null>(null);
  const { isAuth } = useSession();
  const barHasCoupon = mobileBarHasCoupon(useSite().settings.footer.mobileMenu, isAuth);
  const onCouponPage = useMatch('/:lang/coupon') !== null;

  return (
    <div className={onCouponPage ? `${styles.layout} ${styles.slipPage}` : styles.layout}>
      <aside className={styles.menu} aria-label={t('sb.menu.aside')}>
        <SportsMenu />
      </aside>
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <button type="button" className={styles.menuButton} onClick={() => setSheet('menu')}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('sb.menu.sports')}
          </button>
          <SearchBox />
        </div>
        {children ?? <Outlet />}
      </div>
      {!onCouponPage && (
        <>
          <aside className={styles.coupon}>
            <BetSlip />
          </aside>
          <button
            type="button"
            className={barHasCoupon ? `${styles.fab} ${styles.fabBesideBar}` : styles.fab}
            onClick={() => setSheet('coupon')}
            aria-label={t('coupon.open', { count })}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            {count > 0 && <span className={styles.badge}>{count}</span>}
          </button>
        </>
      )}
      {/* The phone's quick slip: a tap on a price opens it over the page instead of leaving the match. */}
      {!onCouponPage && <QuickSlip />}
      {sheet && (
        <Sheet
          title={sheet === 'menu' ? t('sb.menu.sports') : t('coupon.title')}
          side={sheet === 'menu' ? 'full' : 'end'}
          onClose={() => setSheet(null)}
        >
          {sheet === 'menu' ? <SportsMenu onNavigate={() => setSheet(null)} /> : <BetSlip />}
        </Sheet>
      )}
    </div>
  );
}

interface SheetProps {
  title: string;
  side: 'full' | 'end';
  onClose: () => void;
  children: ReactNode;
}

function Sheet({ title, side, onClose, children }: SheetProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click outside the sheet closes it; Escape does the same from the keyboard
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className={side === 'full' ? styles.sheetFull : styles.sheetEnd}
      >
        <div className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>{title}</h2>
          <IconButton label={t('sb.close')} icon={<Icon name="close" />} onClick={onClose} />
        </div>
        <div className={styles.sheetBody}>{children}</div>
      </div>
    </div>
  );
}

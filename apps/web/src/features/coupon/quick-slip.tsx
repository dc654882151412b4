import { useEffect, useRef, useState } from 'react';
import { Icon, IconButton, MOBILE_MAX_WIDTH_PX } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { BetSlip, type BetSlipTab } from './bet-slip';
import { CouponPanel } from './coupon-panel';
import { useCouponStore } from './coupon-store';
import styles from './quick-slip.module.css';

const PHONE = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** Whether the screen is a phone's: the slip is then no column beside the prices but a sheet over them. */
const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.(PHONE).matches === true;

type View = { open: false } | { open: true; full: false } | { open: true; full: true; tab: BetSlipTab };

/**
 * The phone's quick slip (bet365, Stake): a tap on a price opens a sheet at the bottom with the
 * selection, stake, potential return and Place, without leaving the match; "Full bet slip" grows it
 * into the whole slip with its My bets tab. Nothing opens on wider screens, where the slip is a column.
 */
export function QuickSlip() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ open: false });
  const sheet = useRef<HTMLDivElement>(null);
  const count = useCouponStore((s) => s.selections.length);

  useEffect(
    () =>
      useCouponStore.subscribe((state, before) => {
        if (state.taps > before.taps && isPhone()) setView((v) => (v.open ? v : { open: true, full: false }));
      }),
    [],
  );
  useEffect(() => {
    if (!view.open) return;
    sheet.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setView({ open: false });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [view.open]);

  if (!view.open) return null;
  const close = () => setView({ open: false });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a tap above the sheet closes it; Escape does the same from the keyboard
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-label={t('coupon.quick.title')}
        tabIndex={-1}
        className={view.full ? `${styles.sheet} ${styles.full}` : styles.sheet}
      >
        <div className={styles.head}>
          <span className={styles.grip} aria-hidden="true" />
          <h2 className={styles.title}>
            {t('coupon.title')}
            {count > 0 && <span className={styles.count}>{count}</span>}
          </h2>
          {!view.full && (
            <button
              type="button"
              className={styles.expand}
              onClick={() => setView({ open: true, full: true, tab: 'slip' })}
            >
              {t('coupon.quick.expand')}
            </button>
          )}
          <IconButton label={t('sb.close')} icon={<Icon name="close" />} onClick={close} />
        </div>
        <div className={styles.body}>
          {view.full ? (
            <BetSlip initialTab={view.tab} />
          ) : (
            <CouponPanel bare compact onShowBets={() => setView({ open: true, full: true, tab: 'bets' })} />
          )}
        </div>
      </div>
    </div>
  );
}

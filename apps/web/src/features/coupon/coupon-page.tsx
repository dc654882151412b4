import { CouponPanel } from './coupon-panel';
import styles from './coupon-panel.module.css';

/** The bet slip as a page (`/:lang/coupon`): where the phone bottom bar's bet slip item leads. */
export function CouponPage() {
  return (
    <div className={styles.page}>
      <CouponPanel />
    </div>
  );
}

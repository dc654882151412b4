import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BetSlip } from './bet-slip';
import styles from './coupon-panel.module.css';
import { LoadFailed, useLoadCoupon } from './coupon-share';

/**
 * The bet slip as a page (`/:lang/coupon`): where the phone bottom bar's bet slip item leads, and
 * where a shared coupon link (`?code=`) opens the saved coupon.
 */
export function CouponPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const { state, load } = useLoadCoupon();
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per code in the address
  useEffect(() => {
    if (code) void load(code);
  }, [code]);
  return (
    <div className={styles.page}>
      <LoadFailed state={state} />
      <BetSlip />
    </div>
  );
}

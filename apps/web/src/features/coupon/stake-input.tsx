import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import styles from './coupon-panel.module.css';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';

/** The stake field (cleaned as typed, two decimals) and the quick-stake buttons. */
export function StakeInput({ currencySymbol, perBet }: { currencySymbol: string; perBet: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const stake = useCouponStore((s) => s.stake);
  const setStake = useCouponStore((s) => s.setStake);
  const quickStakes = useCouponSettings((s) => s.quickStakes);
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {perBet ? t('coupon.stakePerBet') : t('coupon.stake')}
      </label>
      <div className={styles.stakeField}>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className={styles.stakeInput}
          value={stake}
          placeholder="0.00"
          onChange={(e) => setStake(e.target.value)}
          dir="ltr"
        />
        <span className={styles.currency}>{currencySymbol}</span>
      </div>
      <div className={styles.quick}>
        {quickStakes.map((amount) => (
          <button key={amount} type="button" className={styles.quickButton} onClick={() => setStake(String(amount))}>
            {amount}
          </button>
        ))}
      </div>
    </div>
  );
}

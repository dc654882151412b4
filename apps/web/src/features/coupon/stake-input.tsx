import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import styles from './coupon-panel.module.css';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';
import type { StakeIssue, StakeLimits } from './stake-limits';

interface StakeInputProps {
  currencySymbol: string;
  /** Decimals of the coupon's currency: the stake is cleaned to them as it is typed. */
  digits: number;
  perBet: boolean;
  /** The server's limits for this coupon, once known. */
  limits?: StakeLimits | null | undefined;
  /** Where the stake stands against them. */
  issue: StakeIssue;
  /** An amount of the coupon's currency as the player reads it. */
  formatAmount: (amount: number) => string;
  /** A free bet is the stake (ADR 0071): its amount, not to be typed over. */
  locked?: boolean;
}

/** The stake field (cleaned as typed to the currency's decimals), the quick-stake buttons and the stake limits. */
export function StakeInput({
  currencySymbol,
  digits,
  perBet,
  limits,
  issue,
  formatAmount,
  locked = false,
}: StakeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const stake = useCouponStore((s) => s.stake);
  const setStake = useCouponStore((s) => s.setStake);
  const quickStakes = useCouponSettings((s) => s.quickStakes);
  const hintId = `${id}-limits`;
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
          placeholder={(0).toFixed(digits)}
          onChange={(e) => setStake(e.target.value, digits)}
          readOnly={locked}
          aria-describedby={limits ? hintId : undefined}
          aria-invalid={issue === 'belowMin' || undefined}
          dir="ltr"
        />
        <span className={styles.currency}>{currencySymbol}</span>
      </div>
      {limits && (
        <p id={hintId} className={issue ? `${styles.limits} ${styles.limitsOut}` : styles.limits}>
          {issue === 'belowMin'
            ? t('coupon.belowMin', { min: formatAmount(limits.min) })
            : issue === 'aboveMax'
              ? t('coupon.aboveMax', { max: formatAmount(limits.max) })
              : t('coupon.limits', { min: formatAmount(limits.min), max: formatAmount(limits.max) })}
        </p>
      )}
      {/* A free bet's amount is the stake: no quick amounts then. */}
      {!locked && (
        <div className={styles.quick}>
          {quickStakes.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.quickButton}
              onClick={() => setStake(String(amount), digits)}
            >
              {amount}
            </button>
          ))}
          {limits && (
            <button type="button" className={styles.quickButton} onClick={() => setStake(String(limits.max), digits)}>
              {t('coupon.maxStake')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

import { formatOdds } from '@fairline/shared/odds/formats';
import { useId, useState } from 'react';
import { Switch } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useOddsFormat } from '../markets';
import styles from './coupon-panel.module.css';
import { PROMO_MAX_LENGTH, useCouponStore } from './coupon-store';

interface CouponExtrasProps {
  /** The current odds of a lone single, which may be ordered as an auto bet; absent otherwise. */
  autoFrom?: number | undefined;
}

/**
 * What a bet may be placed with besides the stake: an auto bet's odds, a promo code. Bonus money is not
 * chosen here: the server stakes cash first and the shortfall from the bonus (ADR 0063; the hint says so).
 */
export function CouponExtras({ autoFrom }: CouponExtrasProps) {
  const { t } = useTranslation();
  const id = useId();
  const promo = useCouponStore((s) => s.promo);
  const setPromo = useCouponStore((s) => s.setPromo);
  const [promoOpen, setPromoOpen] = useState(promo !== '');
  return (
    <>
      {autoFrom !== undefined && <AutoBetField current={autoFrom} />}
      {promoOpen ? (
        <div className={styles.inline}>
          <label htmlFor={id}>{t('coupon.promo')}</label>
          <input
            id={id}
            className={styles.fieldInput}
            value={promo}
            maxLength={PROMO_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setPromo(e.target.value)}
            dir="ltr"
          />
        </div>
      ) : (
        <button type="button" className={styles.linkButton} onClick={() => setPromoOpen(true)}>
          {t('coupon.promoOpen')}
        </button>
      )}
    </>
  );
}

/** An auto bet: the single is ordered now and placed once its odds reach the target. */
function AutoBetField({ current }: { current: number }) {
  const { t } = useTranslation();
  const id = useId();
  const autoOdds = useCouponStore((s) => s.autoOdds);
  const setAutoOdds = useCouponStore((s) => s.setAutoOdds);
  const target = Number(autoOdds);
  const format = useOddsFormat();
  return (
    <>
      <Switch
        checked={autoOdds !== null}
        onChange={(on) => setAutoOdds(on ? (current + 0.1).toFixed(2) : null)}
        label={t('coupon.autoBet')}
      />
      {autoOdds !== null && (
        <>
          <div className={styles.inline}>
            <label htmlFor={id}>{t('coupon.autoOdds')}</label>
            <input
              id={id}
              className={styles.fieldInput}
              inputMode="decimal"
              value={autoOdds}
              autoComplete="off"
              onChange={(e) => setAutoOdds(e.target.value)}
              dir="ltr"
            />
          </div>
          <p className={styles.limits}>
            {target > current
              ? t('coupon.autoHint', { odds: formatOdds(target, format) })
              : t('coupon.autoNow', { odds: formatOdds(current, format) })}
          </p>
        </>
      )}
    </>
  );
}

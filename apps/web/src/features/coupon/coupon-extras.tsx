import { useId, useState } from 'react';
import { Switch } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './coupon-panel.module.css';
import { PROMO_MAX_LENGTH, useCouponStore } from './coupon-store';

interface CouponExtrasProps {
  /** The bonus balance the stake may come from, as shown; absent when there is none. */
  bonusBalance?: string | undefined;
}

/** What a bet may be placed with besides the stake: the bonus balance, a promo code. */
export function CouponExtras({ bonusBalance }: CouponExtrasProps) {
  const { t } = useTranslation();
  const id = useId();
  const promo = useCouponStore((s) => s.promo);
  const setPromo = useCouponStore((s) => s.setPromo);
  const useBonus = useCouponStore((s) => s.useBonus);
  const setUseBonus = useCouponStore((s) => s.setUseBonus);
  const [promoOpen, setPromoOpen] = useState(promo !== '');
  return (
    <>
      {bonusBalance !== undefined && (
        <Switch checked={useBonus} onChange={setUseBonus} label={t('coupon.useBonus', { amount: bonusBalance })} />
      )}
      {promoOpen ? (
        <div className={styles.inline}>
          <label htmlFor={id}>{t('coupon.promo')}</label>
          <input
            id={id}
            className={styles.promoInput}
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

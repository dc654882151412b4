import { DEFAULT_EXPRESS_BOOST } from '@fairline/shared/coupon/express-boost';
import { formatMoney } from '@fairline/shared/money/format-money';
import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { oddsToDecimal } from '@fairline/shared/odds/odds1000';
import { useTranslation } from '../../lib/i18n';
import styles from './coupon-panel.module.css';
import type { CouponQuote } from './coupon-return';

interface CouponSummaryProps {
  quote: CouponQuote | null;
  format: OddsFormat;
  currencySymbol: string;
  locale: string;
}

/** What the player risks and can win, in their currency, before they commit. */
export function CouponSummary({ quote, format, currencySymbol, locale }: CouponSummaryProps) {
  const { t } = useTranslation();
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, { currencySymbol, locale });
  const boost = quote?.boost;
  const minOdds = formatOdds(oddsToDecimal(DEFAULT_EXPRESS_BOOST.minOdds), format);
  return (
    <>
      <dl className={styles.summary}>
        {quote?.totalOdds !== undefined && (
          <div>
            <dt>{t('coupon.totalOdds')}</dt>
            <dd dir="ltr">{formatOdds(quote.totalOdds, format)}</dd>
          </div>
        )}
        {boost && boost.percent > 0 && (
          <div>
            <dt>{t('coupon.boost')}</dt>
            <dd dir="ltr">+{boost.percent} %</dd>
          </div>
        )}

        {quote && quote.bets > 1 && (
          <div>
            <dt>{t('coupon.bets')}</dt>
            <dd>{quote.bets}</dd>
          </div>
        )}
        <div>
          <dt>{t('coupon.totalStake')}</dt>
          <dd>{quote ? money(quote.totalStake) : '—'}</dd>
        </div>
        <div className={styles.potential}>
          <dt>{t('coupon.potential')}</dt>
          <dd>{quote ? money(quote.potential) : '—'}</dd>
        </div>
      </dl>
      {boost?.next && (
        <p className={styles.limits}>
          {t('coupon.boostNext', { percent: boost.next.percent, legs: boost.next.legs, odds: minOdds })}
        </p>
      )}
    </>
  );
}

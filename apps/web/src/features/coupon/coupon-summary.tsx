import { formatMoney } from '@fairline/shared/money/format-money';
import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
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
  return (
    <dl className={styles.summary}>
      {quote?.totalOdds !== undefined && (
        <div>
          <dt>{t('coupon.totalOdds')}</dt>
          <dd dir="ltr">{formatOdds(quote.totalOdds, format)}</dd>
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
  );
}

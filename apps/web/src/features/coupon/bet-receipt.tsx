import { formatMoney } from '@fairline/shared/money/format-money';
import { minor, toMinor } from '@fairline/shared/money/minor';
import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { useId } from 'react';
import { Button } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import styles from './bet-receipt.module.css';
import { selectionKey } from './coupon-types';
import type { BetReceipt } from './local-bets-store';

interface BetReceiptViewProps {
  /** The bets of one tap: one, or one per selection for singles. */
  receipts: readonly BetReceipt[];
  format: OddsFormat;
  currencySymbol: string;
  digits: number;
  locale: string;
  onClose: () => void;
}

/** What was accepted: per bet its id, time, legs at the accepted odds, stake and potential return. */
export function BetReceiptView({ receipts, format, currencySymbol, digits, locale, onClose }: BetReceiptViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, { currencySymbol, locale, digits });
  const timeOf = (at: number) => dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(at);
  return (
    <section className={styles.receipt} aria-labelledby={titleId} role="status">
      <h3 id={titleId} className={styles.title}>
        {receipts.length > 1
          ? t('money.receipt.titleMany', { count: receipts.length })
          : receipts[0]?.auto
            ? t('money.receipt.autoTitle')
            : t('money.receipt.title')}
      </h3>
      {receipts.map((receipt) => (
        <div key={receipt.betId} className={styles.bet}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('money.receipt.betId')}</dt>
              <dd dir="ltr">№ {receipt.betId}</dd>
            </div>
            <div>
              <dt>{t('money.receipt.time')}</dt>
              <dd>{timeOf(receipt.placedAt)}</dd>
            </div>
          </dl>
          <ul className={styles.legs}>
            {receipt.legs.map((leg) => (
              <li key={selectionKey(leg)}>
                <span className={styles.game}>{leg.labels.game}</span>
                <span className={styles.outcome}>
                  {leg.labels.market}: {leg.labels.outcome}
                </span>
                <b dir="ltr" className={styles.odds}>
                  {formatOdds(leg.coef, format)}
                </b>
              </li>
            ))}
          </ul>
          <dl className={styles.facts}>
            <div>
              <dt>{t('money.receipt.stake')}</dt>
              <dd dir="ltr">{money(toMinor(receipt.stake || '0', digits))}</dd>
            </div>
            <div>
              <dt>{t('money.receipt.potential')}</dt>
              <dd dir="ltr" className={styles.potential}>
                {money(minor(receipt.potential))}
              </dd>
            </div>
          </dl>
        </div>
      ))}
      <Button fullWidth variant="secondary" onClick={onClose}>
        {t('money.receipt.close')}
      </Button>
    </section>
  );
}

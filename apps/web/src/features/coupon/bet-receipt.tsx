import { formatMoney } from '@fairline/shared/money/format-money';
import { minor, toMinor } from '@fairline/shared/money/minor';
import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { useId } from 'react';
import { Button } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import styles from './bet-receipt.module.css';
import { useCouponStore } from './coupon-store';
import { selectionKey } from './coupon-types';
import type { BetReceipt } from './local-bets-store';
import { receiptKindLabel } from './receipt-kind';

/**
 * Puts the receipts' selections back in the slip: one bet with its kind and size, several singles as
 * singles, each at the odds it was accepted at (the feed re-prices them as they move) and its stake.
 */
export function keepSelections(receipts: readonly BetReceipt[]): void {
  const [first] = receipts;
  if (!first) return;
  const kind = receipts.length === 1 ? first.kind : undefined;
  useCouponStore.getState().restore(
    receipts.flatMap((r) => r.legs),
    kind?.type ?? (first.legs.length > 1 ? 'express' : 'single'),
    kind?.k || 2,
    first.stake,
  );
}

interface BetReceiptViewProps {
  /** The bets of one tap: one, or one per selection for singles. */
  receipts: readonly BetReceipt[];
  format: OddsFormat;
  currencySymbol: string;
  digits: number;
  locale: string;
  onClose: () => void;
  /** Shows the open bets: the slip's My bets tab. */
  onShowBets: () => void;
}

/**
 * What was accepted: per bet its kind, id, time, legs at the accepted odds, total odds, stake and
 * potential return; then "Keep selections" (the legs back in the slip) and "Go to My bets".
 */
export function BetReceiptView({
  receipts,
  format,
  currencySymbol,
  digits,
  locale,
  onClose,
  onShowBets,
}: BetReceiptViewProps) {
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
          {receipt.kind && <p className={styles.kind}>{receiptKindLabel(t, receipt.kind)}</p>}
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
            {receipt.kind && receipt.kind.odds > 1 && (
              <div>
                <dt>{t('money.receipt.totalOdds')}</dt>
                <dd dir="ltr">{formatOdds(receipt.kind.odds, format)}</dd>
              </div>
            )}
            {receipt.kind && receipt.kind.combinations > 1 && (
              <div>
                <dt>{t('money.receipt.combinations')}</dt>
                <dd>{receipt.kind.combinations}</dd>
              </div>
            )}
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
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            keepSelections(receipts);
            onClose();
          }}
        >
          {t('money.receipt.keep')}
        </Button>
        <Button onClick={onShowBets}>{t('money.receipt.toMyBets')}</Button>
      </div>
      <Button fullWidth variant="ghost" size="s" onClick={onClose}>
        {t('money.receipt.close')}
      </Button>
    </section>
  );
}

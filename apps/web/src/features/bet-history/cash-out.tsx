import { minor, toMinor } from '@fairline/shared/money/minor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { currencyDigits, formatMinorMoney, moneyKeys } from '../wallet';
import styles from './bets.module.css';
import { type BetItem, type CashOutOffer, getCashOutQuote, saleBet } from './bets-api';

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'offer'; quote: CashOutOffer; changed: boolean }
  | { kind: 'refused'; message: string };

const FULL = 100;

/** What a sale of `percent` % of the quote pays, in minor units (rounded down, as the server does). */
export function cashOutAmount(quote: CashOutOffer, percent: number, digits: number): number {
  return Math.floor((toMinor(quote.Summ, digits) * percent) / FULL);
}

/** The share (%) a sale of this quote sells: the chosen part, or all where the brand sells only whole bets. */
function shareOf(quote: CashOutOffer, percent: number): number {
  return quote.PartSale === false ? FULL : percent;
}

/** Cash-out of an open bet: quote → choose all or part (where the brand sells bets in part) → confirm → sold. */
export function CashOut({ bet, symbol, lang }: { bet: BetItem; symbol: string; lang: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [percent, setPercent] = useState(FULL);
  const digits = currencyDigits(bet.currency_id);
  const money = (amount: number) => formatMinorMoney(minor(amount), bet.currency_id, symbol, lang);

  const quote = async () => {
    setStep({ kind: 'busy' });
    const answer = await getCashOutQuote(bet.id);
    if (answer.ok) setStep({ kind: 'offer', quote: answer.value, changed: false });
    else setStep({ kind: 'refused', message: answer.message });
  };

  const sell = async (offer: CashOutOffer) => {
    if (!offer.QuoteId) return;
    setStep({ kind: 'busy' });
    const answer = await saleBet(bet.id, offer.QuoteId, shareOf(offer, percent) / FULL);
    if (answer.ok) {
      setStep({ kind: 'idle' });
      notify({
        type: 'success',
        text: t('money.cashout.done', { id: bet.id, amount: money(toMinor(answer.value.Paid, digits)) }),
      });
      void client.invalidateQueries({ queryKey: moneyKeys.bets });
      void client.invalidateQueries({ queryKey: moneyKeys.balance });
    } else if (answer.quote?.Available) {
      // The value moved or the quote ran out: offer the fresh one, never sell at it unasked.
      setStep({ kind: 'offer', quote: answer.quote, changed: true });
    } else {
      setStep({ kind: 'refused', message: answer.quote ? answer.quote.Reason : answer.message });
    }
  };

  if (step.kind === 'idle' || step.kind === 'busy') {
    return (
      <Button size="s" variant="secondary" isLoading={step.kind === 'busy'} onClick={() => void quote()}>
        {t('money.cashout.button')}
      </Button>
    );
  }
  if (step.kind === 'refused') {
    return (
      <p className={styles.note} role="status">
        {t('money.cashout.unavailable')} {step.message}
      </p>
    );
  }
  const isPartSale = step.quote.PartSale !== false;
  const amount = cashOutAmount(step.quote, shareOf(step.quote, percent), digits);
  return (
    <fieldset className={styles.cashout} aria-label={t('money.cashout.button')}>
      {step.changed && (
        <p className={styles.warning} role="alert">
          {t('money.cashout.changed')}
        </p>
      )}
      {isPartSale && (
        <label className={styles.slider}>
          <span>{t('money.cashout.part', { percent })}</span>
          <input
            type="range"
            min={10}
            max={FULL}
            step={10}
            value={percent}
            onChange={(e) => setPercent(Number(e.target.value))}
          />
        </label>
      )}
      <div className={styles.actions}>
        <Button size="s" onClick={() => void sell(step.quote)}>
          {t('money.cashout.confirm', { amount: money(amount) })}
        </Button>
        <Button size="s" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
          {t('money.cashout.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}

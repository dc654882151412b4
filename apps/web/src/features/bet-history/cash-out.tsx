import { minor, toMinor } from '@fairline/shared/money/minor';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { Button, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { currencyDigits, formatMinorMoney, moneyKeys } from '../wallet';
import styles from './bets.module.css';
import { type BetItem, type CashOutAnswer, type CashOutOffer, getCashOutQuote, saleBet } from './bets-api';

const FULL = 100;
const MIN_PART = 10;

/**
 * How often an open bet's cash-out value is asked again: the odds move every second and a quote is
 * valid 5 s (`cashOutQuoteMs`), so a value a player sees is never stale and one they confirm is
 * normally still valid.
 */
export const QUOTE_REFRESH_MS = 3_000;

/** Under the bets' key: a sale, a placed or a settled bet refreshes the values with the list. */
export const cashOutKey = (betId: number) => [...moneyKeys.bets, 'cash-out', betId] as const;

/** What a sale of `percent` % of the quote pays, in minor units (rounded down, as the server does). */
export function cashOutAmount(quote: CashOutOffer, percent: number, digits: number): number {
  return Math.floor((toMinor(quote.Summ, digits) * percent) / FULL);
}

/** The share (%) a sale of this quote sells: the chosen part, or all where the brand sells only whole bets. */
function shareOf(quote: CashOutOffer, percent: number): number {
  return quote.PartSale === false ? FULL : percent;
}

type Step = 'idle' | 'confirm' | 'busy';

interface CashOutProps {
  bet: BetItem;
  symbol: string;
  lang: string;
  /** How often the value is asked again (tests shorten it). */
  refreshMs?: number;
}

/**
 * Cash-out of an open bet: its value is shown and kept current without a click (asked again every
 * few seconds while shown); a tap opens the choice of all or part (where the brand sells bets in
 * part), a confirm sells at the value shown, and a moved value is offered again, never sold unasked.
 */
export function CashOut({ bet, symbol, lang, refreshMs = QUOTE_REFRESH_MS }: CashOutProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [changed, setChanged] = useState(false);
  const [percent, setPercent] = useState(FULL);
  const digits = currencyDigits(bet.currency_id);
  const money = (amount: number) => formatMinorMoney(minor(amount), bet.currency_id, symbol, lang);
  const key = cashOutKey(bet.id);
  // A busy sale holds the value still: a quote arriving mid-sale must not change what is on screen.
  const query = useQuery({
    queryKey: key,
    queryFn: () => getCashOutQuote(bet.id),
    refetchInterval: step === 'busy' ? false : refreshMs,
  });
  const answer = query.data;

  const sell = async (offer: CashOutOffer) => {
    if (!offer.QuoteId) return;
    setStep('busy');
    const sale = await saleBet(bet.id, offer.QuoteId, shareOf(offer, percent) / FULL);
    if (sale.ok) {
      setStep('idle');
      setChanged(false);
      setPercent(FULL);
      notify({
        type: 'success',
        text: t('money.cashout.done', { id: bet.id, amount: money(toMinor(sale.value.Paid, digits)) }),
      });
      void client.invalidateQueries({ queryKey: moneyKeys.bets });
      void client.invalidateQueries({ queryKey: moneyKeys.balance });
      return;
    }
    // The value moved or the quote ran out: show the fresh one and wait for another confirm.
    const fresh: CashOutAnswer<CashOutOffer> =
      sale.quote?.Available === true
        ? { ok: true, value: sale.quote }
        : { ok: false, message: sale.quote ? sale.quote.Reason : sale.message, quote: sale.quote };
    client.setQueryData(key, fresh);
    setChanged(fresh.ok);
    setStep(fresh.ok ? 'confirm' : 'idle');
  };

  if (!answer) {
    return (
      <Button size="s" variant="secondary" isLoading disabled>
        {t('money.cashout.button')}
      </Button>
    );
  }
  if (!answer.ok) {
    return (
      <p className={styles.note} role="status">
        {t('money.cashout.unavailable')} {answer.message}
      </p>
    );
  }
  const offer = answer.value;
  const whole = cashOutAmount(offer, FULL, digits);
  if (step === 'idle') {
    return (
      <Button size="s" variant="secondary" className={styles.cashoutButton} onClick={() => setStep('confirm')}>
        {t('money.cashout.value', { amount: money(whole) })}
      </Button>
    );
  }
  const isPartSale = offer.PartSale !== false;
  const share = shareOf(offer, percent);
  const amount = cashOutAmount(offer, share, digits);
  return (
    <fieldset className={styles.cashout} aria-label={t('money.cashout.button')}>
      {changed && (
        <p className={styles.warning} role="alert">
          {t('money.cashout.changed')}
        </p>
      )}
      {isPartSale && (
        <label className={styles.slider}>
          <span className={styles.line}>
            <span>{t('money.cashout.part', { percent })}</span>
            <span dir="ltr">{money(amount)}</span>
          </span>
          <input
            type="range"
            min={MIN_PART}
            max={FULL}
            step={10}
            value={percent}
            className={styles.range}
            // The filled part of the track, mirrored in RTL by the stylesheet.
            style={{ '--fill': `${((percent - MIN_PART) / (FULL - MIN_PART)) * 100}%` } as CSSProperties}
            onChange={(e) => setPercent(Number(e.target.value))}
          />
        </label>
      )}
      <div className={styles.actions}>
        <Button size="s" isLoading={step === 'busy'} onClick={() => void sell(offer)}>
          {t('money.cashout.confirm', { amount: money(amount) })}
        </Button>
        <Button
          size="s"
          variant="ghost"
          onClick={() => {
            setStep('idle');
            setChanged(false);
          }}
        >
          {t('money.cashout.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}

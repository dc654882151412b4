import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { formatDecimalMoney } from '../wallet';
import { fetchAdvance } from './advance-api';
import type { BetRequest } from './coupon-request';
import styles from './place-section.module.css';

interface AdvanceOfferProps {
  request: BetRequest;
  /** What the coupon stakes in all (a single per selection stakes the stake each). */
  total: number;
  /** The active account's money; undefined for a guest or while it loads. */
  balance: number | undefined;
  currency: { id: number; symbol: string };
  locale: string;
  busy: boolean;
  onPlace: () => void;
}

/**
 * "Bet on advance (available X)": shown when the stake is above the balance and the server would lend
 * against the player's unsettled bets (GetAvance); placing sends `avanceBet`.
 */
export function AdvanceOffer({ request, total, balance, currency, locale, busy, onPlace }: AdvanceOfferProps) {
  const { t } = useTranslation();
  const wanted = balance !== undefined && request.Events.length > 0 && total > balance;
  const { data } = useQuery({
    queryKey: ['coupon-advance', request.Vid, request.Summ, request.Events.map((e) => [e.GameId, e.Type, e.Param])],
    queryFn: () => fetchAdvance(request),
    enabled: wanted,
    staleTime: 10_000,
  });
  if (!wanted || !data?.Available) return null;
  const money = (amount: number) => formatDecimalMoney(amount, currency.id, currency.symbol, locale);
  return (
    <section className={styles.info} aria-label={t('money.place.advance', { amount: money(data.Summ) })}>
      <p>{t('money.place.advanceHint')}</p>
      {data.Outstanding > 0 && <p>{t('money.place.advanceOwed', { amount: money(data.Outstanding) })}</p>}
      <Button variant="secondary" fullWidth disabled={total > data.Summ} isLoading={busy} onClick={onPlace}>
        {t('money.place.advance', { amount: money(data.Summ) })}
      </Button>
    </section>
  );
}

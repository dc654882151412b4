import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { outcomeName } from '../markets';
import { moneyKeys } from '../wallet';
import { AdvanceNote } from './advance-note';
import { AutoBetNote } from './auto-bet-note';
import { betMoney, betTypeLabel, symbolOf } from './bet-format';
import styles from './bets.module.css';
import { type BetDetails, type BetItem, fetchBet, type LegItem } from './bets-api';
import { CashOut } from './cash-out';
import { FreeBetNote } from './free-bet-note';

/** A live leg's score is asked again this often; a card without one only when something else refreshes it. */
export const LIVE_SCORE_REFRESH_MS = 10_000;

const isLive = (leg: LegItem) => leg.live_score !== undefined;

/** The stake a partial cash-out sold, and what remains in play (decimals of the bet's currency). */
export function soldPart(bet: Pick<BetDetails, 'stake' | 'remaining_stake' | 'cash_out_paid'>) {
  const sold = Math.round((bet.stake - bet.remaining_stake) * 1e8) / 1e8;
  return bet.cash_out_paid > 0 && sold > 0 ? { stake: sold, paid: bet.cash_out_paid } : null;
}

interface OpenBetCardProps {
  bet: BetItem;
  lang: string;
  format: OddsFormat;
}

/**
 * One open bet as bet365's My bets shows it: every leg's game, market and selection with the live
 * score of a game being played, the stake (what remains of it after a partial cash-out, and what was
 * sold for how much), the potential return and the cash-out value kept current.
 */
export function OpenBetCard({ bet, lang, format }: OpenBetCardProps) {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: [...moneyKeys.bets, 'bet', bet.id, lang],
    queryFn: () => fetchBet(bet.id, lang),
    refetchInterval: (q) => (q.state.data?.legs.some(isLive) ? LIVE_SCORE_REFRESH_MS : false),
  });
  const full = details.data;
  const sold = full ? soldPart(full) : null;
  return (
    <li className={styles.openBet} aria-label={`${betTypeLabel(t, bet)} № ${bet.id}`}>
      <div className={styles.line}>
        <b>
          {betTypeLabel(t, bet)} <span className={styles.muted}>№</span> <span dir="ltr">{bet.id}</span>
        </b>
        {/* A system has no one price (its odds are 0): its legs carry them. */}
        {bet.odds > 1 && (
          <b dir="ltr" className={styles.num}>
            {formatOdds(bet.odds, format)}
          </b>
        )}
      </div>
      <AdvanceNote bet={bet} lang={lang} />
      <FreeBetNote bet={bet} />
      <AutoBetNote bet={bet} format={format} />
      {full && (
        <ul className={styles.openLegs}>
          {full.legs.map((leg) => (
            <li key={leg.idx} className={styles.openLeg}>
              <span className={styles.game}>
                <bdi>
                  {leg.home} – {leg.away}
                </bdi>
                {leg.live_score && (
                  <span className={styles.liveScore}>
                    <span className={styles.liveMark}>{t('money.bets.live')}</span>
                    <b dir="ltr">
                      {leg.live_score.home}:{leg.live_score.away}
                    </b>
                  </span>
                )}
              </span>
              <span className={styles.pick}>
                <span>
                  {leg.market.group_name}:{' '}
                  {outcomeName(t, { T: leg.market.type, P: leg.param ?? undefined }, { O1: leg.home, O2: leg.away })}
                  {leg.is_banker && ` · ${t('money.bets.banker')}`}
                </span>
                <b dir="ltr" className={styles.num}>
                  {formatOdds(leg.odds, format)}
                </b>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.line}>
        <span className={styles.muted}>{t(sold ? 'money.bets.remainingStake' : 'money.bets.stake')}</span>
        <span dir="ltr">{betMoney(bet, full ? full.remaining_stake : bet.stake, lang)}</span>
      </div>
      {sold && (
        <p className={styles.soldNote}>
          {t('money.bets.soldPart', { amount: betMoney(bet, sold.paid, lang), stake: betMoney(bet, sold.stake, lang) })}
        </p>
      )}
      <div className={styles.line}>
        <span className={styles.muted}>{t('money.bets.potential')}</span>
        <span dir="ltr">{betMoney(bet, bet.potential_return, lang)}</span>
      </div>
      {bet.cash_out_available && <CashOut bet={bet} symbol={symbolOf(bet)} lang={lang} />}
    </li>
  );
}

import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { resultLink } from '@fairline/shared/routing/results-link';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { outcomeName } from '../markets';
import { moneyKeys } from '../wallet';
import { betMoney } from './bet-format';
import styles from './bets.module.css';
import { fetchBet } from './bets-api';

/** Every leg of a bet with its result and score, and what the bet returned. */
export function BetDetailsView({ betId, lang, format }: { betId: number; lang: string; format: OddsFormat }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...moneyKeys.bets, 'bet', betId, lang], queryFn: () => fetchBet(betId, lang) });
  const bet = query.data;
  if (!bet) return <Skeleton rows={2} rowHeight={40} />;
  const when = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const unsettled = bet.status === 'open' || bet.status === 'bid';
  return (
    <div className={styles.details}>
      <ol className={styles.legs}>
        {bet.legs.map((leg) => (
          <li key={leg.idx} className={styles.leg}>
            <span className={styles.muted}>
              {leg.sport} · {leg.champ} · {when.format(new Date(leg.start_at))}
              {leg.kind === 'live' && ` · ${t('money.bets.live')}`}
              {leg.is_banker && ` · ${t('money.bets.banker')}`}
            </span>
            <span>
              {leg.home} – {leg.away}
              {leg.score && (
                <b dir="ltr">
                  {' '}
                  {leg.score.home}:{leg.score.away}
                </b>
              )}
              {leg.score && (
                <>
                  {' '}
                  <Link
                    className={styles.resultLink}
                    to={resultLink(lang, leg.start_at, leg.const_id, -new Date().getTimezoneOffset())}
                  >
                    {t('results.open')}
                  </Link>
                </>
              )}
            </span>
            <span>
              {leg.market.group_name}:{' '}
              {outcomeName(t, { T: leg.market.type, P: leg.param ?? undefined }, { O1: leg.home, O2: leg.away })}
            </span>
            <span className={styles.line}>
              <b dir="ltr">{formatOdds(leg.odds, format)}</b>
              <span className={styles[`result_${leg.result}`]}>{t(`money.bets.leg.${leg.result}`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <dl className={styles.summary}>
        <div>
          <dt>{t('money.bets.stake')}</dt>
          <dd dir="ltr">{betMoney(bet, bet.stake, lang)}</dd>
        </div>
        {bet.cash_out_paid > 0 && (
          <div>
            <dt>{t('money.bets.cashOutPaid')}</dt>
            <dd dir="ltr">{betMoney(bet, bet.cash_out_paid, lang)}</dd>
          </div>
        )}
        {/* An unsettled bet has returned nothing yet: what it can return is what the player wants to see. */}
        <div>
          <dt>{t(unsettled ? 'money.bets.potential' : 'money.bets.return')}</dt>
          <dd dir="ltr">{betMoney(bet, unsettled ? bet.potential_return : bet.payout, lang)}</dd>
        </div>
      </dl>
    </div>
  );
}

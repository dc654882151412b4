import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import { moneyKeys } from '../wallet';
import { AdvanceNote } from './advance-note';
import { AutoBetNote } from './auto-bet-note';
import { betMoney, betTypeLabel, symbolOf } from './bet-format';
import styles from './bets.module.css';
import { fetchBetsHistory, type HistoryFilter } from './bets-api';
import { CashOut } from './cash-out';

/** Open bets reach back as far as the history does (12 months): a long-term bet stays visible. */
const OPEN_FILTER: HistoryFilter = { days: 366, status: 'open', type: 'all', page: 1 };

/** "My bets": the player's open bets with cash-out; settled ones leave the list as the channel reports them. */
export function OpenBets({ lang, format }: { lang: string; format: OddsFormat }) {
  const { t } = useTranslation();
  const isUser = useAccountSession((s) => s.status === 'user');
  const query = useQuery({
    queryKey: [...moneyKeys.bets, 'open'],
    queryFn: () => fetchBetsHistory(OPEN_FILTER),
    enabled: isUser,
  });
  if (!isUser) return <p className={styles.note}>{t('money.bets.loginFirst')}</p>;
  if (query.isPending) return <Skeleton rows={3} rowHeight={56} />;
  const bets = query.data?.items ?? [];
  if (bets.length === 0) return <p className={styles.note}>{t('money.bets.noOpen')}</p>;
  return (
    <ul className={styles.openList} aria-label={t('money.bets.open')}>
      {bets.map((bet) => (
        <li key={bet.id} className={styles.openBet}>
          <div className={styles.line}>
            <span>
              {betTypeLabel(t, bet)} № <span dir="ltr">{bet.id}</span>
            </span>
            {/* A system has no one price (its odds are 0): its legs carry them. */}
            {bet.odds > 1 && (
              <span dir="ltr" className={styles.num}>
                {formatOdds(bet.odds, format)}
              </span>
            )}
          </div>
          <AdvanceNote bet={bet} lang={lang} />
          <AutoBetNote bet={bet} format={format} />
          <div className={styles.line}>
            <span className={styles.muted}>{t('money.bets.stake')}</span>
            <span dir="ltr">{betMoney(bet, bet.stake, lang)}</span>
          </div>
          <div className={styles.line}>
            <span className={styles.muted}>{t('money.bets.potential')}</span>
            <span dir="ltr">{betMoney(bet, bet.potential_return, lang)}</span>
          </div>
          {bet.cash_out_available && <CashOut bet={bet} symbol={symbolOf(bet)} lang={lang} />}
        </li>
      ))}
    </ul>
  );
}

import type { OddsFormat } from '@fairline/shared/odds/formats';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import { moneyKeys } from '../wallet';
import styles from './bets.module.css';
import { fetchBetsHistory, type HistoryFilter } from './bets-api';
import { OpenBetCard } from './open-bet-card';

/** Open bets reach back as far as the history does (12 months): a long-term bet stays visible. */
const OPEN_FILTER: HistoryFilter = { days: 366, status: 'open', type: 'all', page: 1 };

/** The player's open bets (the first page, newest first); shared by the office page and the slip's My bets tab. */
export function useOpenBets() {
  const isUser = useAccountSession((s) => s.status === 'user');
  const query = useQuery({
    queryKey: [...moneyKeys.bets, 'open'],
    queryFn: () => fetchBetsHistory(OPEN_FILTER),
    enabled: isUser,
  });
  return { isUser, query, bets: isUser ? (query.data?.items ?? []) : [] };
}

interface OpenBetsProps {
  lang: string;
  format: OddsFormat;
  /** In the slip: a link to the whole history under the list. */
  withHistoryLink?: boolean;
}

/** "My bets": the player's open bets with cash-out; settled ones leave the list as the channel reports them. */
export function OpenBets({ lang, format, withHistoryLink = false }: OpenBetsProps) {
  const { t } = useTranslation();
  const { isUser, query, bets } = useOpenBets();
  if (!isUser) return <p className={styles.note}>{t('money.bets.loginFirst')}</p>;
  if (query.isPending) return <Skeleton rows={3} rowHeight={56} />;
  const history = withHistoryLink && (
    <Link to={`/${lang}/office/bets`} className={styles.historyLink}>
      {t('money.bets.allHistory')}
    </Link>
  );
  if (bets.length === 0) {
    return (
      <>
        <p className={styles.note}>{t('money.bets.noOpen')}</p>
        {history}
      </>
    );
  }
  return (
    <>
      <ul className={styles.openList} aria-label={t('money.bets.open')}>
        {bets.map((bet) => (
          <OpenBetCard key={bet.id} bet={bet} lang={lang} format={format} />
        ))}
      </ul>
      {history}
    </>
  );
}

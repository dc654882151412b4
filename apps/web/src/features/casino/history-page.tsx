import { currencyByCode } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';
import type { CasinoRound } from '@fairline/shared/wire/casino-lobby';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, Skeleton } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { casinoKeys, fetchHistory } from './casino-api';
import styles from './casino-tools.module.css';
import { RoundDetails } from './round-details';

/** Minor units in the round's currency, as the wallet shows money. */
export function roundMoney(amount: number, code: string, lang: string): string {
  const currency = currencyByCode(code);
  return formatMoney(amount as Minor, {
    currencySymbol: currency?.symbol ?? code,
    locale: lang,
    digits: currency?.minorDigits ?? 2,
  });
}

/** `/office/casino`: the player's game rounds (recall), newest first, with the seeds to verify each. */
export function CasinoHistoryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const history = useInfiniteQuery({
    queryKey: casinoKeys.history,
    queryFn: ({ pageParam }) => fetchHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const rounds: CasinoRound[] = history.data?.pages.flatMap((p) => p.rounds) ?? [];
  const date = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section className={styles.office} aria-labelledby="casino-history-title" data-testid="casino-history">
      <h1 id="casino-history-title" className={styles.officeTitle}>
        {t('casino.history.title')}
      </h1>
      {!history.data ? (
        history.isError ? (
          <p role="alert">{t('casino.state.failed')}</p>
        ) : (
          <Skeleton rows={6} rowHeight={44} />
        )
      ) : rounds.length === 0 ? (
        <div className={styles.state}>
          <p>{t('casino.history.empty')}</p>
          <Link to={`/${lang}/casino`}>{t('casino.category.all')}</Link>
        </div>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('casino.history.time')}</th>
                <th scope="col">{t('casino.history.game')}</th>
                <th scope="col">{t('casino.history.stake')}</th>
                <th scope="col">{t('casino.history.win')}</th>
                <th scope="col">{t('casino.history.before')}</th>
                <th scope="col">{t('casino.history.after')}</th>
                <th scope="col">{t('casino.history.status')}</th>
                <th scope="col">{t('casino.history.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={r.round} data-testid="casino-round">
                  <td>{date.format(new Date(r.started_at))}</td>
                  <td dir="auto">{r.name}</td>
                  <td className={styles.num}>{roundMoney(r.stake, r.currency, lang)}</td>
                  <td className={`${styles.num} ${r.win > 0 ? styles.won : ''}`}>
                    {roundMoney(r.win, r.currency, lang)}
                  </td>
                  <td className={styles.num}>{roundMoney(r.balance_before, r.currency, lang)}</td>
                  <td className={styles.num}>{roundMoney(r.balance_after, r.currency, lang)}</td>
                  <td>
                    <span className={styles.status} data-status={r.status}>
                      {t(`casino.history.state.${r.status}`)}
                    </span>
                  </td>
                  <td>{r.details_url ? <RoundDetails url={r.details_url} lang={lang} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.hasNextPage && (
        <Button variant="secondary" isLoading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('casino.history.more')}
        </Button>
      )}
    </section>
  );
}

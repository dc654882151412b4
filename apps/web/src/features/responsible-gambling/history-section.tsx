import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './rg.module.css';
import { fetchAccountHistory, HISTORY_CSV_URL, rgKeys } from './rg-api';

/** Rows shown on the page; the CSV holds all 12 months. */
const SHOWN = 50;

/** Lifetime net deposits and 12 months of bets and payments, with the CSV export. */
export function HistorySection() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({ queryKey: rgKeys.history, queryFn: fetchAccountHistory });
  const data = query.data;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 8 });
  const when = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <section className={styles.section} aria-labelledby="rg-history" data-testid="rg-history">
      <h2 id="rg-history" className={styles.heading}>
        {t('rg.history.title')}
      </h2>
      {!data ? (
        <Skeleton rows={3} rowHeight={32} />
      ) : (
        <>
          <p className={styles.active} data-testid="rg-net-deposits">
            {t('rg.history.netDeposits')}{' '}
            {data.net_deposits.length === 0
              ? number.format(0)
              : data.net_deposits.map((n) => `${number.format(n.amount)} ${n.currency}`).join(', ')}
          </p>
          <p className={styles.note}>{t('rg.history.rule')}</p>
          <div className={styles.actions}>
            <a href={HISTORY_CSV_URL} download="account-history.csv">
              {t('rg.history.csv')}
            </a>
          </div>
          {data.items.length === 0 ? (
            <p className={styles.note}>{t('rg.history.empty')}</p>
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('rg.history.date')}</th>
                    <th>{t('rg.history.type')}</th>
                    <th>{t('rg.history.status')}</th>
                    <th>{t('rg.history.amount')}</th>
                    <th>{t('rg.history.result')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.slice(0, SHOWN).map((item) => (
                    <tr key={`${item.type}:${item.ref}`}>
                      <td>{when.format(new Date(item.at))}</td>
                      <td>{t(`rg.history.kind.${item.type}`)}</td>
                      <td>{item.status}</td>
                      <td>{`${number.format(item.amount)} ${item.currency}`}</td>
                      <td>{item.result === null ? '' : number.format(item.result)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

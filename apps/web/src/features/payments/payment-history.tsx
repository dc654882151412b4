import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Skeleton, Switch, Tabs } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { currencySymbol, formatDecimalMoney, moneyKeys } from '../wallet';
import styles from './cashier.module.css';
import { fetchPaymentHistory, type HistoryAccounts } from './cashier-api';

const KNOWN_OPERATIONS: ReadonlySet<string> = new Set([
  'deposit',
  'withdrawal_requested',
  'withdrawal_rejected',
  'withdrawal_paid',
  'bet_placed',
  'bet_settled',
  'bet_resettled',
  'bet_sold',
  'bet_bid_reserved',
  'bet_bid_released',
  'bet_vip_reserved',
  'bet_vip_released',
]);

const ACCOUNTS: HistoryAccounts[] = ['main', 'virtual'];

/**
 * Operations on the main accounts, or on the bonus and points accounts, newest first, 50 a page;
 * older than 90 days only with "archive".
 */
export function PaymentHistory({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState<HistoryAccounts>('main');
  const [page, setPage] = useState(1);
  const [archive, setArchive] = useState(false);
  const query = useQuery({
    queryKey: [...moneyKeys.payments, accounts, page, archive],
    queryFn: () => fetchPaymentHistory(page, archive, accounts),
    placeholderData: keepPreviousData,
  });
  const date = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const items = query.data?.items ?? [];

  return (
    <section className={styles.form} aria-labelledby="payments-history-title">
      <div className={styles.spread}>
        <h2 id="payments-history-title" className={styles.heading}>
          {t('money.cashier.history.title')}
        </h2>
        <Switch
          checked={archive}
          onChange={(on) => {
            setArchive(on);
            setPage(1);
          }}
          label={t('money.cashier.history.archive')}
        />
      </div>
      <Tabs
        id="payments-history-accounts"
        items={ACCOUNTS.map((id) => ({ id, label: t(`money.cashier.history.${id}`) }))}
        value={accounts}
        onChange={(id) => {
          setAccounts(id as HistoryAccounts);
          setPage(1);
        }}
        aria-label={t('money.cashier.history.accounts')}
      />
      {query.isPending ? (
        <Skeleton rows={5} rowHeight={24} />
      ) : items.length === 0 ? (
        <p className={styles.note}>{t('money.cashier.history.empty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('money.cashier.history.date')}</th>
                <th>{t('money.cashier.history.operation')}</th>
                <th>{t('money.cashier.history.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{date.format(new Date(item.date))}</td>
                  <td>
                    {KNOWN_OPERATIONS.has(item.operation)
                      ? t(`money.cashier.op.${item.operation}`)
                      : item.operation.replaceAll('_', ' ')}
                  </td>
                  <td dir="ltr" className={item.amount < 0 ? styles.minus : styles.plus}>
                    {formatDecimalMoney(
                      item.amount,
                      item.currencyId,
                      currencySymbol(item.currencyId, item.currency),
                      lang,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.pager}>
        <Button size="s" variant="ghost" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('money.pager.previous')}
        </Button>
        <span>{t('money.pager.page', { page })}</span>
        <Button size="s" variant="ghost" disabled={!query.data?.has_more} onClick={() => setPage(page + 1)}>
          {t('money.pager.next')}
        </Button>
      </div>
    </section>
  );
}

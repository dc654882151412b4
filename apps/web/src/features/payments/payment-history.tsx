import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton, Switch, Tabs } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { currencySymbol, formatDecimalMoney, moneyKeys } from '../wallet';
import styles from './cashier.module.css';
import { fetchPaymentHistory, type HistoryAccounts } from './cashier-api';
import { HistoryPager, HistoryTable } from './history-table';
import { PaymentAttempts } from './payment-attempts';

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

/** The ledger's two account groups, and the deposit and withdrawal attempts (whatever became of them). */
type HistoryView = HistoryAccounts | 'attempts';
const VIEWS: HistoryView[] = ['main', 'virtual', 'attempts'];

/**
 * Operations on the main accounts, or on the bonus and points accounts, newest first, 50 a page;
 * older than 90 days only with "archive". A third tab lists every deposit and withdrawal attempt
 * with its status: the ledger shows only money that moved, so a declined, cancelled or expired one is there.
 */
export function PaymentHistory({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<HistoryView>('main');
  const accounts: HistoryAccounts = view === 'attempts' ? 'main' : view;
  const [page, setPage] = useState(1);
  const [archive, setArchive] = useState(false);
  const query = useQuery({
    queryKey: [...moneyKeys.payments, accounts, page, archive],
    queryFn: () => fetchPaymentHistory(page, archive, accounts),
    placeholderData: keepPreviousData,
    enabled: view !== 'attempts',
  });
  const date = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const items = query.data?.items ?? [];

  return (
    <section className={styles.form} aria-labelledby="payments-history-title">
      <div className={styles.spread}>
        <h2 id="payments-history-title" className={styles.heading}>
          {t('money.cashier.history.title')}
        </h2>
        {view !== 'attempts' && (
          <Switch
            checked={archive}
            onChange={(on) => {
              setArchive(on);
              setPage(1);
            }}
            label={t('money.cashier.history.archive')}
          />
        )}
      </div>
      <Tabs
        id="payments-history-accounts"
        items={VIEWS.map((id) => ({ id, label: t(`money.cashier.history.${id}`) }))}
        value={view}
        onChange={(id) => {
          setView(id as HistoryView);
          setPage(1);
        }}
        aria-label={t('money.cashier.history.accounts')}
        panels={false}
      />
      {view === 'attempts' ? (
        <PaymentAttempts lang={lang} />
      ) : query.isPending ? (
        <Skeleton rows={5} rowHeight={24} />
      ) : (
        <HistoryTable
          columns={[
            t('money.cashier.history.date'),
            t('money.cashier.history.operation'),
            t('money.cashier.history.amount'),
          ]}
          empty={t('money.cashier.history.empty')}
          isEmpty={items.length === 0}
        >
          {items.map((item) => (
            <tr key={item.id}>
              <td>{date.format(new Date(item.date))}</td>
              <td>
                {KNOWN_OPERATIONS.has(item.operation)
                  ? t(`money.cashier.op.${item.operation}`)
                  : item.operation.replaceAll('_', ' ')}
              </td>
              <td dir="ltr" className={item.amount < 0 ? styles.minus : styles.plus}>
                {formatDecimalMoney(item.amount, item.currencyId, currencySymbol(item.currencyId, item.currency), lang)}
              </td>
            </tr>
          ))}
        </HistoryTable>
      )}
      {view !== 'attempts' && <HistoryPager page={page} hasMore={query.data?.has_more === true} onPage={setPage} />}
    </section>
  );
}

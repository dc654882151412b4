import type { PaymentAttempt } from '@fairline/shared/wire/cashier-methods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cx, Skeleton } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { currencySymbol, formatDecimalMoney, moneyKeys } from '../wallet';
import styles from './cashier.module.css';
import { fetchPaymentAttempts } from './cashier-api';
import { HistoryPager, HistoryTable } from './history-table';
import { useMethodName } from './payment-methods';

// Statuses by how they read: money arrived or left, is on its way, or did not move.
const TONE: Record<PaymentAttempt['status'], string | undefined> = {
  credited: styles.statusDone,
  paid: styles.statusDone,
  pending: styles.statusWaiting,
  requested: styles.statusWaiting,
  declined: styles.statusFailed,
  rejected: styles.statusFailed,
  cancelled: styles.statusFailed,
  expired: styles.statusFailed,
};

/** Every deposit and withdrawal attempt with its method and status, declined, cancelled and expired ones included. */
export function PaymentAttempts({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...moneyKeys.payments, 'attempts', page],
    queryFn: () => fetchPaymentAttempts(page),
    placeholderData: keepPreviousData,
  });
  const date = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const items = query.data?.items ?? [];

  if (query.isPending) return <Skeleton rows={5} rowHeight={24} />;
  return (
    <>
      <HistoryTable
        columns={[
          t('money.cashier.history.date'),
          t('money.cashier.history.operation'),
          t('money.cashier.attempts.status'),
          t('money.cashier.history.amount'),
        ]}
        empty={t('money.cashier.attempts.empty')}
        isEmpty={items.length === 0}
      >
        {items.map((item) => (
          <tr key={item.id}>
            <td>{date.format(new Date(item.created_at))}</td>
            <td>
              <span className={styles.attemptKind}>{t(`money.cashier.attempts.${item.kind}`)}</span>
              {(item.method ?? item.method_code) && (
                <span className={styles.attemptMethod}>{item.method ?? methodName(item.method_code ?? '')}</span>
              )}
            </td>
            <td>
              <span className={cx(styles.status, TONE[item.status])}>{t(`money.cashier.status.${item.status}`)}</span>
            </td>
            <td dir="ltr" className={item.kind === 'withdrawal' ? styles.minus : undefined}>
              {formatDecimalMoney(
                item.kind === 'withdrawal' ? -item.amount : item.amount,
                item.currencyId,
                currencySymbol(item.currencyId, item.currency),
                lang,
              )}
            </td>
          </tr>
        ))}
      </HistoryTable>
      <HistoryPager page={page} hasMore={query.data?.has_more === true} onPage={setPage} />
    </>
  );
}

import type { PaymentAttempt } from '@fairline/shared/wire/cashier-methods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, cx, Skeleton } from '../../components/ui';

import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { currencySymbol, formatDecimalMoney, moneyKeys } from '../wallet';
import styles from './cashier.module.css';
import { fetchPaymentAttempts } from './cashier-api';
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
};

/** Every deposit and withdrawal attempt with its method and status, declined and cancelled ones included. */
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
      {items.length === 0 ? (
        <p className={styles.note}>{t('money.cashier.attempts.empty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('money.cashier.history.date')}</th>
                <th>{t('money.cashier.history.operation')}</th>
                <th>{t('money.cashier.attempts.status')}</th>
                <th>{t('money.cashier.history.amount')}</th>
              </tr>
            </thead>
            <tbody>
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
                    <span className={cx(styles.status, TONE[item.status])}>
                      {t(`money.cashier.status.${item.status}`)}
                    </span>
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
    </>
  );
}

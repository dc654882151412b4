import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { moneyKeys } from '../wallet';
import styles from './cashier.module.css';
import { CurrencyAccounts } from './currency-accounts';
import { DepositForm } from './deposit-form';
import { PaymentHistory } from './payment-history';
import { PaymentSources } from './payment-sources';
import { WithdrawForm } from './withdraw-form';

// How the player is told of each `?deposit=` outcome a provider's page returns with (its text:
// money.cashier.deposit.<outcome>); nothing is said of any other value.
const RETURN_TONES = new Map<string, 'success' | 'info' | 'error'>([
  ['ok', 'success'],
  ['cancelled', 'info'],
  ['expired', 'info'],
  ['declined', 'error'],
]);

/** `/:lang/office/payments`: deposit, withdrawal and the payment history. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const result = params.get('deposit');

  // The provider's page sends the player back with ?deposit=ok|declined|cancelled|expired: say it once, then drop it.
  useEffect(() => {
    const tone = result === null ? undefined : RETURN_TONES.get(result);
    if (!tone) return;
    notify({ type: tone, text: t(`money.cashier.deposit.${result}`) });
    if (result === 'ok') void client.invalidateQueries({ queryKey: moneyKeys.balance });
    // Every outcome is an attempt in the history, credited or not.
    void client.invalidateQueries({ queryKey: moneyKeys.payments });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('deposit');
        return next;
      },
      { replace: true },
    );
  }, [result, notify, t, client, setParams]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('money.cashier.title')}</h1>
      <div className={styles.columns}>
        <DepositForm lang={lang} />
        <WithdrawForm lang={lang} />
      </div>
      <CurrencyAccounts lang={lang} />
      <PaymentHistory lang={lang} />
      <PaymentSources lang={lang} />
    </div>
  );
}

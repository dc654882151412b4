import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Button, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { formatDecimalMoney, moneyKeys } from '../wallet';
import { AmountFields } from './amount-fields';
import styles from './cashier.module.css';
import { useCashierAccess } from './cashier-access';
import { requestWithdrawal } from './cashier-api';
import { paymentFailureText } from './cashier-errors';
import { MethodPicker, QuickAmounts } from './payment-methods';
import { useMethodAmount } from './use-method-amount';

/** Withdrawal request from one main account by a method; the operator then pays or rejects it. */
export function WithdrawForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const choice = useMethodAmount<'balance'>('withdrawal', lang);
  const { account, method, amount } = choice;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const access = useCashierAccess('withdrawal');
  // A paused account, or one with neither e-mail nor phone confirmed, is told so before it tries.
  const held = access?.blocked
    ? t('money.cashier.access.withdrawBlocked')
    : access?.needVerify
      ? t('money.cashier.error.need_verify')
      : null;
  // One key per request: a resend after a lost answer is the same request, not a second one.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = choice.amountProblem() ?? (account && Number(amount) > account.money ? 'balance' : null);
    choice.setProblem(found);
    setFailure(null);
    if (found || !account || !method) return;
    const body = `${account.id}:${amount}:${method.code}`;
    const key = attempt.current?.body === body ? attempt.current.key : crypto.randomUUID();
    attempt.current = { key, body };
    setBusy(true);
    try {
      await requestWithdrawal({ amount, accountId: account.id, idempotencyKey: key, method: method.code });
      attempt.current = null;
      choice.setAmount('');
      notify({ type: 'success', text: t('money.cashier.withdraw.done') });
      void client.invalidateQueries({ queryKey: moneyKeys.balance });
      void client.invalidateQueries({ queryKey: moneyKeys.payments });
    } catch (error) {
      setFailure(paymentFailureText(error, (k) => t(k)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className={styles.heading}>
        {t('money.cashier.withdraw.title')}
      </h2>
      <MethodPicker name="withdrawal-method" {...choice.picker} />
      <AmountFields
        {...choice.amountFields}
        hint={
          account &&
          t('money.cashier.available', {
            amount: formatDecimalMoney(account.money, account.currencyId, account.symbol, lang),
          })
        }
        accountLabel={t('money.cashier.account')}
      />
      <QuickAmounts {...choice.quickAmounts} />
      <p className={styles.note}>{t('money.cashier.withdraw.note')}</p>
      {held && (
        <p className={styles.notice} role="status">
          {held}
        </p>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" variant="secondary" isLoading={busy} disabled={!account || !method || held !== null}>
        {t('money.cashier.withdraw.submit')}
      </Button>
    </form>
  );
}

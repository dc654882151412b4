import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Button, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { currencyDigits, formatDecimalMoney, moneyKeys, useBalance } from '../wallet';
import { AmountFields } from './amount-fields';
import { cleanAmount, type MethodAmountProblem, methodAmountProblem } from './amount-rules';
import styles from './cashier.module.css';
import { useCashierAccess } from './cashier-access';
import { requestWithdrawal } from './cashier-api';
import { paymentFailureText } from './cashier-errors';
import { MethodPicker, QuickAmounts, useAccountMoney, usePaymentMethods } from './payment-methods';

/** Withdrawal request from one main account by a method; the operator then pays or rejects it. */
export function WithdrawForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const { accounts, active } = useBalance();
  const [accountId, setAccountId] = useState<number | null>(null);
  const account = accounts.find((a) => a.id === accountId) ?? active;
  const digits = account ? currencyDigits(account.currencyId) : 2;
  const [amount, setAmount] = useState('');
  const methods = usePaymentMethods('withdrawal', account?.currencyId).data?.methods;
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const method = methods?.find((m) => m.code === methodCode) ?? methods?.[0];
  const money = useAccountMoney(account, lang);
  const [problem, setProblem] = useState<MethodAmountProblem | 'balance' | null>(null);
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
    const found =
      methodAmountProblem(amount, digits, method) ?? (account && Number(amount) > account.money ? 'balance' : null);
    setProblem(found);
    setFailure(null);
    if (found || !account || !method) return;
    const body = `${account.id}:${amount}:${method.code}`;
    const key = attempt.current?.body === body ? attempt.current.key : crypto.randomUUID();
    attempt.current = { key, body };
    setBusy(true);
    try {
      await requestWithdrawal({ amount, accountId: account.id, idempotencyKey: key, method: method.code });
      attempt.current = null;
      setAmount('');
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
      <MethodPicker
        name="withdrawal-method"
        methods={methods}
        value={method}
        onChange={(code) => {
          setMethodCode(code);
          setProblem(null);
        }}
        account={account}
        lang={lang}
      />
      <AmountFields
        amount={amount}
        onAmount={(text) => setAmount(cleanAmount(text, digits))}
        problem={problem}
        problemParams={method && { min: money(method.min), max: money(method.max) }}
        hint={
          account &&
          t('money.cashier.available', {
            amount: formatDecimalMoney(account.money, account.currencyId, account.symbol, lang),
          })
        }
        accounts={accounts}
        account={account}
        onAccount={(id) => {
          setAccountId(id);
          setProblem(null);
        }}
        accountLabel={t('money.cashier.account')}
      />
      <QuickAmounts
        method={method}
        amount={amount}
        onPick={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        account={account}
        lang={lang}
      />
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

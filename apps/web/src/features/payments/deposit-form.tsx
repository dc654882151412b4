import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { currencyDigits, useBalance } from '../wallet';
import { AmountFields } from './amount-fields';
import { cleanAmount, type MethodAmountProblem, methodAmountProblem } from './amount-rules';
import { redirectTo } from './browser-redirect';
import styles from './cashier.module.css';
import { useCashierAccess } from './cashier-access';
import { startDeposit } from './cashier-api';
import { paymentFailureText } from './cashier-errors';
import { MethodPicker, QuickAmounts, useAccountMoney, usePaymentMethods } from './payment-methods';

/**
 * Deposit: currency, method (with its limits), amount or a quick amount, then off to the method's
 * provider page, which brings the player back.
 */
export function DepositForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const { accounts, active } = useBalance();
  const [accountId, setAccountId] = useState<number | null>(null);
  const account = accounts.find((a) => a.id === accountId) ?? active;
  const digits = account ? currencyDigits(account.currencyId) : 2;
  const methods = usePaymentMethods('deposit', account?.currencyId).data?.methods;
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const method = methods?.find((m) => m.code === methodCode) ?? methods?.[0];
  const money = useAccountMoney(account, lang);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<MethodAmountProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paused = useCashierAccess('deposit')?.blocked === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = methodAmountProblem(amount, digits, method);
    setProblem(found);
    setFailure(null);
    if (found || !account || !method) return;
    setBusy(true);
    try {
      const answer = await startDeposit({ amount, currencyId: account.currencyId, lang, method: method.code });
      redirectTo(answer.redirect_url);
    } catch (error) {
      setFailure(paymentFailureText(error, (key) => t(key)));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="deposit-title">
      <h2 id="deposit-title" className={styles.heading}>
        {t('money.cashier.deposit.title')}
      </h2>
      <MethodPicker
        name="deposit-method"
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
        accounts={accounts}
        account={account}
        onAccount={(id) => {
          setAccountId(id);
          setProblem(null);
        }}
        accountLabel={t('money.cashier.currency')}
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
      {paused && (
        <p className={styles.notice} role="status">
          {t('money.cashier.access.depositBlocked')}
        </p>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" isLoading={busy} disabled={!account || !method || paused}>
        {t('money.cashier.deposit.submit')}
      </Button>
    </form>
  );
}

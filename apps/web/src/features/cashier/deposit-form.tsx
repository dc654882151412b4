import { type FormEvent, useState } from 'react';
import { Button, Input } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { currencyDigits, useBalance } from '../balance';
import { type AmountProblem, amountProblem, cleanAmount, PaymentAmountBounds } from './amount-rules';
import { redirectTo } from './browser-redirect';
import styles from './cashier.module.css';
import { startDeposit } from './cashier-api';
import { paymentFailureText } from './cashier-errors';

/** Deposit: amount and currency, then off to the provider's page, which brings the player back. */
export function DepositForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const { accounts, active } = useBalance();
  const [accountId, setAccountId] = useState<number | null>(null);
  const account = accounts.find((a) => a.id === accountId) ?? active;
  const digits = account ? currencyDigits(account.currencyId) : 2;
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amountProblem(amount);
    setProblem(found);
    setFailure(null);
    if (found || !account) return;
    setBusy(true);
    try {
      const answer = await startDeposit({ amount, currencyId: account.currencyId, lang });
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
      <div className={styles.row}>
        <Input
          label={t('money.cashier.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(cleanAmount(e.target.value, digits))}
          error={problem && t(`money.cashier.amount.${problem}`, PaymentAmountBounds)}
        />
        <label className={styles.select}>
          <span>{t('money.cashier.currency')}</span>
          <select value={account?.id ?? ''} onChange={(e) => setAccountId(Number(e.target.value))}>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.iso} {a.symbol}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" isLoading={busy} disabled={!account}>
        {t('money.cashier.deposit.submit')}
      </Button>
    </form>
  );
}

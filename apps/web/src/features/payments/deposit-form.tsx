import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { currencyDigits, useBalance } from '../wallet';
import { AmountFields } from './amount-fields';
import { type AmountProblem, amountProblem, cleanAmount } from './amount-rules';
import { redirectTo } from './browser-redirect';
import styles from './cashier.module.css';
import { useCashierAccess } from './cashier-access';
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
  const paused = useCashierAccess('deposit')?.blocked === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amountProblem(amount, digits);
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
      <AmountFields
        amount={amount}
        onAmount={(text) => setAmount(cleanAmount(text, digits))}
        problem={problem}
        accounts={accounts}
        account={account}
        onAccount={setAccountId}
        accountLabel={t('money.cashier.currency')}
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
      <Button type="submit" isLoading={busy} disabled={!account || paused}>
        {t('money.cashier.deposit.submit')}
      </Button>
    </form>
  );
}

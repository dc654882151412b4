import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { AmountFields } from './amount-fields';
import { redirectTo } from './browser-redirect';
import styles from './cashier.module.css';
import { useCashierAccess } from './cashier-access';
import { startDeposit } from './cashier-api';
import { paymentFailureText } from './cashier-errors';
import { MethodPicker, QuickAmounts } from './payment-methods';
import { useMethodAmount } from './use-method-amount';

/**
 * Deposit: currency, method (with its limits), amount or a quick amount, then off to the method's
 * provider page, which brings the player back.
 */
export function DepositForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const choice = useMethodAmount('deposit', lang);
  const { account, method, amount } = choice;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paused = useCashierAccess('deposit')?.blocked === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = choice.amountProblem();
    choice.setProblem(found);
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
      <MethodPicker name="deposit-method" {...choice.picker} />
      <AmountFields {...choice.amountFields} accountLabel={t('money.cashier.currency')} />
      <QuickAmounts {...choice.quickAmounts} />
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

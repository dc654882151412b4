import { selectableCurrencies } from '@fairline/shared/lookups/currencies';
import { currencyName } from '@fairline/shared/lookups/display-names';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui';
import { formFailureOf } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import {
  type AccountRecord,
  type AccountsPayload,
  accountLabelIn,
  createCurrencyAccount,
  deleteCurrencyAccount,
  formatDecimalMoney,
  moneyKeys,
  setActiveAccount,
  useBalance,
} from '../wallet';
import styles from './cashier.module.css';

const REFUSALS: ReadonlySet<string> = new Set(['not_empty', 'last_account', 'account_exists']);

/**
 * The player's money accounts, one per currency: make one active (bets and the header use it), delete
 * an empty one, open one in another currency (createCurrencyAccount / deleteCurrencyAccount).
 */
export function CurrencyAccounts({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { accounts } = useBalance();
  const [currencyId, setCurrencyId] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const held = new Set(accounts.map((a) => a.currencyId));
  const choices = selectableCurrencies()
    .filter((c) => !held.has(c.id))
    .map((c) => ({ id: c.id, label: `${currencyName(c, lang)} (${c.code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));

  /** Runs one account call; its answer is the new accounts payload, which the whole page shows. */
  const run = async (key: string, call: () => Promise<AccountsPayload>) => {
    setBusy(key);
    setFailure(null);
    try {
      client.setQueryData(moneyKeys.balance, await call());
      return true;
    } catch (error) {
      const code = String(formFailureOf(error).errorCode ?? '');
      setFailure(t(REFUSALS.has(code) ? `money.accounts.error.${code}` : 'money.accounts.error.generic'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const open = async (event: FormEvent) => {
    event.preventDefault();
    if (currencyId && (await run('open', () => createCurrencyAccount(Number(currencyId))))) setCurrencyId('');
  };
  const money = (a: AccountRecord) => formatDecimalMoney(a.money, a.currencyId, a.symbol, lang);

  return (
    <section className={styles.form} aria-labelledby="currency-accounts-title">
      <h2 id="currency-accounts-title" className={styles.heading}>
        {t('money.accounts.title')}
      </h2>
      <ul className={styles.plainList}>
        {accounts.map((a) => (
          <li key={a.id} className={styles.spread}>
            <span>
              <b>{accountLabelIn(a, lang)}</b>{' '}
              <span dir="ltr" className={styles.note}>
                {money(a)}
              </span>
            </span>
            {a.isActive ? (
              <span className={styles.note}>{t('money.accounts.active')}</span>
            ) : (
              <span className={styles.actions}>
                <Button
                  size="s"
                  variant="secondary"
                  isLoading={busy === `active-${a.id}`}
                  onClick={() => void run(`active-${a.id}`, () => setActiveAccount(a.id))}
                >
                  {t('money.accounts.makeActive')}
                </Button>
                {a.money === 0 && (
                  <Button
                    size="s"
                    variant="ghost"
                    isLoading={busy === `delete-${a.id}`}
                    onClick={() => void run(`delete-${a.id}`, () => deleteCurrencyAccount(a.id))}
                    aria-label={t('money.accounts.deleteNamed', { name: accountLabelIn(a, lang) })}
                  >
                    {t('money.accounts.delete')}
                  </Button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      <form className={styles.openRow} onSubmit={open}>
        <label className={styles.select}>
          <span>{t('money.accounts.newCurrency')}</span>
          <select value={currencyId} onChange={(e) => setCurrencyId(e.target.value)}>
            <option value="">{t('money.accounts.choose')}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="s" disabled={!currencyId} isLoading={busy === 'open'}>
          {t('money.accounts.open')}
        </Button>
      </form>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

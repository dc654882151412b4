import type { ReactNode } from 'react';
import { Input } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import type { AccountRecord } from '../wallet';
import { PaymentAmountBounds } from './amount-rules';
import styles from './cashier.module.css';

interface AmountFieldsProps {
  amount: string;
  onAmount: (text: string) => void;
  /** Key under `money.cashier.amount.` of what is wrong with the amount. */
  problem: string | null;
  /** Values of the problem's message; the generic bounds by default. */
  problemParams?: Record<string, string | number> | undefined;
  hint?: ReactNode;
  accounts: readonly AccountRecord[];
  account: AccountRecord | undefined;
  onAccount: (id: number) => void;
  /** Caption of the account choice (a deposit picks a currency, a withdrawal an account). */
  accountLabel: string;
}

/** The amount and the account it moves, side by side: the first row of the deposit and withdrawal forms. */
export function AmountFields(props: AmountFieldsProps) {
  const { t } = useTranslation();
  const { account } = props;
  return (
    <div className={styles.row}>
      <Input
        label={t('money.cashier.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={props.amount}
        onChange={(e) => props.onAmount(e.target.value)}
        error={props.problem && t(`money.cashier.amount.${props.problem}`, props.problemParams ?? PaymentAmountBounds)}
        hint={props.hint}
      />
      <label className={styles.select}>
        <span>{props.accountLabel}</span>
        <select value={account?.id ?? ''} onChange={(e) => props.onAccount(Number(e.target.value))}>
          {props.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.iso} {a.symbol}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

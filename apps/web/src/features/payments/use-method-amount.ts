import type { PaymentDirection } from '@fairline/shared/wire/cashier-methods';
import { useState } from 'react';
import { currencyDigits, useBalance } from '../wallet';
import { cleanAmount, type MethodAmountProblem, methodAmountProblem } from './amount-rules';
import { useAccountMoney, usePaymentMethods } from './payment-methods';

/**
 * The first part of the deposit and withdrawal forms: the account (or currency), the method offered
 * in it, the amount and what is wrong with it. Any choice clears the problem shown; the problem's
 * message names the chosen method's limits. `Extra` adds a form's own problems (e.g. `balance`).
 * The props of MethodPicker, AmountFields and QuickAmounts come ready to spread.
 */
export function useMethodAmount<Extra extends string = never>(direction: PaymentDirection, lang: string) {
  const { accounts, active } = useBalance();
  const [accountId, setAccountId] = useState<number | null>(null);
  const account = accounts.find((a) => a.id === accountId) ?? active;
  const digits = account ? currencyDigits(account.currencyId) : 2;
  const methods = usePaymentMethods(direction, account?.currencyId).data?.methods;
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const method = methods?.find((m) => m.code === methodCode) ?? methods?.[0];
  const money = useAccountMoney(account, lang);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<MethodAmountProblem | Extra | null>(null);

  return {
    account,
    method,
    amount,
    setAmount,
    problem,
    setProblem,
    /** What the method's limits and the currency's digits say of the amount (null: it may be sent). */
    amountProblem: () => methodAmountProblem(amount, digits, method),
    picker: {
      methods,
      value: method,
      onChange: (code: string) => {
        setMethodCode(code);
        setProblem(null);
      },
      account,
      lang,
    },
    amountFields: {
      amount,
      onAmount: (text: string) => setAmount(cleanAmount(text, digits)),
      problem,
      problemParams: method && { min: money(method.min), max: money(method.max) },
      accounts,
      account,
      onAccount: (id: number) => {
        setAccountId(id);
        setProblem(null);
      },
    },
    quickAmounts: {
      method,
      amount,
      onPick: (value: string) => {
        setAmount(value);
        setProblem(null);
      },
      account,
      lang,
    },
  };
}

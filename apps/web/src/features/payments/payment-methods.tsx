import type { PaymentDirection, PaymentMethod } from '@fairline/shared/wire/cashier-methods';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { type AccountRecord, formatDecimalMoney } from '../wallet';
import styles from './cashier.module.css';
import { fetchPaymentMethods } from './cashier-api';
import { MethodLogo } from './method-logo';

const NAMED_METHODS: ReadonlySet<string> = new Set(['card', 'ewallet']);
// First-strong isolates keep an amount whole inside a sentence of the other direction (Arabic).
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The methods offered for a direction in the account's currency; they change seldom. */
export function usePaymentMethods(direction: PaymentDirection, currencyId: number | undefined) {
  return useQuery({
    queryKey: ['payment-methods', direction, currencyId],
    queryFn: () => fetchPaymentMethods(direction, currencyId as number),
    enabled: currencyId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** A method's name in the player's language (its code while the web has no name for it). */
export function useMethodName() {
  const { t } = useTranslation();
  return (code: string) => (NAMED_METHODS.has(code) ? t(`money.cashier.method.${code}`) : code);
}

/** An amount of the account's currency as the player's language writes it. */
export function useAccountMoney(account: AccountRecord | undefined, lang: string) {
  return (amount: number) =>
    account ? formatDecimalMoney(amount, account.currencyId, account.symbol, lang) : String(amount);
}

interface MethodPickerProps {
  /** Name of the radio group (one per form). */
  name: string;
  methods: readonly PaymentMethod[] | undefined;
  value: PaymentMethod | undefined;
  onChange: (code: string) => void;
  account: AccountRecord | undefined;
  lang: string;
}

/** The methods as radio cards: logo, name and the limits in the currency. */
export function MethodPicker({ name, methods, value, onChange, account, lang }: MethodPickerProps) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  const money = useAccountMoney(account, lang);
  if (methods === undefined) return <Skeleton rows={2} rowHeight={44} />;
  if (methods.length === 0) {
    return (
      <p className={styles.notice} role="status">
        {t('money.cashier.method.none')}
      </p>
    );
  }
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{t('money.cashier.method.title')}</legend>
      {methods.map((method) => (
        <label key={method.code} className={styles.method}>
          <input
            type="radio"
            name={name}
            value={method.code}
            checked={value?.code === method.code}
            onChange={() => onChange(method.code)}
          />
          <MethodLogo logo={method.logo} />
          <span className={styles.methodText}>
            <span className={styles.methodName}>{methodName(method.code)}</span>
            <span className={styles.methodLimits}>
              {t('money.cashier.method.limits', { min: isolate(money(method.min)), max: isolate(money(method.max)) })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

interface QuickAmountsProps {
  method: PaymentMethod | undefined;
  amount: string;
  onPick: (amount: string) => void;
  account: AccountRecord | undefined;
  lang: string;
}

/** Buttons with round amounts of the currency inside the method's limits: one tap fills the amount. */
export function QuickAmounts({ method, amount, onPick, account, lang }: QuickAmountsProps) {
  const { t } = useTranslation();
  if (!method || method.quick_amounts.length === 0) return null;
  // Round amounts read best without zero decimals ("5,000 ₸"), which also keeps four on a phone's row.
  const number = new Intl.NumberFormat(lang, { numberingSystem: 'latn', maximumFractionDigits: 8 });
  const label = (value: number) => `${number.format(value)}\u00a0${account?.symbol ?? ''}`.trim();
  return (
    <fieldset className={styles.quickAmounts}>
      <legend className="visually-hidden">{t('money.cashier.quick')}</legend>
      {method.quick_amounts.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.quick}
          aria-pressed={Number(amount) === value}
          onClick={() => onPick(String(value))}
        >
          <bdi>{label(value)}</bdi>
        </button>
      ))}
    </fieldset>
  );
}

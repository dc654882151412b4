import type { DepositLimit, DepositLimitPeriod, DepositLimits } from '@fairline/shared/wire/cashier';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Input, Skeleton, useNotify } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { ResponsibleGamblingTools } from '../responsible-gambling';
import { currencyDigits, formatDecimalMoney } from '../wallet';
import { cleanAmount } from './amount-rules';
import styles from './cashier.module.css';
import { fetchDepositLimits, saveDepositLimits } from './cashier-api';
import { paymentFailureText } from './cashier-errors';

const LIMITS_KEY = ['user-deposit-limits'] as const;

/** The limits the player typed, compared with what is set: only changed periods are sent. */
export function changedLimits(
  limits: readonly DepositLimit[],
  typed: Partial<Record<DepositLimitPeriod, string>>,
): { period: DepositLimitPeriod; amount: string | null }[] {
  return limits.flatMap((limit) => {
    const text = typed[limit.period];
    if (text === undefined) return [];
    const amount = text === '' ? null : text;
    const current = limit.has_pending ? limit.pending_amount : limit.amount;
    return (amount === null ? null : Number(amount)) === current ? [] : [{ period: limit.period, amount }];
  });
}

/**
 * `/:lang/office/limits`: deposit limits per 24 h, 7 days and 1 month (the lowest applies), then the
 * other player-protection tools.
 */
export function LimitsPage() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const query = useQuery({ queryKey: LIMITS_KEY, queryFn: fetchDepositLimits });
  const [typed, setTyped] = useState<Partial<Record<DepositLimitPeriod, string>>>({});
  const save = useMutation({
    mutationFn: saveDepositLimits,
    onSuccess: (limits: DepositLimits) => {
      client.setQueryData(LIMITS_KEY, limits);
      setTyped({});
      notify({ type: 'success', text: t('money.limits.saved') });
    },
  });

  const data = query.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const changes = changedLimits(data.limits, typed);
    if (changes.length > 0) save.mutate(changes);
  };
  const money = (amount: number) => (data ? formatDecimalMoney(amount, data.currencyId, data.currency, lang) : '');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('money.limits.title')}</h1>
      <p className={styles.note}>{t('money.limits.rule')}</p>
      {!data ? (
        <Skeleton rows={3} rowHeight={64} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {data.limits.map((limit) => (
            <div key={limit.period} className={styles.limit}>
              <Input
                label={t(`money.limits.period.${limit.period}`)}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('money.limits.none')}
                value={typed[limit.period] ?? (limit.amount === null ? '' : String(limit.amount))}
                onChange={(e) =>
                  setTyped({ ...typed, [limit.period]: cleanAmount(e.target.value, currencyDigits(data.currencyId)) })
                }
                hint={
                  limit.remaining === null
                    ? t('money.limits.deposited', { amount: money(limit.deposited) })
                    : t('money.limits.remaining', { amount: money(limit.remaining), deposited: money(limit.deposited) })
                }
              />
              {limit.has_pending && limit.pending_effective_at && (
                <p className={styles.pending} role="note">
                  {t(limit.pending_amount === null ? 'money.limits.pendingRemoval' : 'money.limits.pending', {
                    amount: limit.pending_amount === null ? '' : money(limit.pending_amount),
                    date: dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(limit.pending_effective_at),
                    ),
                  })}
                  <Button
                    type="button"
                    size="s"
                    variant="secondary"
                    onClick={() => save.mutate([{ period: limit.period, amount: String(limit.amount) }])}
                  >
                    {t('rg.cancelPending')}
                  </Button>
                </p>
              )}
            </div>
          ))}
          {save.error && (
            <p className={styles.failure} role="alert">
              {paymentFailureText(save.error, (k) => t(k))}
            </p>
          )}
          <Button type="submit" isLoading={save.isPending}>
            {t('money.limits.save')}
          </Button>
        </form>
      )}
      <ResponsibleGamblingTools />
    </div>
  );
}

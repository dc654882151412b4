import type { RgLimit, RgLimitKind, RgLimitPeriod, RgLimits } from '@fairline/shared/wire/responsible-gambling';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Input, Skeleton, useNotify } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { formatDecimalMoney } from '../wallet';
import styles from './rg.module.css';
import { fetchRgLimits, rgKeys, saveRgLimits } from './rg-api';
import { rgFailureText } from './rg-errors';

/** The periods the player changed, compared with what is set (a pending value counts as set). */
export function changedRgLimits(
  limits: readonly RgLimit[],
  typed: Partial<Record<RgLimitPeriod, string>>,
): { period: RgLimitPeriod; amount: string | null }[] {
  return limits.flatMap((limit) => {
    const text = typed[limit.period]?.trim();
    if (text === undefined) return [];
    const amount = text === '' ? null : text;
    const current = limit.has_pending ? limit.pending_amount : limit.amount;
    return (amount === null ? null : Number(amount)) === current ? [] : [{ period: limit.period, amount }];
  });
}

/** Loss or wager limits per 24 h, 7 days and 1 month, with the window's use and a cancellable pending change. */
export function MoneyLimitsSection({ kind }: { kind: RgLimitKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const notify = useNotify();
  const client = useQueryClient();
  const query = useQuery({ queryKey: rgKeys.limits(kind), queryFn: () => fetchRgLimits(kind) });
  const [typed, setTyped] = useState<Partial<Record<RgLimitPeriod, string>>>({});
  const save = useMutation({
    mutationFn: (changes: { period: RgLimitPeriod; amount: string | null }[]) => saveRgLimits(kind, changes),
    onSuccess: (limits: RgLimits) => {
      client.setQueryData(rgKeys.limits(kind), limits);
      setTyped({});
      notify({ type: 'success', text: t('rg.saved') });
    },
  });
  const data = query.data;
  const money = (amount: number) => (data ? formatDecimalMoney(amount, data.currencyId, data.currency, lang) : '');
  const when = (iso: string) => dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = data ? changedRgLimits(data.limits, typed) : [];
    if (changes.length > 0) save.mutate(changes);
  };

  return (
    <section className={styles.section} aria-labelledby={`rg-${kind}`} data-testid={`rg-${kind}-limits`}>
      <h2 id={`rg-${kind}`} className={styles.heading}>
        {t(`rg.${kind}.title`)}
      </h2>
      <p className={styles.note}>{t(`rg.${kind}.rule`)}</p>
      {!data ? (
        <Skeleton rows={3} rowHeight={64} />
      ) : (
        <form className={styles.grid} onSubmit={submit} noValidate>
          {data.limits.map((limit) => (
            <div key={limit.period}>
              <Input
                label={t(`rg.period.${limit.period}`)}
                name={`${kind}-${limit.period}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('rg.none')}
                value={typed[limit.period] ?? (limit.amount === null ? '' : String(limit.amount))}
                onChange={(e) => setTyped({ ...typed, [limit.period]: e.target.value.replace(/[^\d.]/g, '') })}
                hint={
                  limit.remaining === null
                    ? t('rg.used', { amount: money(limit.used) })
                    : t('rg.remaining', { amount: money(limit.remaining), used: money(limit.used) })
                }
              />
              {limit.has_pending && limit.pending_effective_at && (
                <p className={styles.pending} role="note">
                  {t(limit.pending_amount === null ? 'rg.pendingRemoval' : 'rg.pending', {
                    amount: limit.pending_amount === null ? '' : money(limit.pending_amount),
                    date: when(limit.pending_effective_at),
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
              {rgFailureText(save.error, t)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" isLoading={save.isPending}>
              {t('rg.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

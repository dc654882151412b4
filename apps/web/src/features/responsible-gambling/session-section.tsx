import { RgBounds } from '@fairline/shared/wire/responsible-gambling';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Input, Select, useNotify } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './rg.module.css';
import { fetchRealityCheck, fetchSessionLimit, rgKeys, saveRealityCheck, saveSessionLimit } from './rg-api';
import { rgFailureText } from './rg-errors';

const REALITY_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/** The session-time limit (raise or removal after 24 h) and the reality-check interval. */
export function SessionSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const notify = useNotify();
  const client = useQueryClient();
  const limit = useQuery({ queryKey: rgKeys.session, queryFn: fetchSessionLimit });
  const reality = useQuery({ queryKey: rgKeys.reality, queryFn: fetchRealityCheck });
  const [minutes, setMinutes] = useState<string | undefined>(undefined);
  const saveLimit = useMutation({
    mutationFn: saveSessionLimit,
    onSuccess: (value) => {
      client.setQueryData(rgKeys.session, value);
      setMinutes(undefined);
      notify({ type: 'success', text: t('rg.saved') });
    },
  });
  const saveReality = useMutation({
    mutationFn: (interval: number | null) => saveRealityCheck({ interval_minutes: interval }),
    onSuccess: (value) => {
      client.setQueryData(rgKeys.reality, value);
      notify({ type: 'success', text: t('rg.saved') });
    },
  });
  const when = (iso: string) => dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const current = limit.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (minutes === undefined) return;
    saveLimit.mutate(minutes.trim() === '' ? null : Number(minutes));
  };

  return (
    <section className={styles.section} aria-labelledby="rg-session" data-testid="rg-session">
      <h2 id="rg-session" className={styles.heading}>
        {t('rg.session.title')}
      </h2>
      <p className={styles.note}>{t('rg.session.rule')}</p>
      <form className={styles.grid} onSubmit={submit} noValidate>
        <Input
          label={t('rg.session.minutes')}
          name="session-minutes"
          inputMode="numeric"
          placeholder={t('rg.none')}
          value={minutes ?? (current?.minutes == null ? '' : String(current.minutes))}
          onChange={(e) => setMinutes(e.target.value.replace(/\D/g, ''))}
          hint={t('rg.session.bounds', { min: RgBounds.sessionMinMinutes, max: RgBounds.sessionMaxMinutes })}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={saveLimit.isPending}>
            {t('rg.save')}
          </Button>
        </div>
      </form>
      {current?.has_pending && current.pending_effective_at && (
        <p className={styles.pending} role="note">
          {t(current.pending_minutes === null ? 'rg.session.pendingRemoval' : 'rg.session.pending', {
            minutes: current.pending_minutes ?? '',
            date: when(current.pending_effective_at),
          })}
          <Button type="button" size="s" variant="secondary" onClick={() => saveLimit.mutate(current.minutes)}>
            {t('rg.cancelPending')}
          </Button>
        </p>
      )}
      {saveLimit.error && (
        <p className={styles.failure} role="alert">
          {rgFailureText(saveLimit.error, t)}
        </p>
      )}
      <h3 className={styles.heading}>{t('rg.reality.title')}</h3>
      <p className={styles.note}>{t('rg.reality.rule')}</p>
      <Select
        label={t('rg.reality.interval')}
        name="reality-interval"
        value={reality.data?.interval_minutes == null ? '' : String(reality.data.interval_minutes)}
        onChange={(e) => saveReality.mutate(e.target.value === '' ? null : Number(e.target.value))}
        disabled={!reality.data || saveReality.isPending}
      >
        <option value="">{t('rg.reality.off')}</option>
        {REALITY_CHOICES.map((m) => (
          <option key={m} value={m}>
            {t('rg.reality.every', { minutes: m })}
          </option>
        ))}
      </Select>
    </section>
  );
}

import {
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
  TIME_OUT_PERIODS,
  type TimeOutPeriod,
} from '@fairline/shared/wire/responsible-gambling';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Select } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import styles from './rg.module.css';
import { type BlockPath, fetchBlock, rgKeys, startBlock } from './rg-api';
import { rgFailureText } from './rg-errors';

const PERIODS: Record<BlockPath, readonly (TimeOutPeriod | SelfExclusionPeriod)[]> = {
  'time-out': TIME_OUT_PERIODS,
  'self-exclusion': SELF_EXCLUSION_PERIODS,
};

/**
 * A time-out or self-exclusion: pick the length, confirm, and it starts at once; the server ends the
 * sessions, so the page logs out. A running one shows its end (it cannot be shortened).
 */
export function BlockSection({ path }: { path: BlockPath }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({ queryKey: rgKeys.block(path), queryFn: () => fetchBlock(path) });
  const [period, setPeriod] = useState(PERIODS[path][0] ?? '24h');
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: () => startBlock(path, period),
    // The session is over on the server: the page follows.
    onSuccess: () => useAccountSession.getState().logout(),
  });
  const key = path === 'time-out' ? 'timeOut' : 'selfExclusion';
  const block = query.data;

  return (
    <section className={styles.section} aria-labelledby={`rg-${path}`} data-testid={`rg-${path}`}>
      <h2 id={`rg-${path}`} className={styles.heading}>
        {t(`rg.${key}.title`)}
      </h2>
      <p className={styles.note}>{t(`rg.${key}.rule`)}</p>
      {block?.active && block.until ? (
        <p className={styles.active} role="status">
          {t('rg.blockUntil', {
            date: dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(block.until)),
          })}
        </p>
      ) : confirming ? (
        <div className={styles.grid} role="alertdialog" aria-labelledby={`rg-${path}-confirm`}>
          <p id={`rg-${path}-confirm`} className={styles.active}>
            {t(`rg.${key}.confirm`, { period: t(`rg.length.${period}`) })}
          </p>
          <div className={styles.actions}>
            <Button type="button" variant="danger" isLoading={start.isPending} onClick={() => start.mutate()}>
              {t(`rg.${key}.confirmButton`)}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t('rg.back')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.grid}>
          <Select
            label={t('rg.length.label')}
            name={`${path}-period`}
            value={period}
            onChange={(e) => setPeriod(e.target.value as TimeOutPeriod | SelfExclusionPeriod)}
          >
            {PERIODS[path].map((p) => (
              <option key={p} value={p}>
                {t(`rg.length.${p}`)}
              </option>
            ))}
          </Select>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              {t(`rg.${key}.start`)}
            </Button>
          </div>
        </div>
      )}
      {start.error && (
        <p className={styles.failure} role="alert">
          {rgFailureText(start.error, t)}
        </p>
      )}
    </section>
  );
}

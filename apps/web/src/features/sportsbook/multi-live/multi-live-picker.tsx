import { sportName } from '@fairline/shared/lookups/sports';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Skeleton } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { gamesQuery, sportsQuery, useFeedContext } from '../../feed';
import { fullScore } from '../games/live-clock';
import styles from './multi-live-picker.module.css';
import { canAdd, MULTI_LIVE_MAX } from './selection';

interface PickerProps {
  chosen: readonly number[];
  onAdd(gameId: number): void;
}

/** The live games by sport, each with a button that adds it to multi-live while there is room. */
export function MultiLivePicker({ chosen, onAdd }: PickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const selectId = useId();
  const sports = useQuery(sportsQuery('live', ctx));
  const [picked, setPicked] = useState<number>();
  const sportId = picked ?? sports.data?.[0]?.I;
  const games = useQuery({ ...gamesQuery('live', ctx, { sports: sportId ? [sportId] : [] }), enabled: !!sportId });
  const room = canAdd(chosen);
  // Open while nothing is chosen; afterwards it stays as the player leaves it.
  const [open, setOpen] = useState(chosen.length === 0);

  return (
    <details
      className={styles.picker}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="multi-live-picker"
    >
      <summary className={styles.pickerSummary}>{t('ml.pick', { count: chosen.length, max: MULTI_LIVE_MAX })}</summary>
      <div className={styles.pickerBody}>
        {sports.isPending ? (
          <Skeleton rows={3} rowHeight={36} gap={4} />
        ) : (sports.data?.length ?? 0) === 0 ? (
          <p className={styles.muted}>{t('sb.empty.live')}</p>
        ) : (
          <>
            <label className={styles.sport} htmlFor={selectId}>
              <span>{t('ml.sport')}</span>
              <select id={selectId} value={sportId} onChange={(e) => setPicked(Number(e.target.value))}>
                {sports.data?.map((s) => (
                  <option key={s.I} value={s.I}>
                    {sportName(s.I, lang)} ({s.C ?? 0})
                  </option>
                ))}
              </select>
            </label>
            {!room && <p className={styles.muted}>{t('ml.full', { max: MULTI_LIVE_MAX })}</p>}
            {games.isPending ? (
              <Skeleton rows={4} rowHeight={36} gap={4} />
            ) : (
              <ul className={styles.choices}>
                {games.data?.map((g) => {
                  const name = `${g.O1} – ${g.O2}`;
                  const shown = chosen.includes(g.I);
                  const [s1, s2] = fullScore(g.SC);
                  return (
                    <li key={g.I}>
                      <button
                        type="button"
                        className={styles.choice}
                        disabled={shown || !room}
                        aria-pressed={shown}
                        aria-label={t('ml.addGame', { game: name })}
                        onClick={() => onAdd(g.I)}
                      >
                        <span className={styles.choiceName} dir="auto">
                          {name}
                        </span>
                        <b dir="ltr">
                          {s1}:{s2}
                        </b>
                        <span aria-hidden="true" className={styles.plus}>
                          {shown ? '✓' : '+'}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </div>
    </details>
  );
}

// The chronology of play (`GetChronoOfPlay`): goals, cards and penalties with their minute, newest first.
import type { FeedGamePage } from '@fairline/shared/wire/feed';
import type { ChronoOfPlay } from '@fairline/shared/wire/feed-extras';
import { useQuery } from '@tanstack/react-query';
import { cx, Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './match-tracker.module.css';
import { chronologyQuery, chronologyVersion } from './tracker-api';

type ChronoEvent = ChronoOfPlay['EV'][number];

/** Sports whose full score counts sets (or maps): the feed's "goal" there is a set won. */
const SET_SPORTS: ReadonlySet<number> = new Set([4, 6, 10, 4046]);
const BASKETBALL = 3;

const KIND_CLASS: Record<number, string | undefined> = { 1: styles.kindGoal, 2: styles.kindYellow, 3: styles.kindRed };

function kindKey(kind: number, sportId: number): string {
  if (kind === 1 && SET_SPORTS.has(sportId)) return 'tracker.chrono.set';
  return `tracker.chrono.kind.${kind}`;
}

export function Chronology({ game }: { game: FeedGamePage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(chronologyQuery(game.I, lang, chronologyVersion(game.SC)));
  if (query.isPending) return <Skeleton rows={3} rowHeight={28} gap={6} />;
  if (!query.data) return <p role="alert">{t('tracker.chrono.error')}</p>;
  // The feed lists a basket as one incident per point, all at the same second: one row adds them up.
  const rows = new Map<string, ChronoEvent & { key: string; points: number }>();
  for (const e of [...query.data.EV].reverse()) {
    const key = `${e.I}-${e.T}-${e.TS ?? e.M}`;
    const row = rows.get(key);
    if (row) row.points += 1;
    else rows.set(key, { ...e, key, points: 1 });
  }
  const events = [...rows.values()];
  if (events.length === 0) return <p className={styles.muted}>{t('tracker.chrono.empty')}</p>;
  return (
    <ol className={styles.chrono} data-testid="chronology">
      {events.map((e) => (
        <li key={e.key} data-testid="chrono-item">
          <bdi dir="ltr" className={styles.minute}>
            {e.M}'
          </bdi>
          <span className={cx(styles.kind, KIND_CLASS[e.I])} aria-hidden="true" />
          <span>
            {e.I === 1 && game.SI === BASKETBALL ? t('tracker.basket', { points: e.points }) : t(kindKey(e.I, game.SI))}
          </span>
          <span className={styles.muted} dir="auto">
            {e.T === 1 ? query.data.O1 : query.data.O2}
          </span>
          {e.I === 1 && !SET_SPORTS.has(game.SI) && (
            <b dir="ltr" className={styles.chronoScore}>
              {e.S1 ?? 0}:{e.S2 ?? 0}
            </b>
          )}
        </li>
      ))}
    </ol>
  );
}

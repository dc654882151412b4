// The game's insights (`GameInsights`): pre-match chances, table positions, each side's form and
// their meetings, drawn from the answer's numbers so every language reads them.

import type { FeedGamePage } from '@fairline/shared/wire/feed';
import type { GameInsights } from '@fairline/shared/wire/feed-extras';
import { useQuery } from '@tanstack/react-query';
import { cx, Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './match-tracker.module.css';
import { insightsQuery } from './tracker-api';

const RESULT_CLASS = { W: styles.win, D: styles.draw, L: styles.loss } as const;
const percent = (p: number | undefined) => `${Math.round((p ?? 0) * 100)}%`;

function Form({ name, games }: { name: string; games: GameInsights['F1'] }) {
  const { t } = useTranslation();
  if (!games?.length) return null;
  return (
    <div className={styles.formRow}>
      <span dir="auto">{name}</span>
      <span className={styles.badges}>
        {games.map((g) => (
          <abbr
            key={g.I}
            className={cx(styles.badge, RESULT_CLASS[g.R])}
            title={`${g.O ?? ''} ${g.S1 ?? 0}:${g.S2 ?? 0}`}
          >
            {t(`tracker.insights.result.${g.R}`)}
          </abbr>
        ))}
      </span>
    </div>
  );
}

export function Insights({ game }: { game: FeedGamePage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(insightsQuery(game.I, lang));
  if (query.isPending) return <Skeleton rows={4} rowHeight={28} gap={6} />;
  const d = query.data;
  if (!d) return <p role="alert">{t('tracker.insights.error')}</p>;
  const nameOf = (teamId: number) => (teamId === d.O1I ? d.O1 : teamId === d.O2I ? d.O2 : '');
  const date = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const chances = [
    { key: 'p1', label: t('tracker.insights.win', { team: d.O1 }), value: d.WP?.P1 },
    ...(d.WP?.PX !== undefined ? [{ key: 'px', label: t('tracker.insights.draw'), value: d.WP.PX }] : []),
    { key: 'p2', label: t('tracker.insights.win', { team: d.O2 }), value: d.WP?.P2 },
  ];
  return (
    <div className={styles.insights} data-testid="insights">
      {d.WP && (
        <section>
          <h2>{t('tracker.insights.chances')}</h2>
          <ul className={styles.chances}>
            {chances.map((c) => (
              <li key={c.key}>
                <span dir="auto">{c.label}</span>
                <bdi dir="ltr">{percent(c.value)}</bdi>
                <span className={styles.meter} aria-hidden="true">
                  <span style={{ inlineSize: percent(c.value) }} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(d.TP?.P1 || d.TP?.P2) && (
        <section>
          <h2>{t('tracker.insights.table')}</h2>
          <p className={styles.positions}>
            <span dir="auto">{d.O1}</span> <b dir="ltr">#{d.TP?.P1 ?? '–'}</b>
            <span aria-hidden="true"> · </span>
            <span dir="auto">{d.O2}</span> <b dir="ltr">#{d.TP?.P2 ?? '–'}</b>
          </p>
        </section>
      )}
      {(d.F1?.length || d.F2?.length) && (
        <section>
          <h2>{t('tracker.insights.form')}</h2>
          <Form name={d.O1} games={d.F1} />
          <Form name={d.O2} games={d.F2} />
        </section>
      )}
      <section>
        <h2>{t('tracker.insights.h2h')}</h2>
        {d.H2H?.length ? (
          <ul className={styles.h2h}>
            {[...d.H2H].reverse().map((m) => (
              <li key={m.I}>
                <bdi dir="ltr" className={styles.muted}>
                  {date.format(new Date(m.S * 1000))}
                </bdi>
                <span dir="auto">{nameOf(m.O1I)}</span>
                <b dir="ltr">
                  {m.S1 ?? 0}:{m.S2 ?? 0}
                </b>
                <span dir="auto">{nameOf(m.O2I)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('tracker.insights.noMeetings')}</p>
        )}
      </section>
    </div>
  );
}

// Pieces the statistics pages share: form badges, game lists, the standings table, loading states.
import { statisticsPath } from '@fairline/shared/routing/statistics-paths';
import type { StageTable, StatGame } from '@fairline/shared/wire/statistics';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './statistics.module.css';

type Result = 'W' | 'D' | 'L';

/** The body of a query: a skeleton while it loads, the error line when it fails. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <p className={styles.error} role="alert">
        {query.error instanceof Error && /not found/i.test(query.error.message)
          ? query.error.message
          : t('statistics.loadError')}
      </p>
    );
  }
  return <Skeleton rows={4} rowHeight={24} />;
}

export function FormBadges({ form, label }: { form: readonly Result[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.form} data-testid="form">
      {label && <span className="visually-hidden">{label}</span>}
      {form.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a form is a fixed sequence of results.
        <b key={i} className={styles[`r${r}`]}>
          {t(`statistics.result.${r}`)}
        </b>
      ))}
    </span>
  );
}

export function Section({
  title,
  children,
  testId,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Across the whole grid rather than in one of its columns. */
  wide?: boolean;
}) {
  return (
    <section className={wide ? `${styles.section} ${styles.span}` : styles.section} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function useDay(withTime = false) {
  const lang = useLang();
  const format = dateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
  return (iso: string) => format.format(new Date(iso));
}

/** Games with date, championship, teams (linked to their pages) and the score or kick-off time. */
export function GameList({ games, result }: { games: readonly (StatGame & { result?: Result })[]; result?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const day = useDay();
  const time = dateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  if (games.length === 0) return <p className={styles.muted}>{t('statistics.noGames')}</p>;
  const team = (g: StatGame, side: 'home' | 'away') => (
    <Link to={statisticsPath(lang, { kind: 'team', sportId: g.sport_id, teamId: g[side].id })} dir="auto">
      {g[side].name}
    </Link>
  );
  return (
    <ul className={styles.games}>
      {games.map((g) => (
        <li key={g.id} data-testid="stat-game">
          <span className={styles.date}>{day(g.start)}</span>
          <span className={styles.teams}>
            {team(g, 'home')}
            <Link
              className={styles.score}
              dir="ltr"
              to={statisticsPath(lang, { kind: 'game', sportId: g.sport_id, gameId: g.id })}
            >
              {g.score ? `${g.score.home}:${g.score.away}` : time.format(new Date(g.start))}
            </Link>
            {team(g, 'away')}
          </span>
          {result && g.result && <FormBadges form={[g.result]} />}
        </li>
      ))}
    </ul>
  );
}

/** A league table; `highlight` marks the teams of the game being looked at. */
export function StandingsTable({ table, highlight = [] }: { table: StageTable; highlight?: readonly number[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="standings">
        <thead>
          <tr>
            <th>#</th>
            <th className={styles.left}>{t('statistics.col.team')}</th>
            <th>{t('statistics.col.games')}</th>
            <th>{t('statistics.col.won')}</th>
            {table.has_draws && <th>{t('statistics.col.drawn')}</th>}
            <th>{t('statistics.col.lost')}</th>
            <th>{t('statistics.col.goals')}</th>
            <th>{t('statistics.col.points')}</th>
            <th className={styles.wide}>{t('statistics.form')}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.team.id} className={highlight.includes(r.team.id) ? styles.marked : undefined}>
              <td>{r.position}</td>
              <td className={styles.left}>
                <Link
                  to={statisticsPath(lang, { kind: 'team', sportId: table.sport_id, teamId: r.team.id })}
                  dir="auto"
                >
                  {r.team.name}
                </Link>
              </td>
              <td>{r.games}</td>
              <td>{r.won}</td>
              {table.has_draws && <td>{r.drawn}</td>}
              <td>{r.lost}</td>
              <td dir="ltr">
                {r.scored}:{r.conceded}
              </td>
              <td>
                <b>{r.points}</b>
              </td>
              <td className={styles.wide}>
                <FormBadges form={r.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { DEFAULT_STATISTICS_TAB, statisticsPath } from '@fairline/shared/routing/statistics-paths';
import type { GameStatus } from '@fairline/shared/wire/statistics';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { cx } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { GraphPanel } from './graph-page';
import { LineUpsPanel } from './lineups-panel';
import { FormBadges, GameList, Loaded, Section, StandingsTable, useDay } from './parts';
import styles from './statistics.module.css';
import { headToHeadQuery, lastGamesQuery, stageTableQuery, statusQuery } from './statistics-api';

const TABS = ['main', 'lineups', 'graph'] as const;

/** `game/{sportId}/{gameId}/{tabName}`: the match's header and its tabs. */
export function GameStatsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { gameId = '', statTab = DEFAULT_STATISTICS_TAB } = useParams();
  const id = Number(gameId);
  const status = useQuery(statusQuery(id, lang));
  return (
    <Loaded query={status}>
      {(game) => (
        <article className={styles.page} data-testid="statistics-game">
          <GameHead game={game} />
          <nav className={styles.tabs} aria-label={t('statistics.title')}>
            {TABS.filter((tab) => tab !== 'lineups' || game.has_lineups).map((tab) => (
              <Link
                key={tab}
                to={statisticsPath(lang, { kind: 'game', sportId: game.sport_id, gameId: game.id, tabName: tab })}
                className={cx(styles.tab, tab === statTab && styles.tabOn)}
                aria-current={tab === statTab ? 'page' : undefined}
                replace
              >
                {t(`statistics.tab.${tab}`)}
              </Link>
            ))}
          </nav>
          {statTab === 'main' && <MainTab game={game} />}
          {statTab === 'lineups' && <LineUpsPanel gameId={game.id} sportId={game.sport_id} />}
          {statTab === 'graph' && <GraphPanel gameId={game.id} />}
        </article>
      )}
    </Loaded>
  );
}

function GameHead({ game }: { game: GameStatus }) {
  const lang = useLang();
  const day = useDay(true);
  const team = (side: 'home' | 'away') => (
    <Link
      className={styles.headTeam}
      to={statisticsPath(lang, { kind: 'team', sportId: game.sport_id, teamId: game[side].id })}
      dir="auto"
    >
      {game[side].name}
    </Link>
  );
  return (
    <header className={styles.head}>
      <Link
        className={styles.champ}
        to={statisticsPath(lang, { kind: 'tournament', sportId: game.sport_id, tournamentId: game.champ.id })}
      >
        {game.champ.name}
      </Link>
      <div className={styles.headRow}>
        {team('home')}
        <b className={styles.headScore} dir={game.score ? 'ltr' : undefined} data-testid="statistics-score">
          {game.score ? `${game.score.home}:${game.score.away}` : (game.minute ?? day(game.start))}
        </b>
        {team('away')}
      </div>
    </header>
  );
}

function MainTab({ game }: { game: GameStatus }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [tt, setTt] = useState<'total' | 'home' | 'away'>('total');
  const home = useQuery(lastGamesQuery(game.home.id, lang));
  const away = useQuery(lastGamesQuery(game.away.id, lang));
  const h2h = useQuery(headToHeadQuery(game.id, lang));
  const table = useQuery(stageTableQuery(game.champ.id, tt, lang));
  return (
    <div className={styles.grid}>
      <Section title={t('statistics.form')} testId="statistics-form">
        {[home, away].map((q, i) => (
          <Loaded key={i === 0 ? 'home' : 'away'} query={q}>
            {(data) => (
              <div className={styles.formRow}>
                <span dir="auto">{data.team.name}</span>
                <FormBadges form={data.form} label={`${t('statistics.form')}: ${data.team.name}`} />
              </div>
            )}
          </Loaded>
        ))}
      </Section>
      <Section title={t('statistics.h2h')} testId="statistics-h2h">
        <Loaded query={h2h}>
          {(data) =>
            data.games.length === 0 ? (
              <p className={styles.muted}>{t('statistics.h2hEmpty')}</p>
            ) : (
              <>
                <p className={styles.summary}>
                  <span>
                    {data.home.name}: <b>{data.summary.home_wins}</b>
                  </span>
                  <span>
                    {t('statistics.draws')}: <b>{data.summary.draws}</b>
                  </span>
                  <span>
                    {data.away.name}: <b>{data.summary.away_wins}</b>
                  </span>
                </p>
                <GameList games={data.games} />
              </>
            )
          }
        </Loaded>
      </Section>
      <Section title={t('statistics.lastGames')} wide>
        <div className={styles.pair}>
          {[home, away].map((q, i) => (
            <Loaded key={i === 0 ? 'home' : 'away'} query={q}>
              {(data) => (
                <div>
                  <h3 className={styles.sub} dir="auto">
                    {data.team.name}
                  </h3>
                  <GameList games={data.games.slice(0, 5)} result />
                </div>
              )}
            </Loaded>
          ))}
        </div>
      </Section>
      <Section title={t('statistics.standings')}>
        <TableTypes value={tt} onChange={setTt} />
        <Loaded query={table}>
          {(data) => <StandingsTable table={data} highlight={[game.home.id, game.away.id]} />}
        </Loaded>
      </Section>
    </div>
  );
}

/** The table type switch (`tt`): every game, home games, away games. */
export function TableTypes({
  value,
  onChange,
}: {
  value: 'total' | 'home' | 'away';
  onChange: (tt: 'total' | 'home' | 'away') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.switch}>
      {(['total', 'home', 'away'] as const).map((tt) => (
        <button key={tt} type="button" aria-pressed={value === tt} onClick={() => onChange(tt)}>
          {t(`statistics.table.${tt}`)}
        </button>
      ))}
    </div>
  );
}

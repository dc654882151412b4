import type { TableType } from '@fairline/shared/wire/statistics';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { TableTypes } from './game-stats-page';
import { GameList, Loaded, Section, StandingsTable } from './parts';
import styles from './statistics.module.css';
import { seasonGamesQuery, stageTableQuery } from './statistics-api';

const tableType = (value: string | null): TableType => (value === 'home' || value === 'away' ? value : 'total');

/** `stage/{sportId}/{stageId}?tt=`: the standings, every game or home or away games only. */
export function StagePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { champId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tt = tableType(params.get('tt'));
  const table = useQuery(stageTableQuery(Number(champId), tt, lang));
  return (
    <Loaded query={table}>
      {(data) => (
        <article className={styles.page} data-testid="statistics-stage">
          <header className={styles.head}>
            <h1 className={styles.title}>{data.champ.name}</h1>
            <span className={styles.muted}>{t('statistics.season', { value: data.season })}</span>
          </header>
          <Section title={t('statistics.standings')}>
            <TableTypes value={tt} onChange={(next) => setParams({ tt: next }, { replace: true })} />
            <StandingsTable table={data} />
          </Section>
        </article>
      )}
    </Loaded>
  );
}

/**
 * `tournament/{sportId}/{tournamentId}/{seasonId?}` and `cyber/{sportId}/{tournId}/{seasonId?}`: the
 * season's standings, results and fixtures.
 */
export function TournamentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { champId = '', seasonId, cyberSport } = useParams();
  const season = seasonId === undefined ? undefined : Number(seasonId);
  // A cyber page shows a championship of its own sport only.
  const games = useQuery(seasonGamesQuery(Number(champId), lang, season, cyberSport ? Number(cyberSport) : undefined));
  const table = useQuery(stageTableQuery(Number(champId), 'total', lang, season));
  return (
    <Loaded query={games}>
      {(data) => (
        <article className={styles.page} data-testid="statistics-tournament">
          <header className={styles.head}>
            <h1 className={styles.title}>{data.champ.name}</h1>
            <span className={styles.muted}>{t('statistics.season', { value: data.season })}</span>
          </header>
          <div className={styles.grid}>
            <Section title={t('statistics.standings')}>
              <Loaded query={table}>{(tab) => <StandingsTable table={tab} />}</Loaded>
            </Section>
            {data.fixtures.length > 0 && (
              <Section title={t('statistics.fixtures')}>
                <GameList games={data.fixtures} />
              </Section>
            )}
            <Section title={t('statistics.results')}>
              <GameList games={data.results} />
            </Section>
          </div>
        </article>
      )}
    </Loaded>
  );
}

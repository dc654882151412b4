import { statisticsPath } from '@fairline/shared/routing/statistics-paths';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { PlayerRow } from './lineups-panel';
import { FormBadges, GameList, Loaded, Section } from './parts';
import styles from './statistics.module.css';
import { lastGamesQuery, squadQuery } from './statistics-api';

/** `team/{sportId}/{teamId}`: form, last and next games, the squad. */
export function TeamPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { teamId = '' } = useParams();
  const games = useQuery(lastGamesQuery(Number(teamId), lang, 15));
  const squad = useQuery(squadQuery(Number(teamId), lang));
  return (
    <Loaded query={games}>
      {(data) => (
        <article className={styles.page} data-testid="statistics-team">
          <header className={styles.head}>
            <Link
              className={styles.champ}
              to={statisticsPath(lang, {
                kind: 'tournament',
                sportId: data.team.sport_id,
                tournamentId: data.team.champ_id,
              })}
            >
              {data.team.country}
            </Link>
            <h1 className={styles.title} dir="auto">
              {data.team.name}
            </h1>
            <FormBadges form={data.form} label={t('statistics.form')} />
          </header>
          <div className={styles.grid}>
            <Section title={t('statistics.lastGames')}>
              <GameList games={data.games} result />
            </Section>
            <Section title={t('statistics.nextGames')}>
              <GameList games={data.next} />
            </Section>
            <Loaded query={squad}>
              {(s) =>
                s.players.length > 0 && (
                  <Section title={t('statistics.squad')}>
                    <ul className={styles.players}>
                      {s.players.map((p) => (
                        <PlayerRow key={p.id} player={p} sportId={data.team.sport_id} />
                      ))}
                    </ul>
                  </Section>
                )
              }
            </Loaded>
          </div>
        </article>
      )}
    </Loaded>
  );
}

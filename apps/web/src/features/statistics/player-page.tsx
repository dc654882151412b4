import { statisticsPath } from '@fairline/shared/routing/statistics-paths';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { Loaded, Section } from './parts';
import people from './people.module.css';
import styles from './statistics.module.css';
import { playerQuery } from './statistics-api';

/** `player/{sportId}/{playerId}`: who the player is and the current season's numbers. */
export function PlayerPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { playerId = '' } = useParams();
  const player = useQuery(playerQuery(Number(playerId), lang));
  return (
    <Loaded query={player}>
      {(p) => {
        const facts: [string, ReactNode][] = [
          [t('statistics.number'), p.number],
          [t('statistics.position'), p.position],
          [t('statistics.age'), p.age],
          [
            t('statistics.team'),
            <Link key="team" to={statisticsPath(lang, { kind: 'team', sportId: p.sport_id, teamId: p.team.id })}>
              {p.team.name}
            </Link>,
          ],
          [t('statistics.country'), p.country],
        ];
        const season: [string, number | null][] = [
          [t('statistics.teamGames'), p.season.team_games],
          [t('statistics.starts'), p.season.starts],
          [t('statistics.goals'), p.season.goals],
        ];
        return (
          <article className={styles.page} data-testid="statistics-player">
            <header className={styles.head}>
              <h1 className={styles.title} dir="auto">
                {p.name}
              </h1>
            </header>
            <div className={styles.grid}>
              <Section title={t('statistics.title')}>
                <dl className={people.facts}>
                  {facts.map(([k, v]) => (
                    <div key={k}>
                      <dt>{k}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                </dl>
              </Section>
              <Section title={t('statistics.results')}>
                <dl className={people.facts}>
                  {season
                    .filter(([, v]) => v !== null)
                    .map(([k, v]) => (
                      <div key={k}>
                        <dt>{k}</dt>
                        <dd>{v}</dd>
                      </div>
                    ))}
                </dl>
              </Section>
            </div>
          </article>
        );
      }}
    </Loaded>
  );
}

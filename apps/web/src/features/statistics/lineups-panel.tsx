import { statisticsPath } from '@fairline/shared/routing/statistics-paths';
import type { LineUps, Player } from '@fairline/shared/wire/statistics';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { Loaded, Section } from './parts';
import people from './people.module.css';
import styles from './statistics.module.css';
import { lineUpsQuery, stadiumQuery } from './statistics-api';

/** A player as a row: shirt number, name (to the player's page), position. */
export function PlayerRow({ player, sportId }: { player: Player; sportId: number }) {
  const lang = useLang();
  return (
    <li className={people.player}>
      <b className={people.shirt}>{player.number}</b>
      <Link to={statisticsPath(lang, { kind: 'player', sportId, playerId: player.id })} dir="auto">
        {player.name}
      </Link>
      <span className={styles.muted}>{player.position}</span>
    </li>
  );
}

/** The line-ups tab: both sides' starters and substitutes, and the venue. */
export function LineUpsPanel({ gameId, sportId }: { gameId: number; sportId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const lineUps = useQuery(lineUpsQuery(gameId, lang));
  const stadium = useQuery(stadiumQuery(gameId, lang));
  return (
    <div className={styles.grid}>
      <Loaded query={lineUps}>
        {(data) =>
          data.available ? (
            <div className={styles.pair} data-testid="statistics-lineups">
              <Side side={data.home} sportId={sportId} />
              <Side side={data.away} sportId={sportId} />
            </div>
          ) : (
            <p className={styles.muted}>{t('statistics.noLineups')}</p>
          )
        }
      </Loaded>
      <Section title={t('statistics.venue')}>
        <Loaded query={stadium}>
          {(venue) => (
            <p>
              <b>{venue.name}</b> · {venue.city}, {venue.country}
              {venue.capacity !== null && (
                <> · {t('statistics.capacity', { value: venue.capacity.toLocaleString(lang) })}</>
              )}
            </p>
          )}
        </Loaded>
      </Section>
    </div>
  );
}

function Side({ side, sportId }: { side: LineUps['home']; sportId: number }) {
  const { t } = useTranslation();
  if (!side) return null;
  return (
    <Section title={side.team.name}>
      {side.formation && <p className={styles.muted}>{t('statistics.formation', { value: side.formation })}</p>}
      <h3 className={styles.sub}>{t('statistics.starting')}</h3>
      <ul className={styles.players}>
        {side.starting.map((p) => (
          <PlayerRow key={p.id} player={p} sportId={sportId} />
        ))}
      </ul>
      {side.bench.length > 0 && (
        <>
          <h3 className={styles.sub}>{t('statistics.bench')}</h3>
          <ul className={styles.players}>
            {side.bench.map((p) => (
              <PlayerRow key={p.id} player={p} sportId={sportId} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

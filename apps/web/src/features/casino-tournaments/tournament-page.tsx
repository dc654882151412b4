import { paidPlaces } from '@fairline/shared/casino/tournament-rules';
import type { TournamentAnswer } from '@fairline/shared/wire/casino-tournaments';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { useSession } from '../auth';
import { usePageTitle } from '../config';
import { useBalance } from '../wallet';
import { Leaderboard, MyPlace } from './tournament-board';
import { TournamentClock } from './tournament-clock';
import { prizeText } from './tournament-format';
import styles from './tournaments.module.css';
import { fetchTournament, tournamentKeys } from './tournaments-api';
import { useTournamentBoard } from './use-tournament-board';

/** `/tournaments/:tournamentId`: rules, countdown, prizes, the live leaderboard, the player's place, the games. */
export function TournamentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAuth } = useSession();
  const id = Number(useParams().tournamentId);
  const key = tournamentKeys.one(id, lang, isAuth);
  const query = useQuery({ queryKey: key, queryFn: () => fetchTournament(id, lang) });
  const live = useTournamentBoard(id, key);
  usePageTitle(query.data?.tournament.name ?? t('tour.title'));
  const data = query.data;

  return (
    <section className={styles.page} aria-labelledby="tour-page-title" data-testid="tournament-page">
      <Link to={`/${lang}/tournaments`} className={styles.more}>
        {t('tour.back')}
      </Link>
      {!data ? (
        query.isError ? (
          <p className={styles.failure} role="alert">
            {t('tour.notFound')}
          </p>
        ) : (
          <Skeleton rows={3} rowHeight={120} />
        )
      ) : (
        <TournamentView data={data} board={live ?? data.board} />
      )}
    </section>
  );
}

function TournamentView({ data, board }: { data: TournamentAnswer['data']; board: TournamentAnswer['data']['board'] }) {
  const { t } = useTranslation();
  const { tournament: x, games } = data;
  return (
    <>
      <h1 id="tour-page-title" className={styles.title}>
        {x.name}
      </h1>
      <TournamentClock tournament={x} serverNow={data.now} />
      <div className={styles.layout}>
        <div className={styles.group}>
          <MyPlace tournament={x} me={data.me} players={board.players} />
          <Leaderboard tournament={x} board={board} me={data.me} />
        </div>
        <div className={styles.group}>
          <Prizes data={data} />
          <section className={styles.panel} aria-labelledby="tour-rules">
            <h2 id="tour-rules" className={styles.heading}>
              {t('tour.rules')}
            </h2>
            <ul className={styles.list}>
              {x.rule === 'wager' ? (
                <li>{t('tour.rule.wager', { points: x.points_per_unit })}</li>
              ) : (
                <li>{t('tour.rule.multiplier', { stake: x.min_stake_usd.toFixed(2) })}</li>
              )}
              <li>{t('tour.rule.minRounds', { count: x.min_rounds })}</li>
              <li>{t('tour.rule.demo')}</li>
              <li>{t('tour.rule.rollback')}</li>
              <li>{t('tour.rule.tie')}</li>
              <li>{t('tour.rule.payout')}</li>
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="tour-games">
            <h2 id="tour-games" className={styles.heading}>
              {t('tour.games')}
            </h2>
            <GameLinks games={games} />
          </section>
        </div>
      </div>
    </>
  );
}

function Prizes({ data }: { data: TournamentAnswer['data'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { active } = useBalance();
  const currencyId = active?.currencyId ?? 10;
  const places = Array.from({ length: Math.min(paidPlaces(data.tournament.prizes), 10) }, (_, i) => i + 1);
  return (
    <section className={styles.panel} aria-labelledby="tour-prizes">
      <h2 id="tour-prizes" className={styles.heading}>
        {t('tour.prizes')}
      </h2>
      <table className={styles.table}>
        <tbody>
          {places.map((place) => (
            <tr key={place}>
              <td>{t('tour.placeN', { place })}</td>
              <td className={styles.num}>{prizeText(data.tournament.prizes, place, currencyId, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function GameLinks({ games }: { games: TournamentAnswer['data']['games'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (games.length === 0) return <p className={styles.muted}>{t('tour.noGames')}</p>;
  return (
    <ul className={styles.games}>
      {games.map((g) => (
        <li key={g.id}>
          <Link
            className={styles.game}
            to={`/${lang}${g.category === 'slots' ? '/slots' : '/casino/game'}/${g.slug}`}
            data-testid="tournament-game"
          >
            {g.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

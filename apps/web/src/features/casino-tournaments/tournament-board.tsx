import type { TournamentAnswer, TournamentSummary } from '@fairline/shared/wire/casino-tournaments';
import { cx } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyText, scoreText } from './tournament-format';
import styles from './tournaments.module.css';

type Data = TournamentAnswer['data'];

/** The leaderboard's head, live; the player's own row is marked. */
export function Leaderboard({
  tournament: x,
  board,
  me,
}: {
  tournament: TournamentSummary;
  board: Data['board'];
  me: Data['me'];
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="tour-board">
      <h2 id="tour-board" className={styles.heading}>
        {t(board.final ? 'tour.board.final' : 'tour.board')}
      </h2>
      {board.top.length === 0 ? (
        <p className={styles.muted}>{t('tour.board.empty')}</p>
      ) : (
        <table className={styles.table} data-testid="tournament-board">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('tour.player')}</th>
              <th scope="col" className={styles.num}>
                {t('tour.score')}
              </th>
              <th scope="col" className={styles.num}>
                {t('tour.rounds')}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.top.map((row) => {
              const mine = me !== null && row.player === me.player;
              return (
                <tr
                  key={row.player}
                  className={cx(mine && styles.mine)}
                  data-testid={mine ? 'tournament-my-row' : undefined}
                >
                  <td>{row.place}</td>
                  <td>{mine ? t('tour.you') : row.player}</td>
                  <td className={styles.num}>{scoreText(x.rule, row.score, t)}</td>
                  <td className={styles.num}>{row.rounds}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** "Your place": the player's place and score even outside the head, and their prize once finished. */
export function MyPlace({
  tournament: x,
  me,
  players,
}: {
  tournament: TournamentSummary;
  me: Data['me'];
  players: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  let text: string;
  if (me === null) text = t('tour.me.guest');
  else if (me.place !== null) text = t('tour.me.place', { place: me.place, players: Math.max(players, me.place) });
  else if (me.rounds > 0) text = t('tour.me.notPlaced', { count: Math.max(0, x.min_rounds - me.rounds) });
  else text = t('tour.me.none');
  return (
    <section className={styles.panel} aria-labelledby="tour-me" data-testid="tournament-me">
      <h2 id="tour-me" className={styles.heading}>
        {t('tour.me.title')}
      </h2>
      <p className={styles.me}>{text}</p>
      {me !== null && me.rounds > 0 && (
        <p className={styles.muted}>
          {t('tour.me.score', { score: scoreText(x.rule, me.score, t), rounds: me.rounds })}
        </p>
      )}
      {me?.prize && (
        <p className={styles.muted}>
          {t(`tour.me.prize.${me.prize.status}`, { amount: moneyText(me.prize.amount, me.prize.currency_id, lang) })}
        </p>
      )}
    </section>
  );
}

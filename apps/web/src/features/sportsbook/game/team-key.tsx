import { useTranslation } from '../../../lib/i18n';
import type { GameDetails } from '../../feed';
import styles from './game-page.module.css';

/**
 * Names the teams once above the markets, as "1" and "2": the labels below say "1", "H1 (−2.5)" or
 * "1X" instead of repeating a team name that would push the line out of a phone-width button.
 */
export function TeamKey({ game }: { game: Pick<GameDetails, 'O1' | 'O2'> }) {
  const { t } = useTranslation();
  if (!game.O1 || !game.O2) return null;
  return (
    <dl className={styles.teamKey} aria-label={t('sb.game.teamKey')}>
      {[game.O1, game.O2].map((name, i) => (
        <div key={name} className={styles.teamKeyItem}>
          <dt className={styles.teamKeyNo}>{i + 1}</dt>
          <dd className={styles.teamKeyName} dir="auto" title={name}>
            {name}
          </dd>
        </div>
      ))}
    </dl>
  );
}

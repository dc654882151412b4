import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import styles from './casino.module.css';
import { recentQuery } from './casino-api';
import { GameTile } from './game-tile';
import { gamePath } from './lobby-filter';
import { useLobby } from './use-lobby';

/** The player's recently played games in a row that scrolls sideways; nothing for a guest or before a first game. */
export function RecentStrip() {
  const { t } = useTranslation();
  const isUser = useAccountSession((s) => s.status === 'user');
  const recent = useQuery(recentQuery(isUser));
  const { games, providerNames, lang } = useLobby();
  if (!isUser || !recent.data || recent.data.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="casino-recent" data-testid="casino-recent">
      <h2 id="casino-recent" className={styles.heading}>
        {t('casino.recent')}
      </h2>
      <ul className={styles.stripRow}>
        {recent.data.map((g) => (
          <li key={g.id}>
            <GameTile game={g} href={gamePath(lang, g, games)} providerName={providerNames[g.provider] ?? g.provider} />
          </li>
        ))}
      </ul>
    </section>
  );
}

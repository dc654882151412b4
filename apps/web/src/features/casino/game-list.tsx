import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import styles from './casino-tile.module.css';
import { GameTile } from './game-tile';
import { gamePath } from './lobby-filter';
import { useLobby } from './use-lobby';

/** A short list of games (favourites, recently played) as tiles; the lobby's long list is windowed instead. */
export function GameList({ games, testId }: { games: readonly LobbyGame[]; testId: string }) {
  const { games: all, providerNames, lang } = useLobby();
  return (
    <ul className={styles.tiles} data-testid={testId}>
      {games.map((g) => (
        <li key={g.id}>
          <GameTile game={g} href={gamePath(lang, g, all)} providerName={providerNames[g.provider] ?? g.provider} />
        </li>
      ))}
    </ul>
  );
}

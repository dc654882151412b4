// The tracker alone, without the match centre's tabs: multi-live's panels (ADR 0059) show it small,
// for the sports the engine plays event by event. Loaded lazily like the match centre.
import type { FeedGamePage } from '@fairline/shared/wire/feed';
import { useHydrated } from '../../components/ui';
import styles from './match-tracker.module.css';
import { trackerSportOf } from './tracker-state';
import { TrackerView } from './tracker-view';

export interface TrackerOnlyProps {
  game: FeedGamePage;
  minute?: string;
}

export default function TrackerOnly({ game, minute }: TrackerOnlyProps) {
  const sport = trackerSportOf(game.SI);
  // Its strings are not among the first screen's dictionary units: it shows once the page runs in the browser.
  const hydrated = useHydrated();
  if (!hydrated || !sport) return null;
  return (
    <div className={styles.bare}>
      <TrackerView game={game} sport={sport} minute={minute} />
    </div>
  );
}

import { useSite } from '../../config';
import { BetSlip, QuickSlip } from '../../coupon';
import { ScoreAnnouncer } from '../live/live-notices';
import { ExpressDaySection } from './express-day-section';
import styles from './home-events.module.css';
import { homeFeedOrder } from './home-order';
import { TopGamesSection } from './top-games-section';

/**
 * The site home's events, as 1xBet's and bet365's landing pages open: top live and top matches
 * with their prices and the expresses of the day, with the bet slip beside them on wide screens and
 * the quick slip over them on a phone, so a tap on a price is a bet a step away.
 */
export function HomeEvents() {
  const [firstFeed, secondFeed] = homeFeedOrder(useSite().settings.betting.isLiveDashboardFirst);
  return (
    <div className={styles.events}>
      <div className={styles.lists}>
        <TopGamesSection feed={firstFeed} variant="home" />
        <TopGamesSection feed={secondFeed} variant="home" />
        <ExpressDaySection />
      </div>
      <aside className={styles.slip}>
        <BetSlip />
      </aside>
      <QuickSlip />
      <ScoreAnnouncer />
    </div>
  );
}

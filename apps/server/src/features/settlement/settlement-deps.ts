import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import type { OddsProvider } from '../../trading/provider';

export interface SettlementDeps {
  database: Database;
  /** Results come from `engine.resultsBetween(watermark, clock.now())`. */
  engine: Pick<OddsProvider, 'resultsBetween'>;
  clock: { now(): number };
  /** Bet and balance changes are published on `user:<id>` when given. */
  pubsub?: PubSub;
  /** Tick period in ms (5000); 0 leaves ticking to `tick()`. */
  tickMs?: number;
  /** Whether the timer's ticks run here now: on the leader of several instances only (ADR 0020); default always. */
  isLeader?: () => boolean;
  /** Decided bets read per query while a tick settles (500); a tick reads pages until none is left. */
  settlePage?: number;
  /** Where a first run starts reading results: this long before now (7 days). */
  initialLookbackMs?: number;
  /** Wall time of bookings; injectable for tests. */
  now?: () => Date;
  /** Failures of a background tick (the timer keeps going). */
  onError?: (err: unknown) => void;
}

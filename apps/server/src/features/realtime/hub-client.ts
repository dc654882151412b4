import type { ClientContext, HubSocket } from './hub-types';
import type { PendingChanges } from './pending-changes';

/** One connection as the hub tracks it. */
export interface Client {
  socket: HubSocket;
  context: ClientContext;
  /** Which of the fan-out's cohorts it is flushed with. */
  cohort: number;
  /** Which tick of the heartbeat pings it (the interval is cut into ticks, see ws-hub.ts). */
  heartbeatShare: number;
  topics: Set<string>;
  /**
   * Null while the client takes the shared frames. Set when it misses one (full buffer, snapshot
   * on its way, a topic joined mid-window): its changes then merge here until it catches up.
   */
  backlog: PendingChanges | null;
  snapshotsInFlight: number;
  /** When the current run of skips (buffer over the soft limit) began. */
  skippingSince: number | null;
  lastSeenAt: number;
}

/** One pub/sub topic as the hub holds it while any local client wants it. */
export interface TopicEntry {
  clients: Set<Client>;
  /** The subset of `clients` with a backlog: they get each change as it arrives. */
  lagging: Set<Client>;
  /** Changes not yet flushed, one map per cohort, each merged once for all its in-sync clients. */
  pending: PendingChanges[];
  unsubscribe: () => void;
}

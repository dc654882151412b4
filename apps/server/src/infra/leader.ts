// Leader election for the background jobs that must run once across server instances (ADR 0020):
// settlement, the auto-bet watcher, the VIP request sweep. The leader is the process holding a
// PostgreSQL session-level advisory lock on a connection of its own. The lock lives exactly as long
// as that session, so a leader that dies or loses its connection lets go at once, and a follower
// takes it on its next try. Every such job is idempotent (each claims its rows), so the moment two
// processes may overlap around a takeover costs work, never money. PGlite is one process owning its
// data dir: that process leads.
import { Gauge, type Registry } from 'prom-client';
import type { Database, DatabaseSession } from './db';
import { startTicker } from './ticker';

/** The advisory lock of leadership (the migrations' lock is another key). */
export const LEADER_LOCK_KEY = 72_7274_2020;
/** How often a follower tries to take the lock and the leader checks its session is alive. */
export const LEADER_RETRY_MS = 2_000;

export interface Leadership {
  /** True while this process runs the once-only jobs. */
  isLeader(): boolean;
  /** Stops trying and lets go of the lock (call after the jobs stopped). */
  stop(): Promise<void>;
}

export interface LeaderOptions {
  retryMs?: number;
  /** Told every change of this process's role. */
  onChange?: (isLeader: boolean) => void;
  /** A failed try or a lost session (the next try goes on). */
  onError?: (error: unknown) => void;
}

/** Joins the election: tries once before resolving (a lone instance leads from the start), then every `retryMs`. */
export async function startLeaderElection(database: Database, opts: LeaderOptions = {}): Promise<Leadership> {
  if (database.kind === 'pglite') return { isLeader: () => true, stop: async () => {} };
  const onError = opts.onError ?? (() => {});
  let session: DatabaseSession | null = null;
  let leader = false;
  const setLeader = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    opts.onChange?.(value);
  };
  const drop = async (current: DatabaseSession) => {
    if (session !== current) return;
    session = null;
    setLeader(false);
    await current.close();
  };

  const attempt = async () => {
    const current = session ?? (await openSession(database, drop, onError));
    session = current;
    try {
      // The leader's round trip proves its session, and so the lock, is still there.
      if (leader) await current.query('select 1');
      else {
        const [row] = await current.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          LEADER_LOCK_KEY,
        ]);
        if (row?.locked && session === current) setLeader(true);
      }
    } catch (error) {
      await drop(current);
      throw error;
    }
  };

  await attempt().catch(onError);
  const ticker = startTicker(attempt, opts.retryMs ?? LEADER_RETRY_MS, onError);
  return {
    isLeader: () => leader,
    async stop() {
      await ticker.stop();
      // Closing the session releases the lock; a follower takes it on its next try.
      if (session) await drop(session);
    },
  };
}

async function openSession(
  database: Database,
  drop: (session: DatabaseSession) => Promise<void>,
  onError: (error: unknown) => void,
): Promise<DatabaseSession> {
  const session = await database.openSession();
  if (!session) throw new Error('this database has no sessions of its own');
  session.onLost((error) => {
    onError(error);
    void drop(session);
  });
  return session;
}

/** `jobs_leader` on /metrics: 1 on the instance that runs the once-only jobs, 0 on the others. */
export function registerLeaderMetric(registry: Registry, leadership: Pick<Leadership, 'isLeader'>): void {
  new Gauge({
    name: 'jobs_leader',
    help: 'Whether this instance runs the jobs that must run once (settlement, auto bets, VIP expiry)',
    registers: [registry],
    collect() {
      this.set(leadership.isLeader() ? 1 : 0);
    },
  });
}

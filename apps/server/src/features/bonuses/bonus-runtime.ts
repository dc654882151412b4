import type { Database } from '../../infra/db';

type Query = Pick<Database, 'query'>;

/** What the bonus engine needs beside the database: its clock and where failures after the fact go. */
export interface BonusRuntime {
  now: () => Date;
  /** A bonus step that failed after the money action it follows committed (logged, never thrown). */
  onError: (err: unknown) => void;
}

// Payments and settlement call the engine holding only the database; the plugin registers the clock
// per database, as the inbox and player protection do. A database the plugin never saw reads the wall
// clock and drops errors.
const runtimes = new WeakMap<Query, BonusRuntime>();

/** Makes `runtime` the bonus engine's clock and error sink for `database` (the plugin does it once). */
export function bindBonuses(database: Query, runtime: BonusRuntime): void {
  runtimes.set(database, runtime);
}

/** The runtime registered for `database`, or the wall clock. */
export function bonusRuntime(database: Query): BonusRuntime {
  return runtimes.get(database) ?? { now: () => new Date(), onError: () => {} };
}

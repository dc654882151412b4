import type { Database } from '../../infra/db';

type Query = Pick<Database, 'query'>;

/** What the points need beside the database: a clock and where failures after the fact go. */
export interface PointsRuntime {
  now: () => Date;
  /** A points step that failed after the settlement it follows committed (logged, never thrown). */
  onError: (err: unknown) => void;
}

// Settlement calls the points holding only the database; the plugin registers the clock per database,
// as the bonus engine does. A database the plugin never saw reads the wall clock and drops errors.
const runtimes = new WeakMap<Query, PointsRuntime>();

/** Makes `runtime` the points' clock and error sink for `database` (the plugin does it once). */
export function bindPoints(database: Query, runtime: PointsRuntime): void {
  runtimes.set(database, runtime);
}

/** The runtime registered for `database`, or the wall clock. */
export function pointsRuntime(database: Query): PointsRuntime {
  return runtimes.get(database) ?? { now: () => new Date(), onError: () => {} };
}

import type { Database } from '../../infra/db';

// Player protection reads one clock for every rule, whichever feature asks: the app's simulated clock
// (bets are stamped with it, and tests and browser tests move it), registered by the plugin per
// database as the session cache is. A database the plugin never saw reads the wall clock.
const clocks = new WeakMap<Pick<Database, 'query'>, () => Date>();

/** Makes `now` the protection clock of `database` (the plugin does it once). */
export function useRgClock(database: Pick<Database, 'query'>, now: () => Date): void {
  clocks.set(database, now);
}

/** The protection clock's time for `database`. */
export function rgNow(database: Pick<Database, 'query'>): Date {
  return clocks.get(database)?.() ?? new Date();
}

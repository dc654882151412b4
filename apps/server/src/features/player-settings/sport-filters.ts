// The sports each player disallowed, kept in memory for the feeds and the socket: a feed request of
// a player with disallowed sports asks here on every call, so the database is read once per player
// and TTL. A change made on this instance applies at once; another instance's within the TTL.
import type { Database } from '../../infra/db';
import { type DisallowedSports, readDisallowedSports } from './player-settings.repository';

/** The feeds a player may hide sports from. */
export type FilterFeed = 'line' | 'live';

export interface SportFilter {
  line: ReadonlySet<number>;
  live: ReadonlySet<number>;
}

const TTL_MS = 30_000;
const MAX_PLAYERS = 20_000;
const EMPTY: SportFilter = { line: new Set(), live: new Set() };

export const toFilter = (sports: DisallowedSports): SportFilter =>
  sports.line.length === 0 && sports.live.length === 0
    ? EMPTY
    : { line: new Set(sports.line), live: new Set(sports.live) };

/** Whether the player hides any sport in any feed. */
export const hasDisallowed = (filter: SportFilter) => filter.line.size > 0 || filter.live.size > 0;

export class SportFilters {
  private readonly cache = new Map<number, { filter: SportFilter; at: number }>();
  private readonly loading = new Map<number, Promise<SportFilter>>();

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The player's filter, from memory while fresh. */
  async of(userId: number): Promise<SportFilter> {
    const hit = this.cache.get(userId);
    if (hit && this.now() - hit.at < TTL_MS) return hit.filter;
    return this.load(userId);
  }

  /**
   * The filter without waiting (the socket decides subscriptions synchronously): the last one read,
   * refreshed in the background once stale; undefined when the player was never read.
   */
  peek(userId: number): SportFilter | undefined {
    const hit = this.cache.get(userId);
    if (hit && this.now() - hit.at >= TTL_MS) void this.load(userId).catch(() => {});
    return hit?.filter;
  }

  /** Records a change made here, so this instance's feeds and sockets follow it at once. */
  remember(userId: number, sports: DisallowedSports): SportFilter {
    const filter = toFilter(sports);
    this.put(userId, filter);
    return filter;
  }

  private load(userId: number): Promise<SportFilter> {
    const pending = this.loading.get(userId);
    if (pending) return pending;
    const loaded = readDisallowedSports(this.database, userId)
      .then((sports) => {
        const filter = toFilter(sports);
        this.put(userId, filter);
        return filter;
      })
      .finally(() => this.loading.delete(userId));
    this.loading.set(userId, loaded);
    return loaded;
  }

  private put(userId: number, filter: SportFilter) {
    this.cache.delete(userId);
    this.cache.set(userId, { filter, at: this.now() });
    // Oldest first: a Map keeps insertion order, and a refreshed entry moves to the end.
    if (this.cache.size > MAX_PLAYERS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}

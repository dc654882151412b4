// Version counters of the data behind the answers. An answer remembers the versions of what it
// was built from (its dependencies) and is rebuilt only when one of them moved.

export type FeedName = 'line' | 'live';

/** Dependency keys: a whole feed, one sport of a feed, one game (by line or live id), the results. */
export const dep = {
  feed: (feed: FeedName) => `f:${feed}`,
  sport: (feed: FeedName, sportId: number) => `s:${feed}:${sportId}`,
  game: (gameId: number) => `g:${gameId}`,
  results: 'r',
  /** Results of one championship. */
  champResults: (champId: number) => `r:${champId}`,
} as const;

/** The dependencies of a list answer: the sports it shows, or the whole feed. */
export function listDeps(feed: FeedName, sports: readonly number[]): string[] {
  return sports.length > 0 ? sports.map((s) => dep.sport(feed, s)) : [dep.feed(feed)];
}

export class FeedVersions {
  private readonly counters = new Map<string, number>();
  /** Moves whenever any counter does, so an answer checked in this epoch needs no second look. */
  epoch = 0;

  bump(key: string): void {
    this.counters.set(key, (this.counters.get(key) ?? 0) + 1);
  }

  bumpSport(feed: FeedName, sportId: number): void {
    this.bump(dep.sport(feed, sportId));
    this.bump(dep.feed(feed));
  }

  /** Closes a round of bumps. */
  advance(): void {
    this.epoch++;
  }

  stamp(deps: readonly string[]): string {
    let out = '';
    for (const key of deps) out += `${this.counters.get(key) ?? 0}.`;
    return out;
  }
}

/** When the live feed last said anything; the "data is N s old" warning is computed from it. */
export interface FeedFreshness {
  lastMessageAt(): number | null;
  mark(at: number): void;
}

export function createFeedFreshness(): FeedFreshness {
  let last: number | null = null;
  return {
    lastMessageAt: () => last,
    mark: (at) => {
      last = at;
    },
  };
}

/** The app's one feed clock, marked by the live socket. */
export const feedFreshness = createFeedFreshness();

/** Whole seconds since the last message once that passes `thresholdMs`; null while fresh or unknown. */
export function staleSeconds(lastMessageAt: number | null, now: number, thresholdMs: number): number | null {
  if (lastMessageAt === null) return null;
  const age = now - lastMessageAt;
  return age >= thresholdMs ? Math.floor(age / 1000) : null;
}

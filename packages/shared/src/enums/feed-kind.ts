// The two betting feeds, by the codes the wire uses.

export const FeedKind = { Live: 1, Line: 3 } as const;
export type FeedKind = (typeof FeedKind)[keyof typeof FeedKind];

/** The feed's name as it appears in routes and service paths. */
export function feedKindName(kind: FeedKind): 'live' | 'line' {
  return kind === FeedKind.Live ? 'live' : 'line';
}

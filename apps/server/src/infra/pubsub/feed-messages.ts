/**
 * Deltas published on `feed:*` topics. Each carries absolute new values (never increments), so
 * a newer message for the same thing replaces an older one and a repeated one does no harm.
 */

/** An outcome in the wire format (`domain/wire-format.md`): type, group, line, odds, blocked. */
export interface OddsEntry {
  T: number;
  G: number;
  P?: number;
  C: number;
  B?: boolean;
}

export type FeedMessage =
  /** Odds or blocking of some outcomes of one game. */
  | { t: 'odds'; gameId: number; e: OddsEntry[] }
  /** The whole live score block (`SC`) of a game: score, clock, statistics. Replaces the previous. */
  | { t: 'score'; gameId: number; sc: Record<string, unknown> }
  | { t: 'status'; gameId: number; status: string | number }
  /** A game entered a feed; `game` is the game in the wire format (`I` is its id). */
  | { t: 'game+'; game: { I: number } & Record<string, unknown> }
  | { t: 'game-'; gameId: number };

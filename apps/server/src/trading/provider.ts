// What the feed and settlement need from an odds provider; our engine implements it, a real
// provider could later.
import type { Championship, Country, GameInfo, GameMarkets, GameResult, Outcome, Sport, Team } from './types';

export interface GameFilter {
  /** 'line' (not started, published), 'live' (started, not yet settled) or both. */
  kind?: 'line' | 'live' | 'all';
  sportIds?: readonly number[];
  champIds?: readonly number[];
  countryIds?: readonly number[];
  teamIds?: readonly number[];
  /** Line horizon from now in ms (the feeds' `tf`); 7 days by default. */
  windowMs?: number;
}

export type ChangeReason = 'status' | 'score' | 'incident' | 'suspension' | 'odds';

export interface GameChange {
  /** Current wire id (line or live). */
  gameId: number;
  constId: number;
  reasons: ChangeReason[];
}

export interface OddsProvider {
  sports(): readonly Sport[];
  countries(): readonly Country[];
  championships(): readonly Championship[];
  teams(): readonly Team[];
  listGames(now?: number, filter?: GameFilter): GameInfo[];
  getGame(id: number, now?: number): GameInfo | undefined;
  getGameMarkets(id: number, now?: number): GameMarkets | undefined;
  /** The current offer of one outcome (coupon checks); undefined when it is not offered. */
  quote(id: number, pick: { T: number; G: number; P?: number }, now?: number): Outcome | undefined;
  /** Results that became final in (t0, t1]. */
  resultsBetween(t0: number, t1: number): GameResult[];
  /** Games whose state changed in (t0, t1]. */
  changesBetween(t0: number, t1: number): GameChange[];
}

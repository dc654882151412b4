// What happened in a game between two moments, read from the engine's own view of it at each moment
// (the score block the feed and the tracker show): kick-off, goals, red cards, period ends and the
// final whistle. The counters only grow, so comparing two moments misses nothing, whatever the gap.
import { eventsOfSportFamily, type MatchSubscriptionEvent } from '@fairline/shared/wire/match-subscriptions';
import { SPORT } from '../../trading/catalog/sports';
import type { GameInfo, SportFamily } from '../../trading/types';

/** A game at a moment, reduced to the counters the notices follow. */
export interface GameMoment {
  stage: 'line' | 'live' | 'over';
  s1: number;
  s2: number;
  reds: number;
  /** Periods (halves, quarters, sets) whose end has passed. */
  ended: number;
}

const RED_CARDS = 71;

/** The counters of a game as the engine shows it at one moment (undefined: not a game any more). */
export function momentOf(game: GameInfo | undefined): GameMoment | undefined {
  if (!game || game.phase === 'cancelled') return undefined;
  const sc = game.SC;
  if (game.phase === 'line' || !sc) return { stage: 'line', s1: 0, s2: 0, reds: 0, ended: 0 };
  // After the last whistle the game stays live with bets stopped (status 3) until it settles.
  const over = game.phase === 'finished' || game.status === 3;
  const red = sc.ST[0]?.Value.find((s) => s.ID === RED_CARDS);
  const started = sc.PS.length;
  return {
    stage: over ? 'over' : 'live',
    s1: sc.FS.S1,
    s2: sc.FS.S2,
    reds: (red?.S1 ?? 0) + (red?.S2 ?? 0),
    ended: over || sc.BR !== 0 ? started : Math.max(0, started - 1),
  };
}

/** One thing that happened: its kind and, for a period end, which period. */
export interface MatchHappening {
  kind: MatchSubscriptionEvent;
  period?: number;
}

/**
 * What happened between `before` and `after`, in the order it happened. Several goals in one step (a
 * clock jump) are one notice with the latest score; the last period's end is told as the result.
 */
export function happeningsBetween(before: GameMoment, after: GameMoment): MatchHappening[] {
  const out: MatchHappening[] = [];
  if (before.stage === 'line' && after.stage !== 'line') out.push({ kind: 'start' });
  if (after.s1 + after.s2 > before.s1 + before.s2) out.push({ kind: 'goal' });
  if (after.reds > before.reds) out.push({ kind: 'red_card' });
  if (after.stage !== 'over' && after.ended > before.ended) out.push({ kind: 'period_end', period: after.ended });
  if (before.stage !== 'over' && after.stage === 'over') out.push({ kind: 'result' });
  return out;
}

/** The events a sport's games can tell (the chooser offers these). */
export function eventsOfSport(sportId: number, family: SportFamily): MatchSubscriptionEvent[] {
  // Hockey's engine draws goals only; the other goal sports count cards in their score block.
  return eventsOfSportFamily(family, sportId !== SPORT.hockey);
}

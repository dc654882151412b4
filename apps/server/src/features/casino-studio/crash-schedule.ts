// When the crash room has something to do next (ADR 0058, "Exact timers"): the room sets one timer for
// the next instant it knows — the end of betting, an auto cash-out the curve will pass, the bust, the next
// round — instead of looking at its clock on a fixed period, so its frames go out at their instants.
import { elapsedAt } from '@fairline/shared/casino/crash-live';
import type { LiveBet, LiveRound } from './crash-bet';

/** An auto cash-out x is paid only when the round's point reaches it (compared in hundredths). */
const isReached = (auto: number, round: LiveRound) => Math.round(auto * 100) <= Math.round(round.draw.point * 100);

/** The undecided bets of the round whose auto cash-out the curve has passed `elapsed` ms after the start. */
export function dueAutoCashOuts(round: LiveRound, elapsed: number, ratePerMs: number): [LiveBet, number][] {
  const due: [LiveBet, number][] = [];
  for (const bet of round.bets.values()) {
    const auto = bet.pub.auto_cash_out;
    if (auto === null || bet.isDecided || !isReached(auto, round)) continue;
    if (elapsedAt(auto, ratePerMs) <= elapsed) due.push([bet, auto]);
  }
  return due;
}

/** The next instant (ms) the room must act at for its round, or null without a round. */
export function nextDeadline(round: LiveRound | null, ratePerMs: number, afterBustMs: number): number | null {
  if (!round) return null;
  if (round.phase === 'betting') return round.bettingEndsAt;
  if (round.phase === 'busted') return round.bustAt + afterBustMs;
  let next = round.bustAt;
  for (const bet of round.bets.values()) {
    const auto = bet.pub.auto_cash_out;
    if (auto === null || bet.isDecided || !isReached(auto, round)) continue;
    next = Math.min(next, round.bettingEndsAt + Math.ceil(elapsedAt(auto, ratePerMs)));
  }
  return next;
}

/**
 * The timer's delay: until the deadline but never more than `tickMs`, so a clock moved forward (the dev
 * clock) is still noticed within it. A deadline already past is tried at once when the last step began
 * before it (that step ran late), but only after `tickMs` when the last step began at or after it and still
 * left it behind (it could not move on, e.g. the database refused the next round): no busy loop.
 */
export function timerDelay(deadline: number | null, steppedAt: number, now: number, tickMs: number): number {
  if (deadline === null) return tickMs;
  if (deadline > now) return Math.min(tickMs, deadline - now);
  return deadline > steppedAt ? 0 : tickMs;
}

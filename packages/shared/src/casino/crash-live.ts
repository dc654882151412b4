/**
 * The live crash round's clock (ADR 0058): a betting phase, then a flight whose multiplier rises on a
 * known curve from the round's start, `m(t) = e^(rate · t)` (t in ms since the start), shown and paid
 * floored to hundredths. The round busts when the curve reaches the round's crash point, so a bust at
 * p happens `ln(p) / rate` ms after the start. Server and players run the same lines: the server
 * judges a cash-out by its own clock, clients animate the curve from the start time alone.
 */

/** The live round's timing: betting phase, the curve's growth per ms, the pause after a bust. */
export const CrashTiming = {
  bettingMs: 6000,
  /** e^(0.00006·t): 2× after 11.6 s, 10× after 38.4 s, 100× after 76.8 s. */
  ratePerMs: 0.00006,
  afterBustMs: 3000,
} as const;

/** The multiplier `elapsedMs` after the start, floored to hundredths (1.00 before the start). */
export function multiplierAt(elapsedMs: number, ratePerMs: number = CrashTiming.ratePerMs): number {
  if (!(elapsedMs > 0)) return 1;
  return Math.floor(Math.exp(ratePerMs * elapsedMs) * 100 + 1e-9) / 100;
}

/** When (ms after the start) the curve reaches `multiplier`: the bust time of a crash point, or an auto cash-out's. */
export function elapsedAt(multiplier: number, ratePerMs: number = CrashTiming.ratePerMs): number {
  return multiplier <= 1 ? 0 : Math.log(multiplier) / ratePerMs;
}

/**
 * A manual cash-out judged at the server's time `elapsedMs` after the start: the multiplier paid, or 0
 * when the round had busted by then (the curve at that moment reached the crash point). An auto
 * cash-out set at or below where the curve stands pays the auto cash-out, as it would have already.
 */
export function cashOutAt(
  elapsedMs: number,
  point: number,
  autoCashOut: number | null,
  ratePerMs: number = CrashTiming.ratePerMs,
): number {
  const now = multiplierAt(elapsedMs, ratePerMs);
  const bustHundredths = Math.round(point * 100);
  if (autoCashOut !== null && Math.round(autoCashOut * 100) <= Math.min(Math.round(now * 100), bustHundredths))
    return autoCashOut;
  if (elapsedMs < 0 || Math.round(now * 100) >= bustHundredths) return 0;
  return now;
}

/** A win in minor units: ⌊stake × multiplier⌋, computed in hundredths so float noise cannot lose a unit. */
export function crashWin(stake: number, multiplier: number): number {
  return Math.floor((stake * Math.round(multiplier * 100)) / 100);
}

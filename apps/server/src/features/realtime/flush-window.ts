import type { FlushWindowOptions } from './hub-types';

export const flushDefaults: Required<FlushWindowOptions> = {
  minFlushMs: 40,
  maxFlushMs: 250,
  framesPerSecond: 40_000,
  sliceMs: 20,
  cohorts: 5,
};

/**
 * The window (the wait between two frames to one client), from the frames sent in the last window:
 * as short as `minFlushMs` while few clients get frames, stretched so that frames per second stay
 * near `framesPerSecond`, but never past `maxFlushMs`. Each of the `cohorts` is flushed once in it.
 * A socket write costs about the same whatever it carries, so the budget caps the CPU spent on
 * writes while latency is only as long as the load demands.
 */
export function flushWindowMs(framesLastWindow: number, o: Required<FlushWindowOptions>): number {
  const stretched = (1000 * framesLastWindow) / o.framesPerSecond;
  return Math.round(Math.min(o.maxFlushMs, Math.max(o.minFlushMs, stretched)));
}

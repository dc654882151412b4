// Simulated time in epoch milliseconds. Everything in the trading engine reads time through a Clock.

/** A source of simulated time (epoch ms). */
export interface Clock {
  now(): number;
  /** Moves simulated time forward; time never goes back. */
  advance(ms: number): void;
}

/** Wall time run at `speed`: simulated = start + (real − origin) · speed. */
export class WallClock implements Clock {
  private readonly origin: number;
  private readonly start: number;

  private skipped = 0;

  constructor(
    private readonly speed = 1,
    origin = Date.now(),
    start = origin,
  ) {
    this.origin = origin;
    this.start = start;
  }

  now(): number {
    return Math.floor(this.start + (Date.now() - this.origin) * this.speed) + this.skipped;
  }

  /** Jumps simulated time forward (dev and browser tests: "advance the simulation"). */
  advance(ms: number): void {
    this.skipped += ms;
  }
}

/** A clock that moves only when told: the tests' clock. */
export class ManualClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  set(t: number): void {
    this.current = t;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export interface ClockSettings {
  kind: 'wall' | 'manual';
  speed: number;
  /** Simulated start time (ISO date); the wall clock starts from its origin when absent. */
  start?: string | undefined;
  /**
   * The real instant at which the wall clock reads `start` (ISO date); default: now. Instances that
   * share start, origin and speed read the same simulated time whenever each of them booted.
   */
  origin?: string | undefined;
}

/** Builds the clock the environment asks for (SIM_CLOCK, SIM_SPEED, SIM_START, SIM_ORIGIN). */
export function createClock(settings: ClockSettings): Clock {
  const origin = settings.origin ? Date.parse(settings.origin) : Date.now();
  const start = settings.start ? Date.parse(settings.start) : origin;
  if (settings.kind === 'manual') return new ManualClock(start);
  return new WallClock(settings.speed, origin, start);
}

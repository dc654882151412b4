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
  /** Simulated start time (ISO date); the wall clock starts from now when absent. */
  start?: string | undefined;
}

/** Builds the clock the environment asks for (SIM_CLOCK, SIM_SPEED, SIM_START). */
export function createClock(settings: ClockSettings): Clock {
  const start = settings.start ? Date.parse(settings.start) : Date.now();
  if (settings.kind === 'manual') return new ManualClock(start);
  return new WallClock(settings.speed, Date.now(), start);
}

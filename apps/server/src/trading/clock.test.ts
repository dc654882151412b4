import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock, ManualClock, WallClock } from './clock';

describe('clocks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs simulated time `speed` times faster than the wall clock', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const clock = new WallClock(10, 1_000_000, 5_000_000);
    vi.advanceTimersByTime(3_000);
    expect(clock.now()).toBe(5_030_000);
  });

  it('moves a manual clock only when told', () => {
    const clock = new ManualClock(100);
    clock.advance(50);
    expect(clock.now()).toBe(150);
    clock.set(10);
    expect(clock.now()).toBe(10);
  });

  it('starts a manual clock at SIM_START', () => {
    const clock = createClock({ kind: 'manual', speed: 1, start: '2026-03-14T15:00:00Z' });
    expect(clock.now()).toBe(Date.UTC(2026, 2, 14, 15));
  });
});

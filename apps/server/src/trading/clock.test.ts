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

  it('gives instances booted at different moments one simulated time when they share SIM_START and SIM_ORIGIN', () => {
    const shared = { kind: 'wall', speed: 60, start: '2026-11-21T15:00:00Z', origin: '2030-01-01T00:00:00Z' } as const;
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 0, 0, 10) });
    const first = createClock(shared);
    vi.advanceTimersByTime(7_000);
    const second = createClock(shared);
    vi.advanceTimersByTime(3_000);
    expect(first.now()).toBe(Date.UTC(2026, 10, 21, 15) + 20_000 * 60);
    expect(second.now()).toBe(first.now());
  });

  it('starts a wall clock without SIM_START at its origin', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 0, 0, 5) });
    expect(createClock({ kind: 'wall', speed: 10, origin: '2030-01-01T00:00:00Z' }).now()).toBe(
      Date.UTC(2030, 0, 1) + 50_000,
    );
  });

  it('starts a manual clock at SIM_START', () => {
    const clock = createClock({ kind: 'manual', speed: 1, start: '2026-03-14T15:00:00Z' });
    expect(clock.now()).toBe(Date.UTC(2026, 2, 14, 15));
  });
});

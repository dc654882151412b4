// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedFreshness, staleSeconds } from './feed-freshness';
import { StaleDataWarning } from './stale-data-warning';

describe('staleSeconds', () => {
  it.each([
    [null, 50_000, null],
    [0, 9_999, null],
    [0, 10_000, 10],
    [0, 12_700, 12],
  ])('last message at %s, now %i → %s', (last, now, expected) => {
    expect(staleSeconds(last, now, 10_000)).toBe(expected);
  });
});

describe('<StaleDataWarning/>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says how old the data is once updates stop for the threshold, and hides when they resume', () => {
    const freshness = createFeedFreshness();
    freshness.mark(Date.now());
    render(<StaleDataWarning freshness={freshness} format={(s) => `Data is ${s} s old`} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Data is 10 s old');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toBe('Data is 15 s old');
    act(() => {
      freshness.mark(Date.now());
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('honours a custom threshold', () => {
    const freshness = createFeedFreshness();
    freshness.mark(Date.now());
    render(<StaleDataWarning freshness={freshness} thresholdMs={3000} format={(s) => `${s}`} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('3');
  });
});

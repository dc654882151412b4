// A background job's ticker: one run at a time, failures reported and survived, and stop() waits
// for the run under way (the server closes its database after it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTicker } from './ticker';

const held = () => {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
};

describe('ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('skips a tick while a run is under way', async () => {
    const run = held();
    const job = vi.fn(() => run.done);
    const ticker = startTicker(job, 10, () => undefined);
    vi.advanceTimersByTime(35);
    expect(job).toHaveBeenCalledTimes(1);
    run.finish();
    await ticker.stop();
  });

  it('reports a failed run and keeps ticking', async () => {
    const errors: unknown[] = [];
    let reported: () => void = () => undefined;
    const job = vi.fn(() => Promise.reject(new Error('boom')));
    const ticker = startTicker(job, 10, (err) => {
      errors.push(err);
      reported();
    });
    const first = new Promise<void>((resolve) => {
      reported = resolve;
    });
    vi.advanceTimersByTime(10);
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(10);
    await ticker.stop();
    expect(job).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(2);
  });

  it('stop() waits for the run under way, and no run starts after it', async () => {
    const run = held();
    const job = vi.fn(() => run.done);
    const ticker = startTicker(job, 10, () => undefined);
    vi.advanceTimersByTime(10);
    let stopped = false;
    void ticker.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    run.finish();
    await vi.waitFor(() => expect(stopped).toBe(true));
    vi.advanceTimersByTime(100);
    expect(job).toHaveBeenCalledTimes(1);
  });
});

// A background job every `ms`: one run at a time (a tick that finds a run under way is skipped), and
// stop() clears the timer and waits for a run under way, so a server's shutdown can close the
// database after the job's last statement rather than during it.

export interface Ticker {
  stop(): Promise<void>;
}

/** Starts `run` every `ms` ms; a failed run goes to `onError` and the ticks go on. */
export function startTicker(run: () => Promise<unknown>, ms: number, onError: (err: unknown) => void): Ticker {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= run()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import { useEffect, useState } from 'react';

/** Seconds before a code may be sent again when the server does not say. */
export const RESEND_SECONDS = 60;
const TICK_MS = 1000;

/**
 * Seconds left of a countdown started with `start(seconds)` (a resend wait by default), read from
 * the clock so a throttled background tab still ends on time.
 */
export function useCountdown() {
  const [endAt, setEndAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (endAt === 0) return;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((endAt - Date.now()) / TICK_MS));
      setLeft(seconds);
      if (seconds === 0) setEndAt(0);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endAt]);
  return {
    left,
    isRunning: left > 0,
    start: (seconds = RESEND_SECONDS) => {
      const whole = Math.max(0, Math.ceil(seconds));
      setLeft(whole);
      setEndAt(whole > 0 ? Date.now() + whole * TICK_MS : 0);
    },
  };
}

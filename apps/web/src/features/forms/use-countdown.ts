import { useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start(seconds)`; ticks once a second down to zero. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))) };
}

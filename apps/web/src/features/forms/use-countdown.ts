import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Seconds left of a countdown started with `start(seconds)`; read from the clock so a throttled tab stays right. */
export function useCountdown() {
  const [endAt, setEndAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (endAt === 0) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endAt - Date.now()) / TICK_MS));
      setLeft(seconds);
      if (seconds === 0) setEndAt(0);
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [endAt]);
  const start = (seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds));
    setLeft(whole);
    setEndAt(whole > 0 ? Date.now() + whole * TICK_MS : 0);
  };
  return { left, start };
}

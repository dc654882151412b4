import { useEffect, useRef, useState } from 'react';

/** How long the shown number takes to reach a new value (a frame comes at most once a second). */
export const COUNT_UP_MS = 900;

/** The eased position of a count at `t` (0 … 1): fast first, settling at the end. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * A number that counts to `target` over COUNT_UP_MS whenever it changes (whole minor units), from where
 * it is shown now; it jumps when the reader asks for reduced motion.
 */
export function useCountUp(target: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced || typeof requestAnimationFrame !== 'function') {
      shownRef.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const value = Math.round(from + (target - from) * easeOut((now - start) / COUNT_UP_MS));
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

import { AUTO_LOGOFF_MINUTES } from '@fairline/shared/enums/limits';

export const AUTO_LOGOFF_MS = AUTO_LOGOFF_MINUTES * 60_000;
/** Persisted so every tab of the site shares one idea of the last activity (spec: user last active time). */
export const LAST_ACTIVE_KEY = 'fl-user-last-active';
const CHECK_EVERY_MS = 30_000;
/** Activity is written at most this often: a mouse move must not hit storage on every frame. */
const WRITE_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/** True when the player has been idle for the auto-logoff period. */
export function isIdleTooLong(lastActiveAt: number, now: number, limitMs = AUTO_LOGOFF_MS): boolean {
  return now - lastActiveAt >= limitMs;
}

function readLastActive(): number {
  const stored = Number(localStorage.getItem(LAST_ACTIVE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : Date.now();
}

/**
 * Watches activity and calls `onIdle` once the player was idle for 30 minutes (the server ends the
 * session as well; this only makes the page follow at once). Returns the stop function.
 */
export function startAutoLogoff(onIdle: () => void, limitMs = AUTO_LOGOFF_MS): () => void {
  let lastWrite = 0;
  const touch = () => {
    const now = Date.now();
    if (now - lastWrite < WRITE_EVERY_MS) return;
    lastWrite = now;
    localStorage.setItem(LAST_ACTIVE_KEY, String(now));
  };
  touch();
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
  const check = () => {
    if (isIdleTooLong(readLastActive(), Date.now(), limitMs)) {
      stop();
      onIdle();
    }
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  // A tab coming back from sleep checks at once instead of waiting for the next tick.
  document.addEventListener('visibilitychange', check);
  function stop() {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
  }
  return stop;
}

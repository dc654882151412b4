import { createContext, type ReactNode, use } from 'react';
import { type SessionStatus, useAccountSession } from './session-store';

const GuestHintContext = createContext(false);

/**
 * The server's word on the page (its first-screen data, `guest`): the request carried no session cookie,
 * so the visitor is a guest. Given to the app on the server and in the browser alike, so the hydrating
 * render draws what the server drew (ADR 0026, "Stage 6").
 */
export function GuestHint({ guest, children }: { guest: boolean; children: ReactNode }) {
  return <GuestHintContext value={guest}>{children}</GuestHintContext>;
}

/**
 * The session's status, with the server's hint standing in while it is unknown: a guest's header draws
 * Log in and Registration from the first render instead of a placeholder whose width moved the header's
 * tools (49 px on a phone) when they came. The session's answer still decides.
 */
export function useSessionStatus(): SessionStatus {
  const status = useAccountSession((s) => s.status);
  const guest = use(GuestHintContext);
  return status === 'unknown' && guest ? 'guest' : status;
}

import { create } from 'zustand';
import { notificationsStore } from '../../components/ui';
import { translator } from '../../lib/i18n';
import { fetchSessionUser, logoutRequest, type SessionUser } from './auth-api';
import { startAutoLogoff } from './auto-logoff';
import { useSession } from './use-session';

export type SessionStatus = 'unknown' | 'guest' | 'user';

interface AccountSessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Reloads the current user from the server (after login, registration, or a settings change). */
  refresh: () => Promise<SessionUser | null>;
  /** Marks the page logged in after a successful login step and loads the user. */
  login: () => Promise<SessionUser | null>;
  logout: (reason?: 'auto_logoff') => Promise<void>;
}

interface SessionOptions {
  /** The brand's auto-logoff switch (site.settings.auth.isAutoLogoffEnabled). */
  autoLogoff: boolean;
}

let options: SessionOptions = { autoLogoff: false };
let stopAutoLogoff: (() => void) | undefined;

function applyUser(user: SessionUser | null) {
  useAccountSession.setState({ user, status: user ? 'user' : 'guest' });
  useSession.getState().setAuth(user !== null);
  stopAutoLogoff?.();
  stopAutoLogoff = undefined;
  if (user && options.autoLogoff) {
    stopAutoLogoff = startAutoLogoff(() => void useAccountSession.getState().logout('auto_logoff'));
  }
}

/** The logged-in user and the login/logout actions; keeps `useSession.isAuth` in step. */
export const useAccountSession = create<AccountSessionState>()(() => ({
  status: 'unknown',
  user: null,
  refresh: async (): Promise<SessionUser | null> => {
    try {
      const user = await fetchSessionUser();
      applyUser(user);
      return user;
    } catch (error) {
      console.warn('session not loaded', error);
      return useAccountSession.getState().user;
    }
  },
  login: (): Promise<SessionUser | null> => useAccountSession.getState().refresh(),
  logout: async (reason) => {
    try {
      await logoutRequest();
    } catch (error) {
      // The cookie may already be gone (expired on the server): the page logs out either way.
      console.warn('logout call failed', error);
    }
    applyUser(null);
    if (reason === 'auto_logoff') {
      // Kept on screen: the player was away and should see why they are logged out when they return.
      notificationsStore.getState().notify({ type: 'warning', text: translator.t('auth.autoLogoff'), durationMs: 0 });
    }
  },
}));

/**
 * Loads the current user once at startup; call before the first render (bootstrap). With `applyAfter`
 * (a server-rendered page hydrating) the answer is asked for at once but applied only after that: a
 * session arriving mid-hydration re-rendered the header and the page synchronously (ADR 0026).
 */
export async function initSession(next: SessionOptions, applyAfter?: Promise<void>): Promise<void> {
  options = next;
  if (!applyAfter) {
    await useAccountSession.getState().refresh();
    return;
  }
  try {
    const user = await fetchSessionUser();
    await applyAfter;
    // A login (or a logout) meanwhile has already said who is there.
    if (useAccountSession.getState().status === 'unknown') applyUser(user);
  } catch (error) {
    console.warn('session not loaded', error);
  }
}

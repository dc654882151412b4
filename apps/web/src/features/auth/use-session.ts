import { create } from 'zustand';
import { serviceToken } from '../../lib/http';

interface SessionState {
  isAuth: boolean;
  /** Called whenever the user is (re)loaded or logged out, even with an unchanged flag: it may be another user. */
  setAuth(isAuth: boolean): void;
}

/** Whether a player is logged in; drives route availability and menu visibility. */
export const useSession = create<SessionState>()((set, get) => ({
  isAuth: false,
  setAuth: (isAuth) => {
    // The service token is bound to the session it was issued for: the next user needs their own.
    serviceToken.forget();
    // Only a change is a new state: every `useSession()` (the header, the sportsbook's frame) re-renders
    // synchronously on a new one, and a guest's session answer arrives while the first screen hydrates.
    if (get().isAuth !== isAuth) set({ isAuth });
  },
}));

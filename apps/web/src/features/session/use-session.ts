import { create } from 'zustand';

interface SessionState {
  isAuth: boolean;
  setAuth(isAuth: boolean): void;
}

/** Whether a player is logged in; drives route availability and menu visibility. */
export const useSession = create<SessionState>()((set) => ({
  isAuth: false,
  setAuth: (isAuth) => set({ isAuth }),
}));

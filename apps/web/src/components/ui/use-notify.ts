import { useStore } from 'zustand';
import { type NotificationsStore, notificationsStore } from './notifications-store';

/** Returns the stable `notify` function of the given (by default the app-wide) notification stack. */
export function useNotify(store: NotificationsStore = notificationsStore) {
  return useStore(store, (state) => state.notify);
}

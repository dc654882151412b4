import { createStore } from 'zustand/vanilla';
import { NotificationDefaults } from './ui-constants';

export const notificationTypes = ['success', 'warning', 'error', 'info', 'question'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface NotificationAction {
  label: string;
  onClick: () => void;
}

export interface NotifyInput {
  type: NotificationType;
  title?: string;
  text: string;
  actions?: NotificationAction[];
  /** Zero or a non-finite value keeps the notification until it is dismissed. */
  durationMs?: number;
  closeTitle?: string;
}

export interface Notification {
  id: string;
  type: NotificationType;
  title?: string;
  text: string;
  actions: NotificationAction[];
  durationMs: number;
  closeTitle: string;
}

export interface NotificationsState {
  notifications: Notification[];
  notify: (input: NotifyInput) => string;
  dismiss: (id: string) => void;
  /** Stops the countdown while the player reads or hovers a notification. */
  pause: (id: string) => void;
  resume: (id: string) => void;
  /** Runs an action's handler, then dismisses the notification it belongs to. */
  runAction: (id: string, index: number) => void;
}

interface Countdown {
  timer: ReturnType<typeof setTimeout> | undefined;
  remainingMs: number;
  startedAt: number;
}

function isTimed(durationMs: number): boolean {
  return Number.isFinite(durationMs) && durationMs > 0;
}

export function createNotificationsStore() {
  let seq = 0;
  const countdowns = new Map<string, Countdown>();

  return createStore<NotificationsState>()((set, get) => {
    const start = (id: string, ms: number) => {
      countdowns.set(id, { timer: setTimeout(() => get().dismiss(id), ms), remainingMs: ms, startedAt: Date.now() });
    };
    const stop = (id: string) => {
      const countdown = countdowns.get(id);
      if (countdown?.timer !== undefined) clearTimeout(countdown.timer);
      countdowns.delete(id);
    };

    return {
      notifications: [],
      notify: (input) => {
        seq += 1;
        const id = `n${seq}`;
        const notification: Notification = {
          id,
          type: input.type,
          title: input.title,
          text: input.text,
          actions: input.actions ?? [],
          durationMs: input.durationMs ?? NotificationDefaults.durationMs,
          closeTitle: input.closeTitle ?? NotificationDefaults.closeTitle,
        };
        const next = [...get().notifications, notification];
        const dropped = next.slice(0, Math.max(0, next.length - NotificationDefaults.maxVisible));
        for (const old of dropped) stop(old.id);
        set({ notifications: next.slice(dropped.length) });
        if (isTimed(notification.durationMs)) start(id, notification.durationMs);
        return id;
      },
      dismiss: (id) => {
        stop(id);
        set({ notifications: get().notifications.filter((n) => n.id !== id) });
      },
      pause: (id) => {
        const countdown = countdowns.get(id);
        if (countdown?.timer === undefined) return;
        clearTimeout(countdown.timer);
        countdowns.set(id, {
          timer: undefined,
          remainingMs: Math.max(0, countdown.remainingMs - (Date.now() - countdown.startedAt)),
          startedAt: countdown.startedAt,
        });
      },
      resume: (id) => {
        const countdown = countdowns.get(id);
        if (!countdown || countdown.timer !== undefined) return;
        start(id, countdown.remainingMs);
      },
      runAction: (id, index) => {
        const action = get().notifications.find((n) => n.id === id)?.actions[index];
        if (!action) return;
        action.onClick();
        get().dismiss(id);
      },
    };
  });
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The app-wide notification stack rendered by `<NotificationsHost/>`. */
export const notificationsStore = createNotificationsStore();

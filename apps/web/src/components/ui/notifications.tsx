import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { cx } from './cx';
import { Icon } from './icons';
import styles from './notifications.module.css';
import { type Notification, type NotificationsStore, notificationsStore } from './notifications-store';
import { useHydrated } from './use-hydrated';

interface NotificationsHostProps {
  store?: NotificationsStore;
  /** Accessible name of the live region. */
  label?: string;
}

/** The fixed bottom inline-end stack of notifications; mount once near the app root. */
export function NotificationsHost({ store = notificationsStore, label = 'Notifications' }: NotificationsHostProps) {
  const notifications = useStore(store, (state) => state.notifications);
  // The portal's target is the browser's body: nothing on the server, mounted once the page hydrated.
  if (!useHydrated()) return null;
  // The live region is always mounted: screen readers only announce changes to regions that already exist.
  return createPortal(
    <section className={styles.host} aria-live="polite" aria-label={label}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} store={store} />
      ))}
    </section>,
    document.body,
  );
}

function NotificationItem({ notification, store }: { notification: Notification; store: NotificationsStore }) {
  const { id, type, title, text, actions, closeTitle } = notification;
  const { dismiss, pause, resume, runAction } = store.getState();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the countdown; the item is a live-region message, not a control
    <div
      className={cx(styles.item, styles[type])}
      role={type === 'error' ? 'alert' : 'status'}
      data-type={type}
      onMouseEnter={() => pause(id)}
      onMouseLeave={() => resume(id)}
      onFocus={() => pause(id)}
      onBlur={() => resume(id)}
    >
      <span className={styles.icon}>
        <Icon name={type} size={20} />
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <p className={styles.text}>{text}</p>
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <button key={action.label} type="button" className={styles.action} onClick={() => runAction(id, index)}>
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        title={closeTitle}
        aria-label={closeTitle}
        onClick={() => dismiss(id)}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}

// This browser's push subscription (ADR 0069). Permission is asked only from the player's own press (the
// bell's Save), never on load; without a service worker (development builds) or without permission the
// notices still reach open pages over /ws.
import { http } from '../../lib/http';
import { fetchPushKey, PUSH_URL } from './subscriptions-api';

export type PushState = 'on' | 'denied' | 'unsupported';

const bytesOf = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** Whether this browser can take pushes at all. */
export const canPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Asks for permission; call it synchronously inside the player's click (browsers want the gesture). */
export function askPermission(): Promise<NotificationPermission> {
  if (!canPush()) return Promise.resolve('denied');
  if (Notification.permission !== 'default') return Promise.resolve(Notification.permission);
  return Notification.requestPermission();
}

/** Subscribes this browser (or reuses its subscription) and tells the server; resolves how it went. */
export async function enablePush(permission: Promise<NotificationPermission>, language: string): Promise<PushState> {
  if (!canPush()) return 'unsupported';
  if ((await permission) !== 'granted') return 'denied';
  if (!(await navigator.serviceWorker.getRegistration())) return 'unsupported';
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOf(await fetchPushKey());
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another server key (the key changed) cannot carry our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await http.requestOrThrow({ url: PUSH_URL, method: 'PUT', params: { ...subscription.toJSON(), language } });
  return 'on';
}

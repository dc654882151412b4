// Sending one push message (RFC 8030) to the push service a browser's subscription names. The message is
// encrypted for the browser (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by the
// web-push library; the request itself goes out with fetch, so the development push service can be a
// plain-HTTP stand-in on the loopback (the library's own sender speaks HTTPS only).
import webpush from 'web-push';
import type { PushTarget } from './match-subscriptions.repository';
import type { VapidKeys } from './vapid-keys';

/** How the push service answered: taken, gone for good (404/410: forget the subscription), or try later. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'retry'; reason: string };

/** Sends one push; a real service (the browser's) and a test stand-in both sit behind it. */
export interface PushSender {
  send(target: Pick<PushTarget, 'endpoint' | 'p256dh' | 'auth'>, payload: string): Promise<PushOutcome>;
}

/** Seconds a push service keeps an undelivered notice: a goal is old news after an hour. */
export const PUSH_TTL_SECONDS = 3600;
const TIMEOUT_MS = 10_000;

/** The standard Web Push sender: the library's encryption and VAPID header, sent with fetch. */
export function createWebPushSender(keys: VapidKeys): PushSender {
  return {
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      // fetch counts the body itself and wants every header as text.
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      let status: number;
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ?? null,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        return { kind: 'retry', reason: err instanceof Error ? err.message : String(err) };
      }
      if (status >= 200 && status < 300) return { kind: 'sent' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      return { kind: 'retry', reason: `push service answered ${status}` };
    },
  };
}

import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import { hitRateLimit } from '../../infra/rate-limit';
import { LOGIN_WINDOW_MS, PAIR_FAILURE_LIMIT } from './rate-limit';
import type { AuthUserRow } from './users.repository';

/** Tells the owner about a security change by e-mail, else by SMS [ASVS 6.3.7]. */
export async function notifySecurityChange(
  messaging: Messaging,
  user: Pick<AuthUserRow, 'email' | 'phone'>,
  brandName: string,
  what: string,
): Promise<void> {
  const text = `${what} If this was not you, reset your password now and contact support.`;
  if (user.email) await messaging.sendEmail({ to: user.email, subject: `${brandName}: security notice`, body: text });
  else if (user.phone) await messaging.sendSms({ to: user.phone, body: `${brandName}: ${text}` });
}

/**
 * Tells the owner that sign-in to the account was locked for an address. At most one notice per
 * account per lock window: an attacker locking it from many addresses must not flood the owner's inbox.
 */
export async function notifyAccountLocked(
  deps: { database: Database; messaging: Messaging },
  user: Pick<AuthUserRow, 'id' | 'email' | 'phone'>,
  brandName: string,
  ip: string,
): Promise<void> {
  const first = await hitRateLimit(deps.database, {
    bucket: 'lock-notice',
    key: String(user.id),
    limit: 1,
    windowMs: LOGIN_WINDOW_MS,
  });
  if (!first) return;
  const minutes = LOGIN_WINDOW_MS / 60_000;
  await notifySecurityChange(
    deps.messaging,
    user,
    brandName,
    `After ${PAIR_FAILURE_LIMIT} failed sign-in attempts from the address ${ip}, signing in to your account from that address is locked for ${minutes} minutes. You can still sign in from your usual device.`,
  );
}

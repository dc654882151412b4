import type { Messaging } from '../../infra/messaging';
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

import type { ActivationArgs } from './activation-modal';
import { ACTIVATE_EMAIL_MODAL } from './modal-names';

/** The activation arguments of a `?modal=activate-email` link, or null. */
export function activationArgsOf(search: string): ActivationArgs | null {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  if (query.get('modal') !== ACTIVATE_EMAIL_MODAL || !code) return null;
  const userId = Number(query.get('user_id'));
  return Number.isSafeInteger(userId) && userId > 0 ? { code, userId } : { code };
}

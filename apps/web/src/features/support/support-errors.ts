import { formFailureOf } from '../../lib/form-failure';
import type { Translate } from '../../lib/i18n';

const KNOWN = new Set(['too_many_tickets', 'ticket_closed', 'thread_full']);

/** A refused support call as a text of the page (the server's messages are English only). */
export function supportFailureText(error: unknown, t: Translate): string {
  const failure = formFailureOf(error);
  const code = String(failure.errorCode ?? '');
  if (KNOWN.has(code)) return t(`support.error.${code}`);
  if (failure.status === 429) return t('support.error.too_many_tickets');
  if (failure.status === 400) return t('support.error.invalid');
  return t('support.error.generic');
}

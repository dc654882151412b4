import { formFailureOf } from '../../lib/form-failure';

const CODES: ReadonlySet<string> = new Set(['marketing_paused']);

/** A refused settings call in the player's language. */
export function settingsFailureText(error: unknown, t: (key: string) => string): string {
  const failure = formFailureOf(error);
  const code = typeof failure.errorCode === 'string' ? failure.errorCode : '';
  if (CODES.has(code)) return t(`settings.error.${code}`);
  const field = Object.values(failure.fields)[0];
  if (field === 'no_email' || field === 'no_phone') return t(`settings.error.${field}`);
  return t('settings.failed');
}

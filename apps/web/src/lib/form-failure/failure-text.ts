import type { Translate as T } from '../i18n';
import type { FormFailure } from './form-failure';

/** Server error codes with a text of our own (the server's message is English only). */
const CODE_KEYS: Record<string, string> = {
  account_locked: 'auth.error.locked',
  code_attempts_exhausted: 'auth.error.codeAttempts',
  auth_id_expired: 'auth.error.stepExpired',
  code_expired: 'auth.error.codeExpired',
  rg_time_out: 'rg.refusal.rg_time_out',
  rg_self_exclusion: 'rg.refusal.rg_self_exclusion',
  rg_session_limit: 'rg.refusal.rg_session_limit',
};

/** The general message of a refused call in the player's language: lock-out first, then known codes, then the server's text. */
export function failureText(t: T, failure: FormFailure, fallbackKey = 'auth.error.generic'): string {
  const byCode = failure.errorCode === undefined ? undefined : CODE_KEYS[String(failure.errorCode)];
  if (byCode) return t(byCode);
  if (failure.isLocked) return t('auth.error.tooManyRequests');
  return failure.message ? failure.message : t(fallbackKey);
}

/** A field's message: the server sends message keys, translated here. */
export function fieldText(t: T, failure: FormFailure | null, field: string): string | undefined {
  const key = failure?.fields[field];
  return key ? t(key, failure?.params?.[field]) : undefined;
}

/** The message shown under a form: none when field messages already say it, except for a lock-out. */
export function generalText(t: T, failure: FormFailure | null, fallbackKey?: string): string | undefined {
  if (!failure) return undefined;
  if (!failure.isLocked && Object.keys(failure.fields).length > 0) return undefined;
  if (!failure.isLocked && failure.message === '') return undefined;
  return failureText(t, failure, fallbackKey);
}

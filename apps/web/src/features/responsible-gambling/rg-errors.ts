import { formFailureOf } from '../../lib/form-failure';

const CODES: ReadonlySet<string> = new Set([
  'rg_time_out',
  'rg_self_exclusion',
  'rg_session_limit',
  'rg_loss_limit',
  'rg_wager_limit',
  'rg_reality_check',
]);

/** A refused protection call in the player's language (field messages and the server's text otherwise). */
export function rgFailureText(error: unknown, t: (key: string) => string): string {
  const failure = formFailureOf(error);
  const code = typeof failure.errorCode === 'string' ? failure.errorCode : '';
  if (CODES.has(code)) return t(`rg.refusal.${code}`);
  const field = Object.values(failure.fields)[0];
  if (field) return t('rg.invalid');
  return failure.message || t('rg.failed');
}

import { formFailureOf } from '../../lib/form-failure';
import type { Translate } from '../../lib/i18n';

/** Refusals of a redemption the page names; anything else is a generic failure. */
const KNOWN: ReadonlySet<string> = new Set(['points_short', 'bonus_busy']);
/** Player protection's refusals of a bonus claim. */
const PROTECTION: ReadonlySet<string> = new Set(['rg_time_out', 'rg_self_exclusion', 'rg_account_blocked']);

/** Why a redemption was refused, in the player's language. */
export function redemptionFailureText(error: unknown, t: Translate): string {
  const code = String(formFailureOf(error).errorCode ?? '');
  if (KNOWN.has(code)) return t(`points.refusal.${code}`);
  if (PROTECTION.has(code)) return t('points.refusal.protection');
  return t('points.refusal.failed');
}

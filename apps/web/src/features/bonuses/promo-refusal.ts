import { PROMO_REFUSALS } from '@fairline/shared/wire/promotions';
import { formFailureOf } from '../../lib/form-failure';
import type { Translate } from '../../lib/i18n';

const REFUSALS: ReadonlySet<string> = new Set(PROMO_REFUSALS);
/** Player protection's refusals of a bonus claim (their words live in the protection's unit). */
const PROTECTION: ReadonlySet<string> = new Set(['rg_time_out', 'rg_self_exclusion', 'rg_account_blocked']);

/** Why a promo code gave nothing, in the player's language. */
export function promoFailureText(error: unknown, t: Translate): string {
  const failure = formFailureOf(error);
  const code = typeof failure.errorCode === 'string' ? failure.errorCode : '';
  if (REFUSALS.has(code)) return t(`promo.refusal.${code}`);
  if (PROTECTION.has(code)) return t('promo.refusal.protection');
  if (failure.isLocked) return t('promo.code.tooMany');
  if (Object.keys(failure.fields).length > 0) return t('promo.refusal.promo_unknown');
  return t('promo.code.failed');
}

import { isPhoneValue, textOf } from '../field-value';
import { checkPhone } from '../phone-check';
import type { RuleValidator, ValidationContext } from '../types';
import { failure } from './failure';

/** Fails when the phone number breaks its country's mask, Min/Max or server regex rules. */
export const validatePhone: RuleValidator<'phone'> = (value, _rule, ctx) => {
  const digits = textOf(value) ?? '';
  const country = isPhoneValue(value) ? { id: value.countryId, iso: value.countryCode } : undefined;
  const entry = country && ctx.phoneMasks?.find((mask) => String(mask.CountryId) === String(country.id));
  const result = checkPhone(digits, {
    countryIso: country?.iso || undefined,
    mask: entry?.Mask,
    min: entry?.Min,
    max: entry?.Max,
    rules: regexRulesFor(country?.id, ctx),
  });
  return result ? failure('phone', result.key, result.key, result.params) : null;
};

function regexRulesFor(countryId: number | string | undefined, ctx: ValidationContext) {
  return (ctx.phoneRegexRules ?? []).filter(
    (rule) => rule.CountryId === undefined || String(rule.CountryId) === String(countryId),
  );
}

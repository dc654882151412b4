import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when the custom check refuses the value; a check that is not registered refuses (fail closed). */
export const validateCustom: RuleValidator<'custom'> = (value, rule, ctx) => {
  const check = typeof rule.value === 'function' ? rule.value : ctx.customChecks?.[rule.value];
  return check?.(value, ctx) ? null : failure('custom', rule.message, MessageKeys.invalidValue);
};

import { checkEmail } from '../email';
import { textOf } from '../field-value';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails with the spec's specific e-mail message; the server's message replaces only the generic one. */
export const validateEmail: RuleValidator<'email'> = (value, rule) => {
  const result = checkEmail(textOf(value) ?? '');
  if (!result) return null;
  const message = result.key === MessageKeys.emailIncorrect ? rule.message : result.key;
  return failure('email', message, result.key, result.params);
};

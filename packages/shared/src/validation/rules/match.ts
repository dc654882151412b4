import { textOf } from '../field-value';
import { MAX_MATCHED_LENGTH } from '../limits';
import { MessageKeys } from '../messages';
import { compileServerPattern } from '../server-pattern';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when text does not match the server's pattern; over-long text fails unmatched (ReDoS cap). */
export const validateMatch: RuleValidator<'match'> = (value, rule) => {
  const text = textOf(value);
  if (text === null) return null;
  const pattern = compileServerPattern(rule.value);
  // A pattern that does not compile is a configuration slip the player cannot fix: not enforced.
  if (!pattern) return null;
  if (text.length <= MAX_MATCHED_LENGTH && pattern.test(text)) return null;
  return failure('match', rule.message, MessageKeys.patternMismatch);
};

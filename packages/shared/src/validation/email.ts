import { EMAIL_DOMAIN_TYPOS } from './email-typos';
import { EMAIL_MAX_LENGTH } from './limits';
import { MessageKeys } from './messages';
import type { CheckFailure } from './types';

// Labels cannot contain a dot, so each label has exactly one way to match: the pattern is linear.
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,7}$/;
const WHITESPACE = /\s/;

/** Checks an e-mail in the spec's order; null when it passes (an empty value passes). */
export function checkEmail(email: string): CheckFailure | null {
  if (email === '') return null;
  if (email.startsWith('@')) return { key: MessageKeys.emailStartsWithAt };
  if (email.endsWith('@')) return { key: MessageKeys.emailEndsWithAt };
  const at = email.lastIndexOf('@');
  if (at === -1) return { key: MessageKeys.emailNoAt };
  if (!email.includes('.', at)) return { key: MessageKeys.emailNoDotAfterAt };
  if (WHITESPACE.test(email)) return { key: MessageKeys.emailHasSpace };
  const meant = EMAIL_DOMAIN_TYPOS[email.slice(at + 1).toLowerCase()];
  if (meant) return { key: MessageKeys.emailDidYouMean, params: { suggestion: `${email.slice(0, at)}@${meant}` } };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return { key: MessageKeys.emailIncorrect };
  return null;
}

import { MAX_MATCHED_LENGTH } from './limits';
import { MessageKeys } from './messages';
import type { CheckFailure } from './types';

const DIGITS = /^\d+$/;

export interface SmsCodeOptions {
  /** Exact number of characters the code has. */
  length: number;
  /** Allowed characters; digits by default. */
  pattern?: RegExp;
}

/** Checks a one-time code: required, exact length, pattern, else the incorrect-code message. */
export function checkSmsCode(code: string, { length, pattern = DIGITS }: SmsCodeOptions): CheckFailure | null {
  if (code === '') return { key: MessageKeys.authRequiredField };
  if (code.length !== length) return { key: MessageKeys.equalLength, params: { length } };
  if (code.length > MAX_MATCHED_LENGTH || !pattern.test(code)) return { key: MessageKeys.authIncorrectCode };
  return null;
}

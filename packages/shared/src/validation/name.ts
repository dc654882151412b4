import { MAX_MATCHED_LENGTH } from './limits';
import { MessageKeys } from './messages';
import type { CheckFailure } from './types';

// Letters of any script (with combining accents), backtick, apostrophe (straight or typographic),
// space and hyphen. One character class: linear.
const NAME_PATTERN = /^[\p{L}\p{M}`'\u2019 -]+$/u;

/** Checks a personal name's characters; an empty name passes (required is a separate rule). */
export function checkName(name: string): CheckFailure | null {
  if (name === '') return null;
  if (name.length > MAX_MATCHED_LENGTH || !NAME_PATTERN.test(name)) return { key: MessageKeys.nameAvailableSymbols };
  return null;
}

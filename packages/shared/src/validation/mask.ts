import { MAX_MASK_LENGTH, MAX_MATCHED_LENGTH } from './limits';

// Input masks: `#` digit, `X` letter or digit, `S` letter, `A` letter shown upper-case, `a` letter
// shown lower-case; any other mask character is a literal inserted as the user types.

type Token = { test: (ch: string) => boolean; transform: (ch: string) => string };

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isLetter = (ch: string) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
const same = (ch: string) => ch;

const TOKENS: Readonly<Record<string, Token>> = {
  '#': { test: isDigit, transform: same },
  X: { test: (ch) => isDigit(ch) || isLetter(ch), transform: same },
  S: { test: isLetter, transform: same },
  A: { test: isLetter, transform: (ch) => ch.toUpperCase() },
  a: { test: isLetter, transform: (ch) => ch.toLowerCase() },
};

/** Fits raw input into a mask: characters a placeholder refuses are skipped; output stops when input runs out. */
export function applyMask(rawInput: string, maskInput: string): string {
  // Inputs are capped before the walk, so any paste costs the same (no mask is longer).
  const raw = rawInput.slice(0, MAX_MATCHED_LENGTH);
  const mask = maskInput.slice(0, MAX_MASK_LENGTH);
  let out = '';
  let r = 0;
  for (let m = 0; m < mask.length && r < raw.length; m++) {
    const placeholder = mask[m]!;
    const token = TOKENS[placeholder];
    if (!token) {
      out += placeholder;
      if (raw[r] === placeholder) r++;
      continue;
    }
    while (r < raw.length && !token.test(raw[r]!)) r++;
    if (r === raw.length) break;
    out += token.transform(raw[r]!);
    r++;
  }
  return out;
}

/** Number of digit places in a mask: `#`, or `*` when the mask comes in display form. */
export function maskDigitPlaces(mask: string): number {
  let places = 0;
  for (const ch of mask) if (ch === '#' || ch === '*') places++;
  return places;
}

/** The mask as a placeholder: digit places shown as `#` while focused and `*` otherwise. */
export function displayMask(mask: string, focused: boolean): string {
  return focused ? mask.replaceAll('*', '#') : mask.replaceAll('#', '*');
}

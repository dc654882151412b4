// Numeric text inputs (amounts, limits): the typed text is cleaned on every keystroke, step by step
// in the spec's order. Every pattern is a single pass or an anchored prefix: linear.

export interface NumericInputOptions {
  /** Minus signs are dropped. */
  unsigned?: boolean;
  min?: number;
  max?: number;
  /** Decimal places kept; 0 means integers only. */
  accuracy?: number;
  maxlength?: number;
}

const NOT_NUMERIC = /[^\d.,-]/g;
/** No amount is longer; capping before matching keeps every keystroke O(1) whatever is pasted. */
const MAX_RAW_LENGTH = 256;
const LEADING_DOT = /^(-?)\./;
const LEADING_ZEROS = /^(-?)0+(?=\d)/;

/** Cleans numeric input: allowed characters, sign, one decimal dot, leading zeros, bounds, accuracy, length. */
export function sanitizeNumericInput(raw: string, options: NumericInputOptions = {}): string {
  let text = raw.slice(0, MAX_RAW_LENGTH).replace(NOT_NUMERIC, '');
  text = options.unsigned ? text.replaceAll('-', '') : keepLeadingMinus(text);
  text = keepFirstSeparator(text);
  text = text.replace(LEADING_DOT, (_dot, sign: string) => `${sign}0.`);
  text = text.replace(LEADING_ZEROS, '$1');
  text = clamp(text, options.min, options.max);
  text = cutDecimals(text, options.accuracy);
  return options.maxlength === undefined ? text : text.slice(0, options.maxlength);
}

function keepLeadingMinus(text: string): string {
  const sign = text.startsWith('-') ? '-' : '';
  return sign + text.replaceAll('-', '');
}

/** Comma and dot both act as the decimal separator; only the first one typed counts. */
function keepFirstSeparator(text: string): string {
  const dotted = text.replaceAll(',', '.');
  const first = dotted.indexOf('.');
  if (first === -1) return dotted;
  return dotted.slice(0, first + 1) + dotted.slice(first + 1).replaceAll('.', '');
}

function clamp(text: string, min: number | undefined, max: number | undefined): string {
  // A lone '-' or '' is input in progress, not a number to clamp.
  if (text === '' || text === '-') return text;
  const value = Number(text);
  if (min !== undefined && value < min) return String(min);
  if (max !== undefined && value > max) return String(max);
  return text;
}

function cutDecimals(text: string, accuracy: number | undefined): string {
  if (accuracy === undefined) return text;
  const dot = text.indexOf('.');
  if (dot === -1) return text;
  return accuracy <= 0 ? text.slice(0, dot) : text.slice(0, dot + 1 + accuracy);
}

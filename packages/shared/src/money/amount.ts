// The one rule for an amount of money a player types or a client sends (a stake, a deposit, a
// withdrawal, a deposit limit): a positive decimal with no more decimals than the currency's minor
// unit, up to a bound. It never rounds: 1.005 of a two-decimal currency is refused, not charged 1.01,
// so the player always moves exactly what they asked for. Server and web both judge with it.
import { sanitizeNumericInput } from '../validation/numeric-input';
import { type Minor, minor } from './minor';

/** Bounds of any single amount, in major units: a guard against typos and overflow. */
export const AmountBounds = { maxMajor: 1_000_000_000 } as const;

/** Why a sent or typed amount is not an amount of the currency. */
export type AmountProblem = 'notANumber' | 'notPositive' | 'tooPrecise' | 'tooLarge';

export type AmountReading = { ok: true; minor: Minor } | { ok: false; problem: AmountProblem };

// Text as typed: digits, an optional dot and decimals. No sign, exponent or thousands separator.
const DECIMAL_TEXT = /^(\d{1,30})(?:\.(\d{1,30}))?$/;
// A number's shortest round-trip text (String(n)), which may be in exponent form (1e-8, 1e+21).
const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
const MAX_EXPONENT = 30;

/**
 * Reads an amount as minor units of a currency with `digits` decimals, or names what is wrong with
 * it. A string must be plain decimal text ('10', '10.50'); a number is read as the shortest decimal
 * that round-trips it (what its JSON text said), so 1.005 stays 1.005 and is refused for cents.
 */
export function readAmount(value: number | string, digits: number): AmountReading {
  const parts = typeof value === 'number' ? numberParts(value) : textParts(value);
  if (parts === null) return { ok: false, problem: 'notANumber' };
  const { negative, whole, fraction } = parts;
  const significant = fraction.replace(/0+$/, '');
  const isZero = /^0*$/.test(whole) && significant === '';
  if (negative && !isZero) return { ok: false, problem: 'notPositive' };
  if (significant.length > digits) return { ok: false, problem: 'tooPrecise' };
  if (isZero) return { ok: false, problem: 'notPositive' };
  const scaled = BigInt(whole + significant.padEnd(digits, '0'));
  if (scaled > largestMinor(digits)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor: minor(Number(scaled)) };
}

/** The server's English text of a problem; `subject` names the field ("The stake …"). */
export function amountProblemText(problem: AmountProblem, digits: number, subject = 'The amount'): string {
  switch (problem) {
    case 'notANumber':
      return `${subject} must be a number like 10 or 10.50`;
    case 'notPositive':
      return `${subject} must be above zero`;
    case 'tooPrecise':
      return digits === 0
        ? `${subject} must be a whole number: the currency has no decimals`
        : `${subject} has more decimals than the currency allows (at most ${digits})`;
    case 'tooLarge':
      return `${subject} is above the largest amount we take`;
  }
}

/** Cleans an amount as it is typed: digits and one separator, never negative, at most the currency's decimals. */
export function cleanAmountInput(raw: string, digits: number): string {
  return sanitizeNumericInput(raw, { unsigned: true, accuracy: digits, max: AmountBounds.maxMajor, maxlength: 24 });
}

/** The bound in minor units: maxMajor, or less where minor units of many decimals outgrow a safe integer. */
function largestMinor(digits: number): bigint {
  const bound = BigInt(AmountBounds.maxMajor) * 10n ** BigInt(digits);
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  return bound < safe ? bound : safe;
}

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

function textParts(value: string): DecimalParts | null {
  const match = DECIMAL_TEXT.exec(value.trim());
  if (!match) return null;
  return { negative: false, whole: match[1] ?? '', fraction: match[2] ?? '' };
}

function numberParts(value: number): DecimalParts | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  const match = NUMBER_TEXT.exec(text);
  if (!match) return null;
  const exponent = Number(match[3] ?? 0);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const digitsText = (match[1] ?? '') + (match[2] ?? '');
  // The position of the decimal point within digitsText once the exponent is applied.
  const point = (match[1] ?? '').length + exponent;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digitsText : digitsText.padEnd(point, '0');
  const at = Math.max(point, 1);
  return { negative: value < 0, whole: padded.slice(0, at), fraction: padded.slice(at) };
}

// Floats carry binary noise (0.1 + 0.2 = 0.30000000000000004). Twelve significant digits is far
// beyond any price or percentage we show and well inside double precision, so cutting there removes
// the noise without touching a real digit.
const SIGNIFICANT_DIGITS = 12;
// Amounts may need more digits than display (10,000,000,000.01 has 13); any decimal of up to 15
// significant digits survives a round trip through a double, so numbers are read at 15.
const EXACT_DOUBLE_DIGITS = 15;
// A bound on exponents keeps a hostile string like '1e999999' from building a huge BigInt.
const MAX_EXPONENT = 400;
const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Rounds a float to 12 significant digits so binary noise never reaches display or rounding. */
export function stripFloatNoise(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

/** Parses a decimal string, or a number read at 15 significant digits, into 10^-digits units, rounding half away from zero. */
export function parseScaled(value: number | string, digits: number): bigint {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match ?? [];
  if (!match || whole.length + fraction.length === 0) throw new RangeError(`not a decimal number: '${text}'`);
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`exponent out of range: '${text}'`);
  const magnitude = shiftRoundHalfAway(BigInt(whole + fraction), exponent - fraction.length + digits);
  return sign === '-' ? -magnitude : magnitude;
}

/** Writes an integer of 10^-digits units as a plain decimal string, e.g. (-105n, 2) → '-1.05'. */
export function formatScaled(scaled: bigint, digits: number): string {
  const sign = scaled < 0n ? '-' : '';
  const text = (scaled < 0n ? -scaled : scaled).toString().padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Formats a float with exactly `digits` decimals, rounding half away from zero after stripping noise. */
export function toFixedDecimal(value: number, digits: number): string {
  const text = formatScaled(parseScaled(stripFloatNoise(value), digits), digits);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return value.toPrecision(EXACT_DOUBLE_DIGITS);
}

function shiftRoundHalfAway(digits: bigint, shift: number): bigint {
  if (shift >= 0) return digits * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  const quotient = digits / divisor;
  return 2n * (digits % divisor) >= divisor ? quotient + 1n : quotient;
}

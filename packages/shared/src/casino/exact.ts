/** Exact fractions for theoretical RTPs: sums of integer counts over integer totals, never floats. */
export type Fraction = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den in lowest terms (den > 0). */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError('denominator must be positive');
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/** a + b. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a × b. */
export function mulFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

/** a ÷ b (b ≠ 0). */
export function divFractions(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError('division by zero');
  return b.num < 0n ? fraction(-a.num * b.den, -b.num * a.den) : fraction(a.num * b.den, a.den * b.num);
}

/** The decimal digits of a fraction ≥ 0, truncated after `digits` places (exact when it terminates sooner). */
export function fractionToDecimal(f: Fraction, digits = 40): string {
  let text = `${f.num / f.den}`;
  let rest = f.num % f.den;
  if (rest === 0n) return text;
  text += '.';
  for (let i = 0; i < digits && rest !== 0n; i++) {
    rest *= 10n;
    text += `${rest / f.den}`;
    rest %= f.den;
  }
  return text;
}

/** A fraction as the nearest double. */
export function fractionToNumber(f: Fraction): number {
  return Number(fractionToDecimal(f, 30));
}

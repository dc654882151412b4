/**
 * Plinko: a ball falls through 8–16 rows of pins; each row's float sends it right when f ≥ 0.5, so
 * the bucket is the number of rights, Binomial(rows, ½). Each risk level has its own multiplier
 * table per row count (symmetric, data below); its RTP is Σ C(n,k)·mₖ / 2ⁿ, computed exactly.
 */
import { type Fraction, fraction, fractionToDecimal } from './exact';
import type { FloatSource } from './fair';

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PlinkoRows = { min: 8, max: 16 } as const;

/** Multipliers by bucket 0 … rows (outer buckets pay most), in hundredths-exact decimals. */
export const PLINKO_TABLES = {
  low: {
    8: [3.7, 2.2, 1.4, 0.87, 0.5, 0.87, 1.4, 2.2, 3.7],
    9: [3.8, 2.5, 1.7, 1, 0.65, 0.65, 1, 1.7, 2.5, 3.8],
    10: [5.5, 3, 2, 1.2, 0.83, 0.5, 0.83, 1.2, 2, 3, 5.5],
    11: [5.5, 3.5, 2.2, 1.4, 0.99, 0.63, 0.63, 0.99, 1.4, 2.2, 3.5, 5.5],
    12: [6.2, 4.1, 2.7, 1.8, 1.1, 0.78, 0.51, 0.78, 1.1, 1.8, 2.7, 4.1, 6.2],
    13: [6.9, 4.7, 3.1, 2, 1.3, 0.93, 0.61, 0.61, 0.93, 1.3, 2, 3.1, 4.7, 6.9],
    14: [8, 5.1, 3.4, 2.3, 1.6, 1.1, 0.74, 0.5, 0.74, 1.1, 1.6, 2.3, 3.4, 5.1, 8],
    15: [10, 6.5, 4.4, 2.8, 1.8, 1.2, 0.89, 0.6, 0.6, 0.89, 1.2, 1.8, 2.8, 4.4, 6.5, 10],
    16: [10, 7, 4.7, 3.1, 2.2, 1.5, 1, 0.72, 0.5, 0.72, 1, 1.5, 2.2, 3.1, 4.7, 7, 10],
  },
  medium: {
    8: [5.7, 2.9, 1.4, 0.79, 0.41, 0.79, 1.4, 2.9, 5.7],
    9: [7.2, 3.5, 1.8, 0.99, 0.53, 0.53, 0.99, 1.8, 3.5, 7.2],
    10: [9.3, 4.6, 2.4, 1.2, 0.71, 0.4, 0.71, 1.2, 2.4, 4.6, 9.3],
    11: [12, 5.7, 3, 1.5, 0.88, 0.51, 0.51, 0.88, 1.5, 3, 5.7, 12],
    12: [14, 7.1, 3.7, 2, 1.1, 0.65, 0.4, 0.65, 1.1, 2, 3.7, 7.1, 14],
    13: [17, 8.8, 4.7, 2.6, 1.3, 0.81, 0.49, 0.49, 0.81, 1.3, 2.6, 4.7, 8.8, 17],
    14: [23, 11, 6, 3.2, 1.7, 1, 0.61, 0.4, 0.61, 1, 1.7, 3.2, 6, 11, 23],
    15: [29, 13, 7.4, 4, 2.2, 1.2, 0.74, 0.48, 0.48, 0.74, 1.2, 2.2, 4, 7.4, 13, 29],
    16: [34, 18, 9.6, 5.1, 2.8, 1.5, 0.92, 0.57, 0.4, 0.57, 0.92, 1.5, 2.8, 5.1, 9.6, 18, 34],
  },
  high: {
    8: [12, 4.4, 1.5, 0.54, 0.2, 0.54, 1.5, 4.4, 12],
    9: [18, 6.2, 2.1, 0.78, 0.3, 0.3, 0.78, 2.1, 6.2, 18],
    10: [26, 9.1, 3.1, 1.1, 0.44, 0.2, 0.44, 1.1, 3.1, 9.1, 26],
    11: [40, 12, 4.5, 1.6, 0.62, 0.27, 0.27, 0.62, 1.6, 4.5, 12, 40],
    12: [55, 18, 6.5, 2.3, 0.88, 0.37, 0.2, 0.37, 0.88, 2.3, 6.5, 18, 55],
    13: [80, 27, 9.6, 3.3, 1.2, 0.5, 0.25, 0.25, 0.5, 1.2, 3.3, 9.6, 27, 80],
    14: [125, 41, 13, 5, 1.7, 0.7, 0.32, 0.2, 0.32, 0.7, 1.7, 5, 13, 41, 125],
    15: [168, 57, 20, 7, 2.5, 0.95, 0.42, 0.24, 0.24, 0.42, 0.95, 2.5, 7, 20, 57, 168],
    16: [266, 87, 30, 10, 3.7, 1.3, 0.57, 0.29, 0.2, 0.29, 0.57, 1.3, 3.7, 10, 30, 87, 266],
  },
} as const;

/** The published RTP of each table: the exact value (the denominator 100·2ⁿ makes it a finite decimal). */
export const PLINKO_RTP = {
  low: {
    8: '0.99',
    9: '0.98984375',
    10: '0.98984375',
    11: '0.99',
    12: '0.98998046875',
    13: '0.98998291015625',
    14: '0.98999267578125',
    15: '0.9899627685546875',
    16: '0.9899993896484375',
  },
  medium: {
    8: '0.989765625',
    9: '0.99',
    10: '0.98984375',
    11: '0.98947265625',
    12: '0.989990234375',
    13: '0.98984619140625',
    14: '0.989957275390625',
    15: '0.989996337890625',
    16: '0.9899951171875',
  },
  high: {
    8: '0.9878125',
    9: '0.9871875',
    10: '0.9884765625',
    11: '0.9891015625',
    12: '0.989765625',
    13: '0.9897705078125',
    14: '0.98989990234375',
    15: '0.9899810791015625',
    16: '0.989976806640625',
  },
} as const;

function table(rows: number, risk: PlinkoRisk): readonly number[] {
  const t = (PLINKO_TABLES[risk] as Record<number, readonly number[]>)[rows];
  if (!t) throw new RangeError(`plinko rows must be ${PlinkoRows.min} … ${PlinkoRows.max}`);
  return t;
}

export type PlinkoOutcome = { readonly path: ('L' | 'R')[]; readonly bucket: number; readonly multiplier: number };

/** Drops the ball: one float per row. */
export function playPlinko(source: FloatSource, rows: number, risk: PlinkoRisk): PlinkoOutcome {
  const multipliers = table(rows, risk);
  const path = Array.from({ length: rows }, (_, i) => (source.at(i) >= 0.5 ? 'R' : 'L') as 'L' | 'R');
  const bucket = path.filter((step) => step === 'R').length;
  return { path, bucket, multiplier: multipliers[bucket] as number };
}

/** Exact RTP of a table from the binomial distribution. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): Fraction {
  let coefficient = 1n;
  let sum = 0n;
  table(rows, risk).forEach((m, k) => {
    sum += coefficient * BigInt(Math.round(m * 100));
    coefficient = (coefficient * BigInt(rows - k)) / BigInt(k + 1);
  });
  return fraction(sum, 100n * 2n ** BigInt(rows));
}

/** The exact RTP as a decimal string (comparable with PLINKO_RTP). */
export function plinkoRtpDecimal(rows: number, risk: PlinkoRisk): string {
  return fractionToDecimal(plinkoRtp(rows, risk));
}

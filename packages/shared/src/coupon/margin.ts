import { stripFloatNoise } from '../money/decimal';

// Bisection halves the bracket each step; 200 steps take any bracket below double precision.
const BISECTION_STEPS = 200;
const PROBABILITY_SUM_TOLERANCE = 1e-6;

/** The overround of a market, M = Σ1/Oᵢ − 1 (0.05 is a 5 % margin). */
export function overround(decimalOdds: readonly number[]): number {
  return stripFloatNoise(decimalOdds.reduce((sum, price) => sum + 1 / checkedOdds(price), 0) - 1);
}

/** Proportional margin: Oᵢ = 1/(pᵢ(1+M)) from fair probabilities pᵢ that sum to 1. */
export function applyMarginProportional(probabilities: readonly number[], margin: number): number[] {
  checkProbabilities(probabilities);
  return probabilities.map((probability) => 1 / (probability * (1 + margin)));
}

/** Power margin: Oᵢ = 1/pᵢᵏ with k solved by bisection so Σpᵢᵏ = 1+M (it shortens favourites least). */
export function applyMarginPower(probabilities: readonly number[], margin: number): number[] {
  checkProbabilities(probabilities);
  const target = 1 + margin;
  if (target >= probabilities.length) throw new RangeError(`a ${margin} margin is too large for this market`);
  const sumAt = (k: number) => probabilities.reduce((sum, probability) => sum + probability ** k, 0);
  // Σpᵏ falls as k grows (every p < 1): k < 1 adds margin, k > 1 would take it away.
  let low = 0;
  let high = 1;
  while (sumAt(high) > target) high *= 2;
  for (let step = 0; step < BISECTION_STEPS && low < high; step++) {
    const middle = (low + high) / 2;
    if (sumAt(middle) > target) low = middle;
    else high = middle;
  }
  const k = (low + high) / 2;
  return probabilities.map((probability) => 1 / probability ** k);
}

/** Proportional margin removal: pᵢ = rᵢ/Σr with rᵢ = 1/Oᵢ, the inverse of applyMarginProportional. */
export function removeMarginProportional(decimalOdds: readonly number[]): number[] {
  const implied = decimalOdds.map((price) => 1 / checkedOdds(price));
  const total = implied.reduce((sum, value) => sum + value, 0);
  return implied.map((value) => value / total);
}

function checkedOdds(price: number): number {
  if (!Number.isFinite(price) || price <= 1) throw new RangeError(`odds must be above 1.00, got ${price}`);
  return price;
}

function checkProbabilities(probabilities: readonly number[]): void {
  const isValid = probabilities.length >= 2 && probabilities.every((p) => Number.isFinite(p) && p > 0 && p < 1);
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  if (!isValid || Math.abs(total - 1) > PROBABILITY_SUM_TOLERANCE) {
    throw new RangeError('a market needs two or more fair probabilities between 0 and 1 that sum to 1');
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMarginPower, applyMarginProportional, overround, removeMarginProportional } from './margin';

const fair = [0.5, 0.3, 0.2];

describe('margin', () => {
  it('measures the overround M = Σ1/Oᵢ − 1', () => {
    expect(overround([2, 2])).toBe(0);
    expect(overround([1.9, 1.9])).toBeCloseTo(0.0526315789, 9);
  });

  it.each([
    ['proportional', applyMarginProportional],
    ['power', applyMarginPower],
  ])('%s margin gives an overround equal to the configured margin', (_method, apply) => {
    expect(overround(apply(fair, 0.05))).toBeCloseTo(0.05, 9);
    expect(overround(apply(fair, 0.08))).toBeCloseTo(0.08, 9);
  });

  it('proportional margin divides every fair price by 1 + M', () => {
    const priced = applyMarginProportional(fair, 0.05);
    expect(priced[0]).toBeCloseTo(2 / 1.05, 12);
  });

  it('power margin shortens the favourite less and the outsider more than proportional', () => {
    const power = applyMarginPower(fair, 0.06);
    const proportional = applyMarginProportional(fair, 0.06);
    expect(power[0]).toBeGreaterThan(proportional[0] ?? 0);
    expect(power[2]).toBeLessThan(proportional[2] ?? 0);
  });

  it('removing the proportional margin gives back the fair probabilities', () => {
    removeMarginProportional(applyMarginProportional(fair, 0.07)).forEach((probability, i) => {
      expect(probability).toBeCloseTo(fair[i] ?? 0, 12);
    });
  });

  it('refuses probabilities that are not a market', () => {
    expect(() => applyMarginProportional([0.5, 0.4], 0.05)).toThrow(RangeError);
    expect(() => applyMarginPower([1], 0.05)).toThrow(RangeError);
    expect(() => applyMarginPower([0.5, 0.5], 1.5)).toThrow(RangeError);
    expect(() => overround([1, 2])).toThrow(RangeError);
  });
});

const markets = fc
  .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
  .map((weights) => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return weights.map((weight) => weight / total);
  })
  .filter((probabilities) => probabilities.every((p) => p > 1e-4 && p < 0.85));
const margins = fc.double({ min: 0, max: 0.15, noNaN: true });

describe('margin properties', () => {
  it('power margin makes Σpᵢᵏ = 1 + M', () => {
    fc.assert(
      fc.property(markets, margins, (probabilities, margin) => {
        const implied = applyMarginPower(probabilities, margin).map((price) => 1 / price);
        expect(implied.reduce((sum, r) => sum + r, 0)).toBeCloseTo(1 + margin, 9);
      }),
    );
  });

  it('proportional margin removal inverts its application', () => {
    fc.assert(
      fc.property(markets, margins, (probabilities, margin) => {
        removeMarginProportional(applyMarginProportional(probabilities, margin)).forEach((p, i) => {
          expect(p).toBeCloseTo(probabilities[i] ?? 0, 9);
        });
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, DEFAULT_MARGIN_CONFIG, marginFor, overround, removeMargin, roundOdds } from './margin';

const probabilities = fc
  .array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
  .map((ws) => {
    const s = ws.reduce((a, b) => a + b, 0);
    return ws.map((w) => w / s);
  });

describe('margin', () => {
  it.each(['power', 'proportional'] as const)('makes the overround equal the configured margin (%s)', (method) => {
    fc.assert(
      fc.property(probabilities, fc.double({ min: 0.01, max: 0.2, noNaN: true }), (ps, m) => {
        expect(overround(applyMargin(ps, m, method))).toBeCloseTo(m, 9);
      }),
    );
  });

  it.each(['power', 'proportional'] as const)('removes its own margin exactly (%s)', (method) => {
    fc.assert(
      fc.property(probabilities, (ps) => {
        const back = removeMargin(applyMargin(ps, 0.06, method), method);
        back.forEach((p, i) => {
          expect(p).toBeCloseTo(ps[i] ?? 0, 9);
        });
      }),
    );
  });

  it('puts less of the power margin on the favourite than proportional does', () => {
    const [fav] = applyMargin([0.7, 0.3], 0.06, 'power');
    const [favProp] = applyMargin([0.7, 0.3], 0.06, 'proportional');
    expect(fav).toBeGreaterThan(favProp ?? 0);
  });

  it('takes per-group, live and minor-league margins from configuration', () => {
    expect(marginFor(DEFAULT_MARGIN_CONFIG, 1, false)).toBe(0.045);
    expect(marginFor(DEFAULT_MARGIN_CONFIG, 17, true)).toBe(0.075);
    expect(marginFor(DEFAULT_MARGIN_CONFIG, 1, true)).toBe(0.07);
    expect(marginFor(DEFAULT_MARGIN_CONFIG, 19, false, true)).toBeCloseTo(0.06, 12);
  });

  it('publishes odds with three decimals and never below 1.001', () => {
    expect(roundOdds(1.8456)).toBe(1.846);
    expect(roundOdds(1.0000001)).toBe(1.001);
    expect(roundOdds(0.1 + 0.2 + 1)).toBe(1.3);
  });
});

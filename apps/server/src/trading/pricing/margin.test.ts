import { isOnPriceGrid, MAX_PRICE, MIN_PRICE, priceGrid } from '@fairline/shared/odds/price-grid';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, DEFAULT_MARGIN_CONFIG, marginFor, overround, removeMargin, roundOdds } from './margin';

const ladder = priceGrid();
// Half the ladder step between the published price and the raw price (a raw price past either end
// of the ladder is held at the end).
const halfStepAt = (published: number, raw: number) => {
  if (raw <= MIN_PRICE || raw >= MAX_PRICE) return Math.abs(published - raw);
  const i = ladder.indexOf(published);
  const neighbour = raw >= published ? (ladder[i + 1] ?? published) : (ladder[i - 1] ?? published);
  return Math.abs(neighbour - published) / 2;
};

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

  it('prices a near-certain outcome and its tiny complement with the power margin (no NaN)', () => {
    const odds = applyMargin([0.9999997128949867, 2.871050133190778e-7], 0.075, 'power');
    expect(odds.every(Number.isFinite)).toBe(true);
    expect(overround(odds)).toBeCloseTo(0.075, 9);
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

  it('publishes odds on the site ladder: two decimals below 10, never below 1.01 nor above 1000', () => {
    expect(roundOdds(1.998)).toBe(2);
    expect(roundOdds(1.8456)).toBe(1.85);
    expect(roundOdds(1.0000001)).toBe(1.01);
    expect(roundOdds(0.1 + 0.2 + 1)).toBe(1.3);
    expect(roundOdds(12.34)).toBe(12.3);
    expect(roundOdds(Number.POSITIVE_INFINITY)).toBe(1000);
  });

  it('publishes every margined price on the ladder within half a step, so the shown price is the one paid', () => {
    fc.assert(
      fc.property(probabilities, fc.double({ min: 0.01, max: 0.2, noNaN: true }), (ps, m) => {
        for (const raw of applyMargin(ps, m, 'power')) {
          const published = roundOdds(raw);
          expect(isOnPriceGrid(published)).toBe(true);
          expect(Math.abs(published - raw)).toBeLessThanOrEqual(halfStepAt(published, raw) + 1e-9);
        }
      }),
    );
  });
});

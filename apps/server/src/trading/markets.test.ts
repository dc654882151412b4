import { MAX_PRICE, MIN_PRICE, priceGrid } from '@fairline/shared/odds/price-grid';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog/catalog';
import { hasHalfMarkets } from './game-cache';
import { buildTimeline } from './live/build-timeline';
import { liveMarkets } from './live/live-markets';
import { stateAt } from './live/state';
import { gameModel } from './models/game-model';
import { prematchMarkets } from './models/prematch';
import { type FairMarket, lineProbabilities } from './pricing/fair';
import { G } from './pricing/groups';
import { DEFAULT_MARGIN_CONFIG, type MarginConfig, marginFor } from './pricing/margin';
import { priceMarket } from './pricing/outcomes';
import { EPOCH } from './schedule/calendar';
import { Schedule } from './schedule/fixtures';

const seed = 11;
const catalog = buildCatalog(seed);
const schedule = new Schedule(seed, catalog);
const from = EPOCH + 300 * 86_400_000;

/** A few fixtures of every championship, with their fair markets before and during play. */
function sampleMarkets(): { label: string; markets: FairMarket[] }[] {
  const out: { label: string; markets: FairMarket[] }[] = [];
  for (const spec of catalog.specs) {
    const fixtures = schedule.fixturesBetween(spec, from, from + 7 * 86_400_000).slice(0, 2);
    for (const f of fixtures) {
      const home = catalog.teamById.get(f.homeId);
      const away = catalog.teamById.get(f.awayId);
      const tl = buildTimeline(seed, catalog, f);
      if (!home || !away || !tl) continue;
      out.push({
        label: `${f.constId} pre`,
        markets: prematchMarkets(gameModel(spec, home, away), hasHalfMarkets(f.sportId)),
      });
      for (const share of [0.1, 0.35, 0.5, 0.8, 0.97]) {
        const state = stateAt(tl, tl.kickoff + share * (tl.end - tl.kickoff));
        out.push({ label: `${f.constId} @${share}`, markets: liveMarkets(tl, state, hasHalfMarkets(f.sportId)) });
      }
    }
  }
  return out;
}

const samples = sampleMarkets();
const ladder = priceGrid();

// How far rounding to the ladder can move Σ1/O: a price C within half a step h of the exact
// margined price moves 1/C by at most h / (C·(C − h)).
function roundingBound(odds: readonly number[]): number {
  return odds.reduce((sum, c) => {
    const i = ladder.indexOf(c);
    const h = Math.max((ladder[i + 1] ?? c) - c, c - (ladder[i - 1] ?? c)) / 2;
    return sum + h / (c * (c - h));
  }, 0);
}

describe('market probabilities', () => {
  it('sum to 1 before margin on every line of every market, before and during play', () => {
    let lines = 0;
    for (const { label, markets } of samples) {
      for (const m of markets) {
        for (const line of m.lines) {
          const sum = lineProbabilities(line).reduce((a, b) => a + b, 0);
          expect(Math.abs(sum - 1), `${label} G${m.G} P${line.P}`).toBeLessThan(1e-9);
          lines++;
        }
      }
    }
    expect(lines).toBeGreaterThan(5000);
  });

  it('price quarter lines as the average of their two half-lines', () => {
    let quarters = 0;
    for (const { markets } of samples) {
      for (const m of markets.filter((x) => x.G === G.handicap || x.G === G.total || x.G === G.teamTotal1)) {
        const byLine = new Map(m.lines.map((l) => [l.P, l]));
        for (const line of m.lines) {
          const P = line.P ?? 0;
          if (Math.round(P * 4) % 2 === 0) continue;
          const lo = byLine.get(P - 0.25);
          const hi = byLine.get(P + 0.25);
          if (!lo || !hi) continue;
          line.outcomes.forEach((o, i) => {
            const a = lo.outcomes[i];
            const b = hi.outcomes[i];
            if (!a || !b) throw new Error('line shape differs');
            expect(o.win).toBeCloseTo((a.win + b.win) / 2, 12);
            expect(o.push).toBeCloseTo((a.push + b.push) / 2, 12);
            expect(o.lose).toBeCloseTo((a.lose + b.lose) / 2, 12);
          });
          quarters++;
        }
      }
    }
    expect(quarters).toBeGreaterThan(100);
  });

  it.each(['power', 'proportional'] as const)(
    'publish odds whose overround equals the configured margin, give or take the ladder rounding (%s)',
    (method) => {
      const config: MarginConfig = { ...DEFAULT_MARGIN_CONFIG, method };
      let checked = 0;
      for (const { label, markets } of samples) {
        const live = !label.endsWith('pre');
        for (const m of markets) {
          const margin = marginFor(config, m.G, live);
          const priced = priceMarket(m, { config, live, minorLeague: false, blocked: false });
          let k = 0;
          for (const line of m.lines) {
            const odds = priced.outcomes.slice(k, k + line.outcomes.length).map((o) => o.C);
            k += line.outcomes.length;
            if (line.rest !== undefined || odds.some((c) => c >= MAX_PRICE || c <= MIN_PRICE)) continue;
            const over = odds.reduce((s, c) => s + 1 / c, 0) - 1;
            expect(Math.abs(over - margin), `${label} G${m.G}`).toBeLessThanOrEqual(roundingBound(odds) + 1e-9);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(5000);
    },
  );

  it('flag exactly one main line in each market that has several', () => {
    for (const { markets } of samples.slice(0, 40)) {
      for (const m of markets) {
        const priced = priceMarket(m, {
          config: DEFAULT_MARGIN_CONFIG,
          live: false,
          minorLeague: false,
          blocked: false,
        });
        const main = new Set(priced.outcomes.filter((o) => o.CE === 1).map((o) => Math.abs(o.P ?? 0)));
        if (m.lines.length > 1 && !m.independentLines) expect(main.size).toBe(1);
        else expect(main.size).toBe(0);
      }
    }
  });
});

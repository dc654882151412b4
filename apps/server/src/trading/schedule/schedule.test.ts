import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/catalog';
import { constIdOf, constIdOfGameId, keyOf, liveIdOf } from './ids';
import { roundPairs } from './round-robin';
import { EPOCH, Schedule } from './fixtures';

describe('schedule', () => {
  it('meets every pair twice a season, once at home and once away', () => {
    const n = 8;
    const seen = new Map<string, number>();
    for (let r = 0; r < 2 * (n - 1); r++) {
      const pairs = roundPairs(n, r);
      expect(new Set(pairs.flat()).size).toBe(n);
      for (const [h, a] of pairs) seen.set(`${h}-${a}`, (seen.get(`${h}-${a}`) ?? 0) + 1);
    }
    expect(seen.size).toBe(n * (n - 1));
    expect([...seen.values()].every((c) => c === 1)).toBe(true);
  });

  it('round-trips const ids and maps line and live ids to the same game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 1, max: 127 }), fc.integer({ min: 0, max: 15 }), (round, champId, match) => {
        const id = constIdOf({ round, champId, match });
        expect(keyOf(id)).toEqual({ round, champId, match });
        expect(id).toBeLessThan(2 ** 30);
        expect(constIdOfGameId(liveIdOf(id))).toBe(id);
        expect(constIdOfGameId(id)).toBe(id);
      }),
    );
  });

  it('resolves a fixture from its const id and keeps teams in their championship', () => {
    const catalog = buildCatalog(5);
    const schedule = new Schedule(5, catalog);
    const spec = catalog.specs[0];
    if (!spec) throw new Error('no championships');
    const fixtures = schedule.fixturesBetween(spec, EPOCH + 86_400_000 * 100, EPOCH + 86_400_000 * 110);
    expect(fixtures.length).toBeGreaterThan(10);
    for (const f of fixtures) {
      expect(schedule.byConstId(f.constId)).toEqual(f);
      expect(catalog.champById.get(spec.id)?.teamIds).toContain(f.homeId);
      expect(f.homeId).not.toBe(f.awayId);
    }
  });

  it('rejects ids that name no game', () => {
    expect(constIdOfGameId(-1)).toBeUndefined();
    expect(constIdOfGameId(2 ** 31)).toBeUndefined();
    expect(new Schedule(5, buildCatalog(5)).byConstId(constIdOf({ round: 3, champId: 126, match: 0 }))).toBeUndefined();
  });
});

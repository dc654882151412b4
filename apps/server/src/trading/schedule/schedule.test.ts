import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/catalog';
import { EPOCH } from './calendar';
import { Schedule } from './fixtures';
import { constIdOf, constIdOfGameId, keyOf, liveIdOf } from './ids';
import { roundPairs } from './round-robin';

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
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 127 }),
        fc.integer({ min: 0, max: 15 }),
        (round, champId, match) => {
          const id = constIdOf({ round, champId, match });
          expect(keyOf(id)).toEqual({ round, champId, match });
          expect(id).toBeLessThan(2 ** 30);
          expect(constIdOfGameId(liveIdOf(id))).toBe(id);
          expect(constIdOfGameId(id)).toBe(id);
        },
      ),
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

describe('catalogue', () => {
  it('runs at least nine sports in many countries, with unique team names per championship', () => {
    const catalog = buildCatalog(1);
    expect(catalog.champs.length).toBeGreaterThanOrEqual(50);
    expect(new Set(catalog.champs.map((c) => c.countryId)).size).toBeGreaterThanOrEqual(15);
    for (const champ of catalog.champs) {
      const names = champ.teamIds.map((id) => catalog.teamById.get(id)?.name.en);
      expect(new Set(names).size, champ.name.en).toBe(champ.teamIds.length);
      expect(champ.teamIds.length % 2).toBe(0);
    }
  });

  it('keeps team ids and names across seeds while strengths follow the seed', () => {
    const a = buildCatalog(1).teams;
    const b = buildCatalog(2).teams;
    expect(a.map((t) => [t.id, t.name])).toEqual(b.map((t) => [t.id, t.name]));
    expect(a.map((t) => t.strength)).not.toEqual(b.map((t) => t.strength));
  });
});

import { countryById } from '@fairline/shared/lookups/countries';
import { maskDigitPlaces } from '@fairline/shared/validation';
import { describe, expect, it } from 'vitest';
import { geoSeedRows } from '../../db/seed/geo';
import { PHONE_MASKS } from './phone-masks';

describe('geo seed', () => {
  it('gives every region and city a unique stable id derived from its parent', () => {
    const { regions, cities } = geoSeedRows();
    expect(new Set(regions.map((r) => r.id)).size).toBe(regions.length);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    for (const r of regions) expect(Math.floor(r.id / 100)).toBe(r.parent);
    for (const c of cities) expect(Math.floor(c.id / 100)).toBe(c.parent);
    for (const iso of ['kz', 'ru', 'ua', 'de', 'gb', 'tr']) {
      expect(regions.filter((r) => countryById(r.parent)?.code === iso).length, iso).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('phone masks', () => {
  it('have as many digit places as the longest accepted number, and Min ≤ Max', () => {
    for (const m of PHONE_MASKS) {
      expect(maskDigitPlaces(m.Mask), String(m.CountryId)).toBe(m.Max);
      expect(m.Min).toBeLessThanOrEqual(m.Max);
    }
    expect(new Set(PHONE_MASKS.map((m) => m.CountryId)).size).toBe(PHONE_MASKS.length);
  });
});

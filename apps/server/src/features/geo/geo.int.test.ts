import { PHONE_PRIORITY_ISO } from '@fairline/shared/lookups/countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGeo } from '../../db/seed/geo';
import { createRegistrationTestApp, type RegistrationTestApp } from '../registration/registration.testing';

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

describe('regions and cities', () => {
  it('lists the regions of Kazakhstan (id 4) with names in the asked language', async () => {
    const res = await t.app.inject({ url: '/web-api/getRegions?country_id=4&lang=en' });
    expect(res.statusCode).toBe(200);
    const { regions } = res.json();
    expect(regions.length).toBeGreaterThanOrEqual(3);
    expect(regions[0]).toEqual({ id: 401, name: 'Almaty', country_id: 4 });
    const ru = (await t.app.inject({ url: '/web-api/getRegions?country_id=4&lang=ru' })).json();
    expect(ru.regions[0].name).toBe('Алматы');
  });

  it('has a few regions with cities for KZ, RU, UA, DE, GB and TR', async () => {
    for (const id of [4, 1, 2, 65, 85, 227]) {
      const { regions } = (await t.app.inject({ url: `/web-api/getRegions?country_id=${id}` })).json();
      expect(regions.length, `country ${id}`).toBeGreaterThanOrEqual(3);
      const { cities } = (await t.app.inject({ url: `/web-api/getCitiesByRegion?region_id=${regions[0].id}` })).json();
      expect(cities.length, `country ${id}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('lists the cities of a region', async () => {
    const { cities } = (await t.app.inject({ url: '/web-api/getCitiesByRegion?region_id=404&lang=en' })).json();
    expect(cities.map((c: { name: string }) => c.name)).toEqual(['Karaganda', 'Temirtau', 'Balkhash']);
    expect(cities[0]).toEqual({ id: 40401, name: 'Karaganda', region_id: 404 });
  });

  it('answers an empty list for a country without regions and 400 for a malformed id', async () => {
    expect((await t.app.inject({ url: '/web-api/getRegions?country_id=83' })).json()).toEqual({ regions: [] });
    expect((await t.app.inject({ url: '/web-api/getRegions?country_id=abc' })).statusCode).toBe(400);
  });

  it('seeds idempotently', async () => {
    const count = async () =>
      (await t.database.query<{ n: number }>('select count(*)::int as n from geo_cities'))[0]?.n;
    const before = await count();
    await seedGeo(t.database);
    expect(await count()).toBe(before);
  });
});

describe('phone countries and masks', () => {
  it('lists the priority countries first, in the spec order, with lower-case codes', async () => {
    const { countries } = (await t.app.inject({ url: '/web-api/user/getphonecountries?lang=en' })).json();
    const head = countries.slice(0, PHONE_PRIORITY_ISO.length).map((c: { country_code: string }) => c.country_code);
    expect(head).toEqual(['ua', 'ru', 'by', 'az', 'am', 'kz', 'kg', 'md', 'tm', 'tj', 'uz', 'gh', 'ge', 'rs']);
    expect(countries[0]).toEqual({ id: 2, name: 'Ukraine', country_code: 'ua', tel_code: '380' });
    expect(countries.length).toBeGreaterThan(200);
  });

  it('answers masks as {CountryId, Mask, Max, Min}, KZ with 10 digits', async () => {
    const masks = (await t.app.inject({ url: '/web-api/api/user/phonemasks' })).json();
    for (const m of masks) expect(Object.keys(m).sort()).toEqual(['CountryId', 'Mask', 'Max', 'Min']);
    expect(masks.find((m: { CountryId: number }) => m.CountryId === 4)).toEqual({
      CountryId: 4,
      Mask: '(###) ###-##-##',
      Max: 10,
      Min: 10,
    });
    const priorityIds = [2, 1, 3, 5, 6, 4, 7, 8, 9, 10, 11, 90, 87, 195];
    for (const id of priorityIds)
      expect(
        masks.some((m: { CountryId: number }) => m.CountryId === id),
        `country ${id}`,
      ).toBe(true);
  });
});

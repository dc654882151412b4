import { INFORMATION_PAGES } from '@fairline/shared/routing';
import { siteConfigAnswer } from '@fairline/shared/wire/config';
import { citiesAnswer, phoneCountriesAnswer, phoneMasksAnswer, regionsAnswer } from '@fairline/shared/wire/geo';
import {
  consentLogAnswer,
  dictionaryContent,
  dictionaryMap,
  dictionaryMapAnswer,
  dictionaryUnitsAnswer,
  healthLiveAnswer,
  healthReadyAnswer,
  informationPageAnswer,
} from '@fairline/shared/wire/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devClockAnswer, outboxAnswer } from '../../src/features/dev/dev.testing';
import { createMixUser } from '../money/mix-client';
import { createTestApp, type TestApp } from '../test-app';
import { readExactWire } from '../wire-answer';

// The public areas' answers (site configuration, dictionaries, information pages, cookie consent,
// places and phone data, health, dev helpers) as a guest and as a logged-in player really get them,
// each read with its shared wire schema: the web types its calls with the same schemas.
let t: TestApp;
let visitors: (readonly [who: string, headers: Record<string, string>])[];

beforeAll(async () => {
  t = await createTestApp();
  const player = await createMixUser(t.database, `public-wire-${Date.now()}`);
  visitors = [
    ['guest', {}],
    ['player', player.headers],
  ];
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const eachVisitor = async (check: (headers: Record<string, string>, who: string) => Promise<void>) => {
  for (const [who, headers] of visitors) await check(headers, who);
};

describe('the public areas’ wire contract, for a guest and for a player', () => {
  it('answers the site configuration of both brands as the shared payload, settings included', async () => {
    await eachVisitor(async (headers) => {
      for (const host of ['localhost', 'meridian.localhost']) {
        const site = readExactWire(
          await get('/web-api/api/web/site/v1/config', { ...headers, host }),
          siteConfigAnswer,
        );
        expect(site.data.id).toBe(`${site.data.attributes.brand}:${site.data.attributes.geo.countryCode}`);
      }
    });
  });

  it('answers every language’s dictionary map, units and content as the shared payloads', async () => {
    await eachVisitor(async (headers) => {
      for (const lang of ['ru', 'en', 'ar']) {
        const answer = readExactWire(await get(`/translation-api/by-lang/${lang}`, headers), dictionaryMapAnswer);
        const map = dictionaryMap.parse(JSON.parse(answer.data.attributes.dictionaryMap));
        const units = readExactWire(
          await get(`/translation-api/api/external/v2/unit/language/${lang}`, headers),
          dictionaryUnitsAnswer,
        );
        expect(units.data.map((u) => u.attributes.path).sort()).toEqual(Object.values(map).sort());
        for (const path of Object.values(map)) {
          expect(
            Object.keys(readExactWire(await get(`/genfiles/web-app-v2/${path}`, headers), dictionaryContent)),
          ).not.toEqual([]);
        }
      }
    });
  });

  it('answers every information page in every language as the shared payload', async () => {
    await eachVisitor(async (headers) => {
      for (const page of INFORMATION_PAGES) {
        for (const lang of ['ru', 'en', 'ar']) {
          const answer = readExactWire(
            await get(`/web-api/information/${page}?lang=${lang}`, headers),
            informationPageAnswer,
          );
          expect(answer.data.attributes).toMatchObject({ page, lang });
        }
      }
    });
  });

  it('answers a logged cookie consent with the shared receipt', async () => {
    await eachVisitor(async (headers) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/web-api/api-v3/v1/user/agreement-with-cookies/log',
        headers,
        payload: { level: 3, visitor_id: crypto.randomUUID() },
      });
      expect(readExactWire(res, consentLogAnswer).data.level).toBe(3);
    });
  });

  it('answers regions, cities, phone countries and phone masks as the shared payloads', async () => {
    await eachVisitor(async (headers) => {
      const { regions } = readExactWire(await get('/web-api/getRegions?country_id=4&lang=en', headers), regionsAnswer);
      const region = regions[0]?.id ?? 0;
      const { cities } = readExactWire(
        await get(`/web-api/getCitiesByRegion?region_id=${region}`, headers),
        citiesAnswer,
      );
      expect(cities.every((c) => c.region_id === region)).toBe(true);
      const { countries } = readExactWire(
        await get('/web-api/user/getphonecountries?lang=ru', headers),
        phoneCountriesAnswer,
      );
      const masks = readExactWire(await get('/web-api/api/user/phonemasks', headers), phoneMasksAnswer);
      expect(masks.every((m) => countries.some((c) => c.id === m.CountryId))).toBe(true);
    });
  });

  it('answers the health probes and the dev helpers with their schemas', async () => {
    await eachVisitor(async (headers) => {
      readExactWire(await get('/health/live', headers), healthLiveAnswer);
      expect(readExactWire(await get('/health/ready', headers), healthReadyAnswer).database).toBe(true);
      readExactWire(await get('/dev/clock', headers), devClockAnswer);
      readExactWire(await get('/dev/outbox.json?limit=1', headers), outboxAnswer);
      expect((await get('/dev/outbox?limit=1', headers)).headers['content-type']).toContain('text/html');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dictionaries', () => {
  it('maps dictionary ids to content paths as a JSON string, cached 15 minutes', async () => {
    const res = await t.app.inject('/translation-api/by-lang/ru');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    const map = JSON.parse(res.json().data.attributes.dictionaryMap);
    expect(map.main).toMatch(/^dictionaries\/ru\/main\.[0-9a-f]{12}\.json$/);
  });

  it('serves content at /genfiles/web-app-v2/{path} as immutable', async () => {
    const map = JSON.parse((await t.app.inject('/translation-api/by-lang/en')).json().data.attributes.dictionaryMap);
    const res = await t.app.inject(`/genfiles/web-app-v2/${map.main}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.json()['common.close']).toBe('Close');
  });

  it('lists the units of a language', async () => {
    const res = await t.app.inject('/translation-api/api/external/v2/unit/language/ar');
    expect(res.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'unit', id: 'main' })]));
  });

  it('answers an unknown language with a clear 404', async () => {
    const res = await t.app.inject('/translation-api/by-lang/xx');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown language: xx');
  });

  it('has every key of the Russian dictionary in English and Arabic', async () => {
    const load = async (lang: string) => {
      const map = JSON.parse(
        (await t.app.inject(`/translation-api/by-lang/${lang}`)).json().data.attributes.dictionaryMap,
      );
      return (await t.app.inject(`/genfiles/web-app-v2/${map.main}`)).json() as Record<string, string>;
    };
    const [ru, en, ar] = await Promise.all([load('ru'), load('en'), load('ar')]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(ru).sort());
    for (const dict of [ru, en, ar]) for (const v of Object.values(dict)) expect(v.trim()).not.toBe('');
  });
});

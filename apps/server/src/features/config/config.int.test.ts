import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/web-api/api/web/site/v1/config${query}`, headers });

describe('site configuration per brand and country', () => {
  it('resolves the brand by host: localhost is Fairline (ru, en, ar)', async () => {
    const res = await get('', { host: 'localhost:8080' });
    expect(res.statusCode).toBe(200);
    const a = res.json().data.attributes;
    expect(a).toMatchObject({
      brand: 'fairline',
      refId: 1,
      projectId: 1,
      defaultLanguage: 'ru',
      languages: ['ru', 'en', 'ar'],
    });
    expect(a.geo).toEqual({ countryId: expect.any(Number), countryCode: 'kz' });
    expect(a.settings.customization.accentColor).toBe('#0e9f6e');
  });

  it('resolves the second brand by its domain with its own languages, colour and menu', async () => {
    const a = (await get('', { host: 'meridian.localhost' })).json().data.attributes;
    expect(a).toMatchObject({ brand: 'meridian', refId: 2, defaultLanguage: 'en', languages: ['en', 'ar'] });
    expect(a.settings.customization.accentColor).toBe('#7c3aed');
    expect(a.settings.header.menu.map((i: { langKey: string }) => i.langKey)).toEqual([
      'menu.live',
      'menu.line',
      'menu.casino',
      'menu.promo',
      'menu.results',
    ]);
  });

  it('accepts an explicit brand outside production', async () => {
    expect((await get('?brand=meridian')).json().data.attributes.brand).toBe('meridian');
  });

  it('applies a country row over the brand defaults (geo header)', async () => {
    const kz = (await get('', { 'x-geo-country': 'KZ' })).json().data.attributes;
    const gb = (await get('', { 'x-geo-country': 'gb' })).json().data.attributes;
    expect(kz.settings.registration.minAge).toBe(21);
    expect(gb.settings.registration.minAge).toBe(18);
    expect(gb.settings.betting.coefficientFormatDefault).toBe(1);
    expect(gb.geo.countryCode).toBe('gb');
  });

  it('sanitises: switches that default to true are on, others off', async () => {
    const s = (await get()).json().data.attributes.settings;
    expect(s.header.maxVisibleNavItems).toBe(7);
    expect(s.coupon.couponHistoryDays).toBe(7);
  });

  it('refuses an unknown brand and an unknown country with a clear 4xx', async () => {
    const brand = await get('?brand=nope');
    expect(brand.statusCode).toBe(404);
    expect(brand.json().message).toBe('Unknown brand: nope');
    const country = await get('', { 'x-geo-country': 'zz' });
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toContain('Unknown country');
  });
});

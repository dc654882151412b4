// application.languageOrder: the site configuration lists the brand's languages in that order (the
// language switcher follows it); languages it does not name keep their place after the named ones.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import type { Database } from '../../infra/db';
import { createSiteConfigService } from './config.service';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const fairlineRequest = { headers: { host: 'localhost' } } as unknown as FastifyRequest;

async function setLanguageOrder(order: unknown) {
  await database.query(
    `update site_configs set config = jsonb_set(config, '{application,languageOrder}', $1::jsonb)
     where country = '*' and brand_id = (select id from brands where slug = 'fairline')`,
    [JSON.stringify(order)],
  );
}

describe('application.languageOrder', () => {
  it('keeps the configured languages in their own order when no order is set', async () => {
    const site = await createSiteConfigService(database, testConfig()).resolve(fairlineRequest);
    expect(site.languages).toEqual(['ru', 'en', 'ar']);
  });

  it('lists the ordered languages first, the rest after them', async () => {
    await setLanguageOrder(['ar', 'en']);
    const site = await createSiteConfigService(database, testConfig()).resolve(fairlineRequest);
    expect(site.languages).toEqual(['ar', 'en', 'ru']);
    expect(site.defaultLanguage).toBe('ru');
  });

  it('accepts the order as a comma-separated string and ignores languages the brand does not offer', async () => {
    await setLanguageOrder('de, en');
    const site = await createSiteConfigService(database, testConfig()).resolve(fairlineRequest);
    expect(site.languages).toEqual(['en', 'ru', 'ar']);
  });
});

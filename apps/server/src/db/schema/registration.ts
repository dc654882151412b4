import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './platform';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const geoRegions = pgTable(
  'geo_regions',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
  },
  (t) => [index('geo_regions_country').on(t.countryId, t.id)],
);

export const geoCities = pgTable(
  'geo_cities',
  {
    id: integer('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => geoRegions.id),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
  },
  (t) => [index('geo_cities_region').on(t.regionId, t.id)],
);

export const mailingSubscriptions = pgTable('mailing_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  email: text('email').notNull(),
  lang: text('lang').notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const captchaUsed = pgTable('captcha_used', {
  id: text('id').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

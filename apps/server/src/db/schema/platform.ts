import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  refId: integer('ref_id').notNull().unique(),
  projectId: integer('project_id').notNull(),
  domains: text('domains').array().notNull(),
  defaultCountry: text('default_country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteConfigs = pgTable(
  'site_configs',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    country: text('country').notNull().default('*'),
    config: jsonb('config').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.country] })],
);

export const informationPages = pgTable('information_pages', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').references(() => brands.id),
  pageKey: text('page_key').notNull(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  blocks: jsonb('blocks').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Saved by staff in the back office: the demo seed leaves the row alone (ADR 0055).
  editedByStaff: boolean('edited_by_staff').notNull().default(false),
});

export const cookieAgreements = pgTable('cookie_agreements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  level: smallint('level').notNull(),
  visitorId: text('visitor_id').notNull(),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  subject: text('subject'),
  ip: text('ip'),
  details: jsonb('details').notNull(),
});

import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from './platform';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  country: text('country').notNull(),
  currencyId: integer('currency_id').notNull(),
  registrationType: text('registration_type').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  birthDate: date('birth_date'),
  profile: jsonb('profile').notNull(),
  emailVerifiedAt: ts('email_verified_at'),
  phoneVerifiedAt: ts('phone_verified_at'),
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull(),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  secureQuestionId: integer('secure_question_id'),
  secureQuestion: text('secure_question'),
  secureAnswerHash: text('secure_answer_hash'),
  authByEmail: boolean('auth_by_email').notNull(),
  status: text('status').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  closedAt: ts('closed_at'),
  closedReason: text('closed_reason'),
});

export const authCodes = pgTable('auth_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purpose: text('purpose').notNull(),
  target: text('target').notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  codeHash: text('code_hash').notNull(),
  payload: jsonb('payload').notNull(),
  attempts: integer('attempts').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }),
  ip: text('ip'),
  /** Unknown accounts only: SHA-256 of the brand and the typed login (migration 0016). */
  loginKey: text('login_key'),
  at: ts('at').notNull().defaultNow(),
});

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const totpSetups = pgTable('totp_setups', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const secureQuestions = pgTable('secure_questions', {
  id: integer('id').primaryKey(),
  translationKey: text('translation_key').notNull().unique(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull(),
});

export const phoneChanges = pgTable('phone_changes', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  newPhone: text('new_phone'),
  reauthUntil: ts('reauth_until'),
  codeVerifiedAt: ts('code_verified_at'),
  answerVerifiedAt: ts('answer_verified_at'),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

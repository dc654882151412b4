// The SQL of player settings: disallowed sports and marketing choices (table player_settings,
// migration 0022), the newsletter row of mailing_subscriptions, and the account facts they depend on.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

export interface DisallowedSports {
  line: number[];
  live: number[];
}

export interface MarketingRow {
  email: string | null;
  phone: string | null;
  brandId: number;
  authByEmail: boolean;
  suppressed: boolean;
  emailNews: boolean;
  emailPromotions: boolean;
  smsPromotions: boolean;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(asNumber) : []);

/** The sports a player disallowed in each feed (none when they never chose). */
export async function readDisallowedSports(database: Database, userId: number): Promise<DisallowedSports> {
  const [row] = await database.query<{ line: unknown; live: unknown }>(
    'select line_disallowed_sports as line, live_disallowed_sports as live from player_settings where user_id = $1',
    [userId],
  );
  return { line: ids(row?.line), live: ids(row?.live) };
}

export async function writeDisallowedSports(database: Database, userId: number, sports: DisallowedSports) {
  await database.query(
    `insert into player_settings (user_id, line_disallowed_sports, live_disallowed_sports) values ($1, $2, $3)
     on conflict (user_id) do update set line_disallowed_sports = excluded.line_disallowed_sports,
       live_disallowed_sports = excluded.live_disallowed_sports, updated_at = now()`,
    [userId, sports.line, sports.live],
  );
}

/** The account's contacts, its marketing mark and the stored choices; the newsletter is its mailing-list row. */
export async function readMarketing(database: Database, userId: number): Promise<MarketingRow> {
  const [row] = await database.query<{
    email: string | null;
    phone: string | null;
    brand_id: unknown;
    auth_by_email: boolean;
    marketing_suppressed: boolean;
    email_news: boolean;
    email_promotions: boolean | null;
    sms_promotions: boolean | null;
  }>(
    `select u.email, u.phone, u.brand_id, u.auth_by_email, u.marketing_suppressed,
            exists (select 1 from mailing_subscriptions m
                     where m.brand_id = u.brand_id and (m.user_id = u.id or lower(m.email) = lower(u.email))) as email_news,
            s.email_promotions, s.sms_promotions
       from users u left join player_settings s on s.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`no user ${userId}`);
  return {
    email: row.email,
    phone: row.phone,
    brandId: asNumber(row.brand_id),
    authByEmail: row.auth_by_email,
    suppressed: row.marketing_suppressed,
    emailNews: row.email_news,
    emailPromotions: row.email_promotions === true,
    smsPromotions: row.sms_promotions === true,
  };
}

export interface MarketingChange {
  emailNews?: boolean | undefined;
  emailPromotions?: boolean | undefined;
  smsPromotions?: boolean | undefined;
  /** The player chose to hear from us again: the mark a time-out or self-exclusion left goes. */
  endSuppression: boolean;
}

/** Stores the choices in one statement: the promotion flags, the newsletter row and the marketing mark. */
export async function writeMarketing(
  database: Database,
  userId: number,
  change: MarketingChange,
  lang: string,
): Promise<void> {
  await database.query(
    `with prefs as (
       insert into player_settings (user_id, email_promotions, sms_promotions)
       values ($1, coalesce($2, false), coalesce($3, false))
       on conflict (user_id) do update set
         email_promotions = coalesce($2, player_settings.email_promotions),
         sms_promotions = coalesce($3, player_settings.sms_promotions),
         updated_at = now()
     ), u as (
       select id, brand_id, email from users where id = $1
     ), unsubscribe as (
       delete from mailing_subscriptions m using u
        where $4::boolean is false and m.brand_id = u.brand_id and (m.user_id = u.id or lower(m.email) = lower(u.email))
     ), subscribe as (
       insert into mailing_subscriptions (brand_id, email, lang, user_id)
       select brand_id, email, $6, id from u where $4::boolean is true and email is not null
       on conflict (brand_id, lower(email)) do update set user_id = excluded.user_id, updated_at = now()
     )
     update users set marketing_suppressed = false, updated_at = now() where id = $1 and $5::boolean`,
    [
      userId,
      change.emailPromotions ?? null,
      change.smsPromotions ?? null,
      change.emailNews ?? null,
      change.endSuppression,
      lang,
    ],
  );
}

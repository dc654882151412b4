// The SQL of account data: the player's account row, the brand's field settings, and the update.
import type { Database } from '../../infra/db';

export interface AccountRow {
  brand_id: number;
  slug: string;
  country: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  profile: Record<string, unknown>;
}

/** The player's account fields and brand; null when there is no such player. */
export async function findAccount(database: Database, userId: number): Promise<AccountRow | null> {
  const [row] = await database.query<AccountRow>(
    `select u.brand_id, b.slug, u.country, u.first_name, u.last_name,
       to_char(u.birth_date, 'YYYY-MM-DD') as birth_date, u.profile
     from users u join brands b on b.id = u.brand_id where u.id = $1`,
    [userId],
  );
  return row ?? null;
}

export interface FieldSettingsRow {
  editable: unknown;
  identification: unknown;
}

/** The field settings rows that apply to a brand × country, most specific first. */
export async function findFieldSettings(database: Database, brandSlug: string, country: string) {
  return database.query<FieldSettingsRow>(
    `select editable, identification from account_field_settings
     where brand_slug in ($1, '*') and country in ($2, '*')
     order by (brand_slug = '*'), (country = '*')`,
    [brandSlug, country],
  );
}

export interface AccountUpdate {
  /** Column values; a key left out keeps the column, null empties it. */
  columns: { first_name?: string | null; last_name?: string | null; birth_date?: string | null };
  /** Profile keys to set, and keys to remove. */
  profile: Record<string, unknown>;
  removed: string[];
}

/** Writes the changed account fields. */
export async function updateAccount(database: Database, userId: number, update: AccountUpdate): Promise<void> {
  const has = (key: keyof AccountUpdate['columns']) => key in update.columns;
  await database.query(
    `update users set
       first_name = case when $2 then $3 else first_name end,
       last_name = case when $4 then $5 else last_name end,
       birth_date = case when $6 then $7::date else birth_date end,
       profile = (profile - $8::text[]) || $9::jsonb,
       updated_at = now()
     where id = $1`,
    [
      userId,
      has('first_name'),
      update.columns.first_name ?? null,
      has('last_name'),
      update.columns.last_name ?? null,
      has('birth_date'),
      update.columns.birth_date ?? null,
      update.removed,
      JSON.stringify(update.profile),
    ],
  );
}

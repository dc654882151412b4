import type { Database } from '../../infra/db';

export interface NewAccount {
  brandId: number;
  email?: string | undefined;
  /** Digits only: calling code and national number. */
  phone?: string | undefined;
  passwordHash: string;
  /** Lower-case ISO code. */
  country: string;
  currencyId: number;
  registrationType: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** yyyy-MM-dd */
  birthDate?: string | undefined;
  profile: Record<string, unknown>;
  phoneVerified?: boolean;
}

/** Inserts the account; null when its e-mail or phone is already taken in the brand (nothing is written then). */
export async function insertAccount(database: Database, a: NewAccount): Promise<number | null> {
  const [row] = await database.query<{ id: string | number }>(
    `insert into users (brand_id, email, phone, password_hash, country, currency_id, registration_type,
       first_name, last_name, birth_date, profile, phone_verified_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, case when $12 then now() end)
     on conflict do nothing returning id`,
    [
      a.brandId,
      a.email ?? null,
      a.phone ?? null,
      a.passwordHash,
      a.country,
      a.currencyId,
      a.registrationType,
      a.firstName ?? null,
      a.lastName ?? null,
      a.birthDate ?? null,
      JSON.stringify(a.profile),
      a.phoneVerified ?? false,
    ],
  );
  return row ? Number(row.id) : null;
}

/** The id of the brand's account with this e-mail, any case. */
export async function accountIdByEmail(database: Database, brandId: number, email: string): Promise<number | null> {
  const [row] = await database.query<{ id: string | number }>(
    'select id from users where brand_id = $1 and lower(email) = lower($2)',
    [brandId, email],
  );
  return row ? Number(row.id) : null;
}

import type { Database } from '../../infra/db';

export interface AuthUserRow {
  id: number;
  brandId: number;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  totpEnabled: boolean;
  totpSecret: string | null;
  status: string;
  emailVerifiedAt: Date | null;
  authByEmail: boolean;
}

const COLUMNS = `id, brand_id, email, phone, password_hash, totp_enabled, totp_secret, status, email_verified_at, auth_by_email`;

type Raw = {
  id: string | number;
  brand_id: number;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  totp_enabled: boolean;
  totp_secret: string | null;
  status: string;
  email_verified_at: Date | null;
  auth_by_email: boolean;
};

const toRow = (r: Raw): AuthUserRow => ({
  id: Number(r.id),
  brandId: r.brand_id,
  email: r.email,
  phone: r.phone,
  passwordHash: r.password_hash,
  totpEnabled: r.totp_enabled,
  totpSecret: r.totp_secret,
  status: r.status,
  emailVerifiedAt: r.email_verified_at,
  authByEmail: r.auth_by_email,
});

/** Digits of a phone number as typed (spaces, dashes, brackets and a leading + dropped). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// Account ids come from a sequence starting at 1000001; a longer digit string can only be a phone.
const MAX_ID_DIGITS = 12;

/**
 * Finds an account of the brand by user id, e-mail or phone. Input with `@` is an e-mail; digits are
 * tried as the id first, then as a phone (stored with or without the leading +).
 */
export async function findUserByLogin(database: Database, brandId: number, login: string): Promise<AuthUserRow | null> {
  const value = login.trim();
  if (value.includes('@')) {
    const [row] = await database.query<Raw>(
      `select ${COLUMNS} from users where brand_id = $1 and lower(email) = lower($2)`,
      [brandId, value],
    );
    return row ? toRow(row) : null;
  }
  if (/^\d+$/.test(value) && value.length <= MAX_ID_DIGITS) {
    const byId = await findUserById(database, Number(value));
    if (byId && byId.brandId === brandId) return byId;
  }
  return findUserByPhone(database, brandId, value);
}

/** The brand's account with this phone (any formatting of the digits). */
export async function findUserByPhone(database: Database, brandId: number, phone: string): Promise<AuthUserRow | null> {
  const digits = phoneDigits(phone);
  if (digits.length < 6 || digits.length > 20) return null;
  const [row] = await database.query<Raw>(
    `select ${COLUMNS} from users where brand_id = $1 and phone in ($2, $3) limit 1`,
    [brandId, digits, `+${digits}`],
  );
  return row ? toRow(row) : null;
}

export async function findUserById(database: Database, id: number): Promise<AuthUserRow | null> {
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await database.query<Raw>(`select ${COLUMNS} from users where id = $1`, [id]);
  return row ? toRow(row) : null;
}

export async function setPasswordHash(database: Database, userId: number, passwordHash: string): Promise<void> {
  await database.query('update users set password_hash = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}

/**
 * Switches the player's 2FA off as staff do after verifying them (ADR 0048): secret, recovery hash,
 * last step and any pending setup go. Returns whether 2FA was on (null: no such user).
 */
export async function resetUserTotp(database: Database, userId: number): Promise<boolean | null> {
  const [row] = await database.query<{ was_on: boolean }>(
    `with gone as (delete from totp_setups where user_id = $1),
     before as (select totp_enabled from users where id = $1)
     update users set totp_secret = null, totp_enabled = false, totp_last_step = null, totp_recovery_hash = null,
       updated_at = now()
     where id = $1 returning (select totp_enabled from before) as was_on`,
    [userId],
  );
  return row ? row.was_on : null;
}

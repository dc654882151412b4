import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../infra/db';
import { sha256 } from '../../infra/hash';

/** How long a QR code may wait for its first code. */
export const SETUP_TTL_MS = 15 * 60_000;

/** A new secret for the authenticator app, pending until confirmed with a code (a new request replaces it). */
export async function startTotpSetup(database: Database, input: { userId: number; issuer: string; label: string }) {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ issuer: input.issuer, label: input.label, secret, algorithm: 'SHA1', digits: 6, period: 30 });
  await database.query(
    `insert into totp_setups (user_id, secret, expires_at) values ($1, $2, $3)
     on conflict (user_id) do update set secret = excluded.secret, expires_at = excluded.expires_at, created_at = now()`,
    [input.userId, secret.base32, new Date(Date.now() + SETUP_TTL_MS)],
  );
  const link = totp.toString();
  return { qr_code_url: await QRCode.toDataURL(link), qr_link: link, code: secret.base32 };
}

/** The pending secret of the user, if one is still live. */
export async function pendingTotpSecret(database: Database, userId: number): Promise<string | null> {
  const [row] = await database.query<{ secret: string }>(
    'select secret from totp_setups where user_id = $1 and expires_at > now()',
    [userId],
  );
  return row?.secret ?? null;
}

/**
 * Switches 2FA on with the confirmed secret; returns the recovery hash shown once (only its SHA-256 is
 * kept). `totp_last_step` is the step of the confirming code, so that code cannot log in again.
 */
export async function enableTotp(database: Database, userId: number, secret: string, step: number): Promise<string> {
  const recovery = randomBytes(15).toString('hex');
  await database.query(
    `with gone as (delete from totp_setups where user_id = $1)
     update users set totp_secret = $2, totp_enabled = true, totp_last_step = $3, totp_recovery_hash = $4, updated_at = now() where id = $1`,
    [userId, secret, step, sha256(recovery)],
  );
  return recovery;
}

export async function disableTotp(database: Database, userId: number): Promise<void> {
  await database.query(
    'update users set totp_secret = null, totp_enabled = false, totp_recovery_hash = null, updated_at = now() where id = $1',
    [userId],
  );
}

/** Whether `given` is the recovery hash whose SHA-256 is stored (compared in constant time). */
export function recoveryMatches(storedSha256: string | null, given: string): boolean {
  if (!storedSha256) return false;
  const a = Buffer.from(storedSha256);
  const b = Buffer.from(sha256(given.trim().toLowerCase()));
  return a.length === b.length && timingSafeEqual(a, b);
}

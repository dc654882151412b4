import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../infra/db';

const PERIOD_S = 30;

/** The time step a 6-digit TOTP code belongs to (current step ± 1), or null when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let totp: TOTP;
  try {
    totp = new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: PERIOD_S });
  } catch {
    return null;
  }
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Records the step as used; false when this or a later step was already used, so a code works once [ASVS 6.5.1]. */
export async function claimTotpStep(database: Database, userId: number, step: number): Promise<boolean> {
  const rows = await database.query(
    'update users set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id',
    [userId, step],
  );
  return rows.length > 0;
}

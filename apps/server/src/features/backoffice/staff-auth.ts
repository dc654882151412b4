// Staff identity (issue 24 §1): accounts created without a password (a one-time enrolment link sets
// it and proves the authenticator), login with password and TOTP together, and a lock-out after
// repeated failures counted in the database per e-mail and per IP, as for players [ASVS 6.3.1].
import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { hashPassword, verifyPassword } from '../auth/auth.service';
import { appendAudit } from './audit.repository';
import type { StaffRole } from './permissions';
import {
  type AuditActor,
  claimStaffTotpStep,
  completeEnrolment,
  findStaffByEmail,
  findStaffByEnrolment,
  insertStaff,
} from './staff.repository';
import { hashToken, openStaffSession } from './staff-sessions';
import { matchStaffTotp, newTotpSecret, otpauthUri } from './totp';

type Query = Pick<Database, 'query'>;

export const STAFF_LOCK_WINDOW_MS = 15 * 60_000;
export const STAFF_LOCK_FAILURES = 10;
export const STAFF_IP_LOCK_FAILURES = 50;
export const ENROLMENT_TTL_MS = 72 * 3_600_000;

const invalid = () =>
  new AppError('UNAUTHORIZED', 'Incorrect e-mail, password or code', { errorCode: 'invalid_credentials' });
const locked = () =>
  new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Try again in 15 minutes.', {
    errorCode: 'account_locked',
  });

// A hash of a throw-away password, verified for an unknown e-mail so both answers take the same time [ASVS 6.3.8].
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export interface NewStaff {
  id: number;
  email: string;
  role: StaffRole;
  /** Shown once: the link (path) that sets the password, and the TOTP secret it enrols. */
  enrolment_path: string;
  enrolment_token: string;
  totp_secret: string;
  otpauth_uri: string;
  enrolment_expires_at: string;
}

/** Creates a staff account awaiting enrolment (the CLI and the staff desk); 409 when the e-mail is taken. */
export async function createStaffMember(
  db: Query,
  input: { email: string; role: StaffRole },
  actor: AuditActor,
  now = new Date(),
): Promise<NewStaff> {
  const token = randomBytes(24).toString('base64url');
  const secret = newTotpSecret();
  const expires = new Date(now.getTime() + ENROLMENT_TTL_MS);
  const email = input.email.trim().toLowerCase();
  const id = await insertStaff(
    db,
    { email, role: input.role, totpSecret: secret, enrolmentHash: hashToken(token), enrolmentExpiresAt: expires },
    actor,
  );
  if (id === null)
    throw new AppError('CONFLICT', 'A staff account with this e-mail exists', { errorCode: 'staff_exists' });
  return {
    id,
    email,
    role: input.role,
    enrolment_path: `/admin/enrol#${token}`,
    enrolment_token: token,
    totp_secret: secret,
    otpauth_uri: otpauthUri(secret, email),
    enrolment_expires_at: expires.toISOString(),
  };
}

/** What the enrolment page shows: the account and its authenticator secret; 404 for a spent or unknown token. */
export async function readEnrolment(db: Query, token: string, now = new Date()) {
  const staff = await findStaffByEnrolment(db, hashToken(token), now);
  if (!staff) throw new AppError('NOT_FOUND', 'This enrolment link is not valid', { errorCode: 'enrolment_invalid' });
  return { email: staff.email, totp_secret: staff.totpSecret, otpauth_uri: otpauthUri(staff.totpSecret, staff.email) };
}

/** Sets the password once the first TOTP code proves the authenticator holds the secret. */
export async function enrol(
  db: Query,
  input: { token: string; password: string; code: string },
  ip: string | null,
  now = new Date(),
): Promise<void> {
  const staff = await findStaffByEnrolment(db, hashToken(input.token), now);
  if (!staff) throw new AppError('NOT_FOUND', 'This enrolment link is not valid', { errorCode: 'enrolment_invalid' });
  const step = matchStaffTotp(staff.totpSecret, input.code, now.getTime());
  if (step === null) throw new AppError('VALIDATION', 'Incorrect code', { validationErrors: { code: 'incorrect' } });
  const done = await completeEnrolment(
    db,
    { id: staff.id, passwordHash: await hashPassword(input.password), step },
    ip,
  );
  if (!done) throw new AppError('NOT_FOUND', 'This enrolment link is not valid', { errorCode: 'enrolment_invalid' });
}

async function isLocked(db: Query, email: string, ip: string | null, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - STAFF_LOCK_WINDOW_MS);
  const [row] = await db.query<{ by_email: unknown; by_ip: unknown }>(
    `select count(*) filter (where lower(email) = lower($1)) as by_email,
            count(*) filter (where ip = $2) as by_ip
     from staff_login_failures where at > $3 and (lower(email) = lower($1) or ip = $2)`,
    [email, ip, since],
  );
  return Number(row?.by_email ?? 0) >= STAFF_LOCK_FAILURES || Number(row?.by_ip ?? 0) >= STAFF_IP_LOCK_FAILURES;
}

async function recordFailure(db: Query, email: string, ip: string | null, staffId: number | null, now: Date) {
  await db.query('insert into staff_login_failures (email, ip, at) values ($1, $2, $3)', [
    email.slice(0, 254),
    ip,
    now,
  ]);
  await appendAudit(
    db,
    { staffId, staffEmail: null, ip },
    { action: 'staff.login.failed', subject: `email:${email.slice(0, 254)}` },
  );
}

/**
 * Password and TOTP code in one step; the same 401 for an unknown e-mail, a wrong password, a wrong or
 * reused code and a disabled or unenrolled account. Answers the session's cookie value.
 */
export async function loginStaff(
  db: Query,
  input: { email: string; password: string; code: string },
  meta: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<string> {
  if (await isLocked(db, input.email, meta.ip, now)) throw locked();
  const staff = await findStaffByEmail(db, input.email);
  const passwordOk = await verifyPassword(staff?.passwordHash ?? (await dummy()), input.password);
  const step = staff ? matchStaffTotp(staff.totpSecret, input.code, now.getTime()) : null;
  const usable = staff !== null && staff.passwordHash !== null && staff.disabledAt === null;
  if (!usable || !passwordOk || step === null || !(await claimStaffTotpStep(db, staff.id, step))) {
    await recordFailure(db, input.email, meta.ip, staff?.id ?? null, now);
    throw invalid();
  }
  return openStaffSession(db, staff, meta, now);
}

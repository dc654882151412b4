import { checkPhone } from '@fairline/shared/validation';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import { codeRefusal, issueCode, limitCodeSending, phoneDigits, verifyCode } from '../auth/auth.service';
import { recordSecurityChange } from './notify';
import { requireReauth } from './reauth';
import { maskedPhone, type SecurityUser } from './security-user';

export const PHONE_CODE_LENGTH = 6;
/** A re-authentication or a sent code is good for this long. */
const STEP_TTL_MS = 10 * 60_000;
const NEW_PHONE_PURPOSE = 'phone_new';
export const CURRENT_PHONE_PURPOSE = 'phone_change_current';

export interface PhoneChange {
  newPhone: string | null;
  reauthed: boolean;
  codeVerified: boolean;
}

const newPhoneTarget = (userId: number, phone: string) => `${userId}:${phone}`;

/** The user's phone binding or change in progress, if it has not expired. */
export async function findPhoneChange(ctx: AuthContext, userId: number): Promise<PhoneChange | null> {
  const [row] = await ctx.database.query<{ new_phone: string | null; reauthed: boolean; code_verified: boolean }>(
    `select new_phone, coalesce(reauth_until > now(), false) as reauthed, code_verified_at is not null as code_verified
     from phone_changes where user_id = $1 and expires_at > now()`,
    [userId],
  );
  return row ? { newPhone: row.new_phone, reauthed: row.reauthed, codeVerified: row.code_verified } : null;
}

/** Records a passed re-authentication (password, fresh login, or a code to the current phone) for the next 10 minutes. */
export async function grantPhoneReauth(ctx: AuthContext, userId: number): Promise<void> {
  const until = new Date(Date.now() + STEP_TTL_MS);
  await ctx.database.query(
    `insert into phone_changes (user_id, reauth_until, expires_at) values ($1, $2, $2)
     on conflict (user_id) do update set reauth_until = $2, expires_at = greatest(phone_changes.expires_at, $2)`,
    [userId, until],
  );
}

/** Re-authentication for a phone change: an earlier pass (code to the current phone, password) or the password now. */
export async function ensurePhoneReauth(
  ctx: AuthContext,
  req: FastifyRequest,
  user: SecurityUser,
  sessionId: string,
  password: string | undefined,
) {
  if ((await findPhoneChange(ctx, user.id))?.reauthed) return;
  await requireReauth(ctx, req, user, sessionId, password);
  await grantPhoneReauth(ctx, user.id);
}

/** Digits of a new number, checked with the shared phone rules and against the brand's other accounts. */
export async function validNewPhone(
  ctx: AuthContext,
  user: SecurityUser,
  raw: string,
  field: string,
  countryIso?: string,
): Promise<string> {
  const digits = phoneDigits(raw);
  const failure = checkPhone(digits, countryIso ? { countryIso } : {});
  if (failure)
    throw new AppError('VALIDATION', 'Enter a correct phone number', { validationErrors: { [field]: failure.key } });
  if (digits === user.phone)
    throw new AppError('VALIDATION', 'This is already your phone number', {
      validationErrors: { [field]: 'phone_same' },
    });
  const taken = await ctx.database.query('select 1 from users where brand_id = $1 and phone in ($2, $3) and id <> $4', [
    user.brandId,
    digits,
    `+${digits}`,
    user.id,
  ]);
  if (taken.length)
    throw new AppError('VALIDATION', 'This phone number is used by another account', {
      validationErrors: { [field]: 'phone_taken' },
    });
  return digits;
}

/** Sends a code to the new number and remembers it as the pending number (earlier code and answer steps reset). */
export async function sendNewPhoneCode(ctx: AuthContext, req: FastifyRequest, user: SecurityUser, phone: string) {
  await limitCodeSending(ctx.database, req, phone);
  await ctx.database.query(
    `insert into phone_changes (user_id, new_phone, expires_at) values ($1, $2, $3)
     on conflict (user_id) do update set new_phone = $2, code_verified_at = null, answer_verified_at = null,
       expires_at = greatest(phone_changes.expires_at, $3)`,
    [user.id, phone, new Date(Date.now() + STEP_TTL_MS)],
  );
  const { code } = await issueCode(ctx.database, {
    purpose: NEW_PHONE_PURPOSE,
    target: newPhoneTarget(user.id, phone),
    userId: user.id,
    length: PHONE_CODE_LENGTH,
  });
  const site = await ctx.sites.resolve(req);
  await ctx.messaging.sendSms({
    to: phone,
    body: `${site.brand.name}: ${code} is your code to confirm this phone number.`,
  });
  return { message: 'The code has been sent by SMS', code_length: PHONE_CODE_LENGTH };
}

/** A one-time-code refusal keyed to the field the client shows it on. */
export function confirmRefusal(reason: Parameters<typeof codeRefusal>[0], field = 'confirm_code'): AppError {
  const refusal = codeRefusal(reason);
  return new AppError(refusal.code, refusal.message, {
    ...refusal.options,
    validationErrors: { [field]: 'auth_incorrect_code' },
  });
}

/** Checks (and spends) the code sent to the pending new number; returns that number. */
export async function verifyNewPhoneCode(
  ctx: AuthContext,
  user: SecurityUser,
  code: string,
  phone?: string,
): Promise<string> {
  const pending = await findPhoneChange(ctx, user.id);
  if (!pending?.newPhone || (phone !== undefined && phoneDigits(phone) !== pending.newPhone))
    throw confirmRefusal('not_found');
  const check = await verifyCode(ctx.database, {
    purpose: NEW_PHONE_PURPOSE,
    target: newPhoneTarget(user.id, pending.newPhone),
    code,
  });
  if (!check.ok) throw confirmRefusal(check.reason);
  return pending.newPhone;
}

/** Marks the pending number's code as confirmed (the v3 flow confirms code and answer in separate calls). */
export async function markCodeVerified(ctx: AuthContext, userId: number): Promise<void> {
  await ctx.database.query('update phone_changes set code_verified_at = now() where user_id = $1', [userId]);
}

/** Binds or replaces the phone, closes the change, notifies (e-mail, old and new number) and audits. */
export async function applyPhone(
  ctx: AuthContext,
  req: FastifyRequest,
  user: SecurityUser,
  phone: string,
): Promise<void> {
  const updated = await ctx.database.query(
    `update users set phone = $2, phone_verified_at = now(), updated_at = now()
     where id = $1 and not exists (select 1 from users o where o.brand_id = $3 and o.phone in ($2, '+' || $2) and o.id <> $1) returning id`,
    [user.id, phone, user.brandId],
  );
  if (!updated.length)
    throw new AppError('VALIDATION', 'This phone number is used by another account', {
      validationErrors: { phone_number: 'phone_taken' },
    });
  await ctx.database.query('delete from phone_changes where user_id = $1', [user.id]);
  await recordSecurityChange(ctx, req, user, {
    action: user.phone ? 'security.phone.changed' : 'security.phone.bound',
    notice: `The phone number of your account is now ${maskedPhone(phone)}.`,
    details: { phone: maskedPhone(phone), ...(user.phone ? { previous: maskedPhone(user.phone) } : {}) },
    extraPhones: [...(user.phone ? [user.phone] : []), phone],
  });
}

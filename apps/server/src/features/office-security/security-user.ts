import { AppError } from '../../errors';
import type { Database } from '../../infra/db';

/** The security-relevant columns of the logged-in account. */
export interface SecurityUser {
  id: number;
  brandId: number;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  totpEnabled: boolean;
  totpSecret: string | null;
  totpRecoveryHash: string | null;
  secureQuestionId: number | null;
  secureQuestion: string | null;
  secureAnswerHash: string | null;
  authByEmail: boolean;
  profile: Record<string, unknown>;
}

type Raw = {
  id: string;
  brand_id: number;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  totp_enabled: boolean;
  totp_secret: string | null;
  totp_recovery_hash: string | null;
  secure_question_id: number | null;
  secure_question: string | null;
  secure_answer_hash: string | null;
  auth_by_email: boolean;
  profile: Record<string, unknown> | null;
};

/** The account of a `requireUser` request; it exists (the session join checked it) unless deleted meanwhile. */
export async function loadSecurityUser(database: Database, userId: number): Promise<SecurityUser> {
  const [r] = await database.query<Raw>(
    `select id, brand_id, email, phone, password_hash, totp_enabled, totp_secret, totp_recovery_hash,
       secure_question_id, secure_question, secure_answer_hash, auth_by_email, profile
     from users where id = $1`,
    [userId],
  );
  if (!r) throw new AppError('UNAUTHORIZED', 'Authorization required');
  return {
    id: Number(r.id),
    brandId: r.brand_id,
    email: r.email,
    phone: r.phone,
    passwordHash: r.password_hash,
    totpEnabled: r.totp_enabled,
    totpSecret: r.totp_secret,
    totpRecoveryHash: r.totp_recovery_hash,
    secureQuestionId: r.secure_question_id,
    secureQuestion: r.secure_question,
    secureAnswerHash: r.secure_answer_hash,
    authByEmail: r.auth_by_email,
    profile: r.profile ?? {},
  };
}

/** The last four digits of a phone, for audit details and notices (never the whole number). */
export const maskedPhone = (phone: string) => `***${phone.slice(-4)}`;

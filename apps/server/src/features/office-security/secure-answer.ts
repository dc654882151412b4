import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import { hitRateLimit } from '../../infra/rate-limit';
import type { AuthContext } from '../auth/auth.service';
import { hashPassword, tooManyRequests, verifyPassword } from '../auth/auth.service';
import type { SecurityUser } from './security-user';

/** Wrong answers per account in 15 minutes before 429. */
const ANSWER_TRIES = { limit: 5, windowMs: 15 * 60_000 };

/** The answer as compared: Unicode-normalised, case-folded, whitespace collapsed ("  Rex  the Dog" = "rex the dog"). */
export function normalizeAnswer(answer: string): string {
  return answer.normalize('NFKC').toLocaleLowerCase('und').replace(/\s+/gu, ' ').trim();
}

/** argon2id of the normalised answer (answers are low-entropy secrets, so the password hash is used). */
export function hashAnswer(answer: string): Promise<string> {
  return hashPassword(normalizeAnswer(answer));
}

/** Whether the account has a secure answer that a phone change must be confirmed with. */
export const needsSecureAnswer = (user: Pick<SecurityUser, 'secureAnswerHash' | 'phone'>) =>
  user.secureAnswerHash !== null && user.phone !== null;

/** Checks the user's secure answer (5 tries per 15 minutes); the refusal names the `user_answer` field. */
export async function checkSecureAnswer(
  ctx: AuthContext,
  req: FastifyRequest,
  user: SecurityUser,
  answer: string | undefined,
): Promise<void> {
  if (!user.secureAnswerHash) return;
  if (!answer?.trim())
    throw new AppError('VALIDATION', 'Answer the secure question', {
      validationErrors: { user_answer: 'auth_required_field' },
    });
  if (!(await hitRateLimit(ctx.database, { bucket: 'secure-answer', key: String(user.id), ...ANSWER_TRIES })))
    throw tooManyRequests();
  if (await verifyPassword(user.secureAnswerHash, normalizeAnswer(answer))) return;
  await audit(ctx.database, { actor: `user:${user.id}`, action: 'security.secure_answer.failed', ip: req.ip });
  throw new AppError('VALIDATION', 'Incorrect answer', { validationErrors: { user_answer: 'incorrect_answer' } });
}

import type { Database } from '../../infra/db';
import { randomDigits, sha256 } from '../../infra/hash';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export interface IssueCodeInput {
  purpose: string;
  target: string;
  userId?: number;
  payload?: Record<string, unknown>;
  /** Lifetime; 10 minutes unless given. */
  ttlMs?: number;
  /** Digits; 6 unless given. */
  length?: number;
}

export type VerifyCodeResult =
  | { ok: true; userId: number | null; payload: Record<string, unknown> }
  | { ok: false; reason: 'invalid' | 'expired' | 'too_many_attempts' | 'not_found' };

// The hash binds the code to its purpose and target, so a code issued for one action is useless for another.
const codeHash = (purpose: string, target: string, code: string) => sha256(`${purpose}\n${target}\n${code}`);

/** Issues a one-time numeric code for an action; earlier unused codes of the same purpose and target stop working. */
export async function issueCode(
  database: Database,
  input: IssueCodeInput,
): Promise<{ id: number; code: string; expiresAt: Date }> {
  const code = randomDigits(input.length ?? 6);
  const expiresAt = new Date(Date.now() + (input.ttlMs ?? CODE_TTL_MS));
  const [row] = await database.query<{ id: string | number }>(
    `with retired as (
       update auth_codes set expires_at = least(expires_at, now())
       where purpose = $1 and target = $2 and used_at is null and expires_at > now()
     )
     insert into auth_codes (purpose, target, user_id, code_hash, payload, expires_at)
     values ($1, $2, $3, $4, $5::jsonb, $6) returning id`,
    [
      input.purpose,
      input.target,
      input.userId ?? null,
      codeHash(input.purpose, input.target, code),
      JSON.stringify(input.payload ?? {}),
      expiresAt,
    ],
  );
  return { id: Number(row?.id), code, expiresAt };
}

/**
 * Checks a code against the latest code of the purpose and target. One statement counts the try and
 * consumes the code on a match, so two concurrent checks can never both succeed.
 */
export async function verifyCode(
  database: Database,
  input: { purpose: string; target: string; code: string },
): Promise<VerifyCodeResult> {
  const [hit] = await database.query<{
    user_id: string | number | null;
    payload: Record<string, unknown>;
    ok: boolean;
  }>(
    `update auth_codes set attempts = attempts + 1,
       used_at = case when code_hash = $3 then now() else null end
     where id = (select id from auth_codes where purpose = $1 and target = $2 order by id desc limit 1)
       and used_at is null and attempts < $4 and expires_at > now()
     returning user_id, payload, used_at is not null as ok`,
    [input.purpose, input.target, codeHash(input.purpose, input.target, input.code), CODE_MAX_ATTEMPTS],
  );
  if (hit?.ok)
    return { ok: true, userId: hit.user_id === null ? null : Number(hit.user_id), payload: hit.payload ?? {} };
  if (hit) return { ok: false, reason: 'invalid' };
  return explainMiss(database, input);
}

// Why no live code matched: none, used, out of tries or expired.
async function explainMiss(database: Database, input: { purpose: string; target: string }): Promise<VerifyCodeResult> {
  const [latest] = await database.query<{ used: boolean; expired: boolean; attempts: number }>(
    `select used_at is not null as used, expires_at <= now() as expired, attempts
     from auth_codes where purpose = $1 and target = $2 order by id desc limit 1`,
    [input.purpose, input.target],
  );
  if (!latest || latest.used) return { ok: false, reason: 'not_found' };
  if (latest.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'too_many_attempts' };
  if (latest.expired) return { ok: false, reason: 'expired' };
  return { ok: false, reason: 'invalid' };
}

/** Checks a code without consuming it (a wrong guess still spends a try); for "is this code right?" pre-checks. */
export async function peekCode(
  database: Database,
  input: { purpose: string; target: string; code: string },
): Promise<VerifyCodeResult> {
  const [hit] = await database.query<{
    user_id: string | number | null;
    payload: Record<string, unknown>;
    ok: boolean;
  }>(
    `update auth_codes set attempts = attempts + case when code_hash = $3 then 0 else 1 end
     where id = (select id from auth_codes where purpose = $1 and target = $2 order by id desc limit 1)
       and used_at is null and attempts < $4 and expires_at > now()
     returning user_id, payload, code_hash = $3 as ok`,
    [input.purpose, input.target, codeHash(input.purpose, input.target, input.code), CODE_MAX_ATTEMPTS],
  );
  if (hit?.ok)
    return { ok: true, userId: hit.user_id === null ? null : Number(hit.user_id), payload: hit.payload ?? {} };
  if (hit) return { ok: false, reason: 'invalid' };
  return explainMiss(database, input);
}

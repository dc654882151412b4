import type { Database } from '../../infra/db';
import { randomToken, sha256 } from '../../infra/hash';

/** How long the second step may take after the first one passed. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Opens a two-factor challenge after a passed first step; returns the `auth_id` for the client. */
export async function createChallenge(
  database: Database,
  input: { userId: number; method: string; ip: string; userAgent?: string | undefined },
): Promise<string> {
  const authId = randomToken(256);
  await database.query(
    'insert into login_challenges (id, user_id, method, ip, user_agent, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [
      sha256(authId),
      input.userId,
      input.method,
      input.ip,
      input.userAgent?.slice(0, 300) ?? null,
      new Date(Date.now() + CHALLENGE_TTL_MS),
    ],
  );
  return authId;
}

export type ChallengeClaim = { ok: true; userId: number } | { ok: false; reason: 'not_found' | 'too_many_attempts' };

/** Spends one try of a live challenge; refused once the tries are used up. */
export async function claimChallengeAttempt(database: Database, authId: string): Promise<ChallengeClaim> {
  const [row] = await database.query<{ user_id: string; attempts: number }>(
    `update login_challenges set attempts = attempts + 1
     where id = $1 and used_at is null and expires_at > now() and attempts < $2 returning user_id, attempts`,
    [sha256(authId), CHALLENGE_MAX_ATTEMPTS],
  );
  if (row) return { ok: true, userId: Number(row.user_id) };
  const [left] = await database.query<{ attempts: number }>(
    'select attempts from login_challenges where id = $1 and used_at is null and expires_at > now()',
    [sha256(authId)],
  );
  return { ok: false, reason: left ? 'too_many_attempts' : 'not_found' };
}

/** Closes the challenge after a passed second step; false when a concurrent call already did. */
export async function consumeChallenge(database: Database, authId: string): Promise<boolean> {
  const rows = await database.query(
    'update login_challenges set used_at = now() where id = $1 and used_at is null returning id',
    [sha256(authId)],
  );
  return rows.length > 0;
}

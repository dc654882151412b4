import { randomBytes } from 'node:crypto';
import { CAPTCHA_ALGORITHM, captchaTokenPayload } from '@fairline/shared/wire/captcha';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../../infra/db';

export interface PowOptions {
  /** HMAC key signing the challenges; a random key kept in the database is shared by all instances when absent. */
  hmacSecret?: string | undefined;
  /** The secret counter is drawn from [minNumber, maxNumber]; the solver tries every counter up to it. */
  minNumber?: number | undefined;
  maxNumber?: number | undefined;
  /** How long a challenge may be solved and submitted. */
  ttlMs?: number | undefined;
}

const DEFAULTS = { minNumber: 10_000, maxNumber: 100_000, ttlMs: 10 * 60_000 } as const;
const SECRET_NAME = 'captcha_hmac';
/** Far more than an honest payload (~1 KB); refused before decoding. */
const MAX_TOKEN_LENGTH = 4096;

/** The self-hosted proof-of-work captcha (ALTCHA v2): signed challenges, each solution accepted once. */
export function createPow(database: Database, options: PowOptions = {}) {
  const minNumber = options.minNumber ?? Math.min(DEFAULTS.minNumber, options.maxNumber ?? DEFAULTS.minNumber);
  const maxNumber = options.maxNumber ?? DEFAULTS.maxNumber;
  const ttlMs = options.ttlMs ?? DEFAULTS.ttlMs;
  let secret: Promise<string> | undefined;
  const hmacSecret = () => {
    secret ??= options.hmacSecret ? Promise.resolve(options.hmacSecret) : sharedSecret(database);
    return secret;
  };

  return {
    /** A new signed challenge, as the ALTCHA widget and `solveChallenge` take it. */
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(maxNumber, minNumber),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret: await hmacSecret(),
      });
    },

    /** True for a well-formed, correctly solved, unexpired payload seen for the first time. */
    async verify(token: string): Promise<boolean> {
      const payload = decode(token);
      if (!payload) return false;
      const challenge = payload.challenge as Challenge;
      try {
        const result = await verifySolution({
          challenge,
          solution: payload.solution as Solution,
          deriveKey,
          hmacSignatureSecret: await hmacSecret(),
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      return markUsed(database, challenge.parameters.nonce, new Date(payload.challenge.parameters.expiresAt * 1000));
    },
  };
}

export type Pow = ReturnType<typeof createPow>;

function decode(token: string) {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const parsed = captchaTokenPayload.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// One statement decides, so two concurrent submissions of the same solution cannot both pass.
async function markUsed(database: Database, id: string, expiresAt: Date): Promise<boolean> {
  await database.query('delete from captcha_used where expires_at < now()');
  const rows = await database.query(
    'insert into captcha_used (id, expires_at) values ($1, $2) on conflict do nothing returning id',
    [id, expiresAt],
  );
  return rows.length === 1;
}

async function sharedSecret(database: Database): Promise<string> {
  await database.query('insert into server_secrets (name, value) values ($1, $2) on conflict do nothing', [
    SECRET_NAME,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await database.query<{ value: string }>('select value from server_secrets where name = $1', [
    SECRET_NAME,
  ]);
  if (!row) throw new Error('captcha secret is missing');
  return row.value;
}

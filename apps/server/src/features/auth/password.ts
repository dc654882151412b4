import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default algorithm) with the OWASP minimum: 19 MiB, 2 passes, 1 lane [ASVS 11.4.2].
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random throw-away password with the same parameters, verified when the account does
 * not exist so that unknown-account and wrong-password answers take the same time [ASVS 6.3.8].
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$t1sStTl3D15rR0i8HNVMuA$QgLkworQOzHpCHTmwNJL4siz4eKGnRSCT2E9dJh6aVY';

/** Hashes a password with argon2id (m = 19 MiB, t = 2). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** True when `plain` matches `hash`; a malformed hash counts as a mismatch, never as an error. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { captchaToken, type PowChallenge, solvePow } from './captcha-solver';

const SECRET = 'test-secret';

describe('proof-of-work captcha solver', () => {
  it('finds the counter the server hid, and the server library accepts the solution', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 1_234,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: SECRET,
    });
    const solution = await solvePow(challenge as unknown as PowChallenge);
    expect(solution?.counter).toBe(1_234);
    const result = await verifySolution({
      challenge,
      solution: solution as NonNullable<typeof solution>,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('encodes the token as base64 JSON of the challenge and the solution', () => {
    const challenge = { parameters: { algorithm: 'SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyPrefix: 'cc' } };
    const token = captchaToken(challenge, { counter: 7, derivedKey: 'cc00' });
    expect(JSON.parse(atob(token))).toEqual({ challenge, solution: { counter: 7, derivedKey: 'cc00' } });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const challenge = { parameters: { algorithm: 'SHA-256', nonce: '00', salt: '00', cost: 1, keyPrefix: 'ffffffff' } };
    expect(await solvePow(challenge, controller.signal)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUserToken, verifyUserToken } from './user-token';

const SECRET = 'x'.repeat(40);
const claims = { sid: 'a'.repeat(64), uid: 1000001, exp: 2_000_000_000_000 };

describe('user tokens', () => {
  it('verifies a token it signed before expiry', () => {
    expect(verifyUserToken(SECRET, signUserToken(SECRET, claims), { now: claims.exp - 1 })).toEqual(claims);
  });

  it('refuses an expired token unless within the grace', () => {
    const token = signUserToken(SECRET, claims);
    expect(verifyUserToken(SECRET, token, { now: claims.exp })).toBeNull();
    expect(verifyUserToken(SECRET, token, { now: claims.exp + 10, graceMs: 60_000 })).toEqual(claims);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyUserToken(SECRET, signUserToken('y'.repeat(40), claims), { now: 0 })).toBeNull();
  });

  it('refuses any single-character change of a token', () => {
    const token = signUserToken(SECRET, claims);
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.constantFrom(...'ABCabc012-_.'), (i, ch) => {
        fc.pre(token[i] !== ch);
        const changed = token.slice(0, i) + ch + token.slice(i + 1);
        const result = verifyUserToken(SECRET, changed, { now: 0 });
        // base64url may decode two spellings of the last character to the same bytes.
        return result === null || JSON.stringify(result) === JSON.stringify(claims);
      }),
    );
  });

  it('refuses garbage without throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 700 }), (s) => verifyUserToken(SECRET, s) === null));
  });
});

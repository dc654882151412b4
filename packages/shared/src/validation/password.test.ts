import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { checkPassword } from './password';

describe('checkPassword', () => {
  it.each([
    ['', { key: 'required' }],
    ['seven77', { key: 'min_symbols_limit', params: { min: 8 } }],
    ['x'.repeat(129), { key: 'max_symbols_limit', params: { max: 128 } }],
    ['😀'.repeat(129), { key: 'max_symbols_limit', params: { max: 128 } }],
    ['password', { key: 'password_too_common' }],
    ['QWERTY123', { key: 'password_too_common' }],
    ['1q2w3e4r', { key: 'password_too_common' }],
  ])('refuses %j', (password, expected) => {
    expect(checkPassword(password)).toEqual(expected);
  });

  it.each([
    'correct horse',
    'xkcd-style passphrase',
    'abcdefgz',
    'alllowercaseisfine',
    '😀😀😀😀😀😀😀😀',
    'y'.repeat(64),
    'z'.repeat(128),
  ])('accepts %j: no composition rules, 8 to 128 characters', (password) => {
    expect(checkPassword(password)).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(checkPassword('😀'.repeat(7))).toEqual({ key: 'min_symbols_limit', params: { min: 8 } });
  });

  it('holds about two hundred common passwords, all lower-case and at least 8 long', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const common of COMMON_PASSWORDS) {
      expect(common).toBe(common.toLowerCase());
      expect([...common].length).toBeGreaterThanOrEqual(8);
    }
  });

  it('accepts any uncommon text of 8 to 128 code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 8, maxLength: 128 }), (password) => {
        fc.pre(!COMMON_PASSWORDS.has(password.toLowerCase()));
        expect(checkPassword(password)).toBeNull();
      }),
    );
  });
});

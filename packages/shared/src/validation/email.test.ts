import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEmail } from './email';

describe('checkEmail', () => {
  it('lets an empty value pass (required is a separate rule)', () => {
    expect(checkEmail('')).toBeNull();
  });

  it.each([
    ['@mail.ru', 'email_starts_with_at'],
    ['@', 'email_starts_with_at'],
    ['ivan@', 'email_ends_with_at'],
    ['ivan.mail.ru', 'email_no_at'],
    ['ivan@mailru', 'email_no_dot_after_at'],
    ['iv.an@mailru', 'email_no_dot_after_at'],
    ['ivan petrov@mail.ru', 'email_has_space'],
    ['ivan@mail.ru ', 'email_has_space'],
    ['ivan@mail.r', 'email_incorrect'],
    ['ivan@mail.abcdefgh', 'email_incorrect'],
    ['ivan@mail.r2', 'email_incorrect'],
    ['ivan@.ru', 'email_incorrect'],
    ['ivan@mail..ru', 'email_incorrect'],
    ['iv@an@mail.ru', 'email_incorrect'],
  ])('reports %j as %s', (email, key) => {
    expect(checkEmail(email)?.key).toBe(key);
  });

  it('checks in the spec order: a leading @ wins over a trailing one and over a missing dot', () => {
    expect(checkEmail('@')?.key).toBe('email_starts_with_at');
    expect(checkEmail('@ab')?.key).toBe('email_starts_with_at');
    expect(checkEmail('a b@')?.key).toBe('email_ends_with_at');
    expect(checkEmail('a b')?.key).toBe('email_no_at');
    expect(checkEmail('a b@c')?.key).toBe('email_no_dot_after_at');
    expect(checkEmail('a b@gmial.com')?.key).toBe('email_has_space');
  });

  it.each([
    ['ivan@gmial.com', 'ivan@gmail.com'],
    ['ivan@gmai.com', 'ivan@gmail.com'],
    ['ivan@gamil.com', 'ivan@gmail.com'],
    ['ivan@yahooo.com', 'ivan@yahoo.com'],
    ['ivan@hotmial.com', 'ivan@hotmail.com'],
    ['ivan@mail.ri', 'ivan@mail.ru'],
    ['ivan@yandex.ri', 'ivan@yandex.ru'],
    ['ivan@outlok.com', 'ivan@outlook.com'],
    ['Ivan@GMIAL.COM', 'Ivan@gmail.com'],
  ])('suggests a fix for the known domain typo in %s', (email, suggestion) => {
    expect(checkEmail(email)).toEqual({ key: 'email_did_you_mean', params: { suggestion } });
  });

  it.each(['ivan@mail.ru', 'ivan.petrov+bets@sub.domain.co', 'a@b.museum', 'x_y-z@example.travel', 'IVAN@GMAIL.COM'])(
    'accepts %s',
    (email) => {
      expect(checkEmail(email)).toBeNull();
    },
  );

  it('rejects an address longer than 254 characters', () => {
    expect(checkEmail(`${'a'.repeat(250)}@b.ru`)?.key).toBe('email_incorrect');
  });

  it('never throws and returns a known key for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = checkEmail(text);
        expect(result === null || result.key.startsWith('email_')).toBe(true);
      }),
    );
  });
});

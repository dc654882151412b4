import { describe, expect, it } from 'vitest';
import type { FieldValue, ValidationContext } from '../types';
import { runRule } from './index';

const ctx: ValidationContext = { values: { password: 'secret-one', count: 3 }, now: new Date(Date.UTC(2025, 0, 1)) };

describe('required', () => {
  it.each<[FieldValue, boolean]>([
    ['text', true],
    [0, true],
    [true, true],
    [['a'], true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [[], false],
    [false, false],
    [{ countryCode: 'ru', countryId: 1, phoneCode: '+7', phoneNum: '', fullPhone: '7' }, false],
  ])('%j counts as filled in: %s', (value, filled) => {
    const result = runRule('required', value, { message: 'enter_name', value: true }, ctx);
    expect(result).toEqual(filled ? null : { rule: 'required', message: 'enter_name' });
  });

  it('falls back to the required key without a server message', () => {
    expect(runRule('required', '', { message: '' }, ctx)?.message).toBe('required');
  });
});

describe('minLength and maxLength', () => {
  it.each<[FieldValue, number, boolean]>([
    ['abc', 3, true],
    ['ab', 3, false],
    ['😀😀😀', 3, true],
    [['a', 'b'], 3, false],
    [123, 3, true],
  ])('minLength: %j with at least %i passes: %s', (value, min, passes) => {
    const result = runRule('minLength', value, { message: '', value: min }, ctx);
    expect(result).toEqual(passes ? null : { rule: 'minLength', message: 'min_symbols_limit', params: { min } });
  });

  it.each<[FieldValue, number, boolean]>([
    ['abc', 3, true],
    ['abcd', 3, false],
    ['ёжик', 4, true],
    [['a', 'b', 'c', 'd'], 3, false],
  ])('maxLength: %j with at most %i passes: %s', (value, max, passes) => {
    const result = runRule('maxLength', value, { message: 'too_long', value: max }, ctx);
    expect(result).toEqual(passes ? null : { rule: 'maxLength', message: 'too_long', params: { max } });
  });
});

describe('compare', () => {
  it.each<[FieldValue, boolean]>([
    ['secret-one', true],
    ['secret-two', false],
    ['', false],
  ])('password_again %j equals password: %s', (value, same) => {
    const result = runRule('compare', value, { message: 'passwords_differ', value: 'password' }, ctx);
    expect(result).toEqual(
      same ? null : { rule: 'compare', message: 'passwords_differ', params: { field: 'password' } },
    );
  });

  it('compares numbers and their text alike', () => {
    expect(runRule('compare', '3', { message: 'x', value: 'count' }, ctx)).toBeNull();
  });
});

describe('match', () => {
  it.each<[string, string, boolean]>([
    ['^\\d{12}$', '123456789012', true],
    ['^\\d{12}$', '12345678901', false],
    ['/^[a-z]+$/i', 'ABC', true],
    ['/^[a-z]+$/', 'ABC', false],
    ['/^[a-z]+$/g', 'abc', true],
  ])('pattern %s on %j passes: %s', (pattern, value, passes) => {
    const result = runRule('match', value, { message: 'inn_incorrect', value: pattern }, ctx);
    expect(result).toEqual(passes ? null : { rule: 'match', message: 'inn_incorrect' });
  });

  it('gives the same answer on repeated calls even for a global pattern', () => {
    const rule = { message: 'x', value: '/^a/g' };
    expect([1, 2, 3].map(() => runRule('match', 'abc', rule, ctx))).toEqual([null, null, null]);
  });

  it('does not enforce a pattern that does not compile', () => {
    expect(runRule('match', 'anything', { message: 'x', value: '([' }, ctx)).toBeNull();
  });

  it('fails text longer than the match cap without matching it', () => {
    expect(runRule('match', 'a'.repeat(1025), { message: 'x', value: '^a+$' }, ctx)?.rule).toBe('match');
  });
});

describe('email', () => {
  it('reports the specific e-mail key', () => {
    expect(runRule('email', 'ivan@', { message: 'bad_email' }, ctx)).toEqual({
      rule: 'email',
      message: 'email_ends_with_at',
    });
  });

  it('passes the typo suggestion as a parameter', () => {
    expect(runRule('email', 'ivan@gmial.com', { message: '' }, ctx)).toEqual({
      rule: 'email',
      message: 'email_did_you_mean',
      params: { suggestion: 'ivan@gmail.com' },
    });
  });

  it("uses the server's message for the generic failure only", () => {
    expect(runRule('email', 'ivan@mail.r', { message: 'bad_email' }, ctx)?.message).toBe('bad_email');
    expect(runRule('email', 'ivan@mail.r', { message: '' }, ctx)?.message).toBe('email_incorrect');
  });
});

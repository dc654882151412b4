import { describe, expect, it } from 'vitest';
import { formatDateTime, subtractYears } from '../date-time';
import type { FieldValue, ValidationContext } from '../types';
import { runRule } from './index';

const now = new Date(Date.UTC(2025, 5, 15, 12));
const ctx: ValidationContext = { values: {}, now };

describe('minValue and maxValue with numbers', () => {
  it.each<[FieldValue, number, boolean]>([
    ['10', 10, true],
    ['9.99', 10, false],
    ['10,5', 10, true],
    [11, 10, true],
    ['abc', 10, false],
  ])('minValue: %j against %i passes: %s', (value, min, passes) => {
    const result = runRule('minValue', value, { message: 'too_small', value: min }, ctx);
    expect(result).toEqual(passes ? null : { rule: 'minValue', message: 'too_small', params: { min } });
  });

  it.each<[FieldValue, number | string, boolean]>([
    ['100', 100, true],
    ['100.01', 100, false],
    ['-5', '0', true],
  ])('maxValue: %j against %j passes: %s', (value, max, passes) => {
    const result = runRule('maxValue', value, { message: '', value: max }, ctx);
    expect(result).toEqual(passes ? null : { rule: 'maxValue', message: 'max_value', params: { max } });
  });
});

describe('minValue and maxValue with dates', () => {
  it.each<[string, boolean]>([
    ['2020-01-01 00:00:00', true],
    ['2019-12-31 23:59:59', false],
    ['2020-06-01', true],
    ['01.01.2021', false],
  ])('minValue 2020-01-01 00:00:00: %s passes: %s', (value, passes) => {
    const result = runRule('minValue', value, { message: 'date_too_early', value: '2020-01-01 00:00:00' }, ctx);
    expect(result === null).toBe(passes);
  });

  it.each<[string, boolean]>([
    ['2007-06-15 12:00:00', true],
    ['2007-06-15 12:00:01', false],
    ['2010-03-03', false],
    ['1980-03-03', true],
  ])('an 18+ birthday check as a maxValue of now minus 18 years: born %s passes: %s', (birth, passes) => {
    const latestBirth = formatDateTime(subtractYears(now, 18));
    const result = runRule('maxValue', birth, { message: 'too_young', value: latestBirth }, ctx);
    expect(result === null).toBe(passes);
  });
});

describe('dateTime', () => {
  it.each<[FieldValue, boolean]>([
    ['2025-01-31 10:00:00', true],
    ['2025-01-31', true],
    ['2025-02-31', false],
    ['tomorrow', false],
    [20250131, false],
  ])('%j is a date: %s', (value, passes) => {
    const result = runRule('dateTime', value, { message: '' }, ctx);
    expect(result).toEqual(passes ? null : { rule: 'dateTime', message: 'date_incorrect' });
  });
});

describe('boolean', () => {
  it.each<[FieldValue, boolean | undefined, boolean]>([
    [true, undefined, true],
    [false, undefined, false],
    ['1', undefined, true],
    [undefined, undefined, false],
    [false, false, true],
    [true, false, false],
  ])('%j against required state %j passes: %s', (value, state, passes) => {
    const rule = state === undefined ? { message: 'accept_policy' } : { message: 'accept_policy', value: state };
    expect(runRule('boolean', value, rule, ctx)).toEqual(passes ? null : { rule: 'boolean', message: 'accept_policy' });
  });
});

describe('image', () => {
  it.each<[FieldValue, string | null]>([
    [{ name: 'passport.JPG', size: 1000 }, null],
    [{ name: 'scan.webp' }, null],
    [{ name: 'logo.svg', size: 10 }, null],
    [{ name: 'doc.pdf', size: 10 }, 'image_format'],
    [{ name: 'png', size: 10 }, 'image_format'],
    ['photo.png', 'image_format'],
    [{ name: 'huge.png', size: 6_000_000 }, 'image_too_large'],
  ])('%j → %s', (value, message) => {
    const result = runRule('image', value, { message: '', value: 5_000_000 }, ctx);
    expect(result?.message ?? null).toBe(message);
  });
});

describe('custom', () => {
  const evenOnly = (value: FieldValue) => Number(value) % 2 === 0;

  it('runs a check given as a function', () => {
    expect(runRule('custom', '4', { message: 'odd', value: evenOnly }, ctx)).toBeNull();
    expect(runRule('custom', '3', { message: 'odd', value: evenOnly }, ctx)).toEqual({
      rule: 'custom',
      message: 'odd',
    });
  });

  it('runs a check registered by name', () => {
    const withChecks = { ...ctx, customChecks: { evenOnly } };
    expect(runRule('custom', '4', { message: 'odd', value: 'evenOnly' }, withChecks)).toBeNull();
  });

  it('refuses when the named check is not registered (fail closed)', () => {
    expect(runRule('custom', '4', { message: 'odd', value: 'evenOnly' }, ctx)).toEqual({
      rule: 'custom',
      message: 'odd',
    });
  });
});

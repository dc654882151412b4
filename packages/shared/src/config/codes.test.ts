import { describe, expect, it } from 'vitest';
import { toClockTime, toCountryCode, toHexColour, toLanguageCode, toSafeLink } from './codes';

describe('toSafeLink', () => {
  it.each([
    '/ru/line',
    'line/football',
    '#top',
    'https://example.com/a?b=1',
    'http://x.org',
    'mailto:a@b.c',
    'tel:+123',
  ])('keeps %j', (link) => {
    expect(toSafeLink(link)).toBe(link);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '/a b',
  ])('refuses %j', (link) => {
    expect(toSafeLink(link)).toBeNull();
  });
});

describe('code normalisers', () => {
  it('upper-cases country codes and refuses anything but two letters', () => {
    expect(toCountryCode('ru')).toBe('RU');
    expect(toCountryCode('rus')).toBeNull();
    expect(toCountryCode('__proto__')).toBeNull();
  });

  it('lower-cases language codes and joins regions with a hyphen', () => {
    expect(toLanguageCode('pt_BR')).toBe('pt-br');
    expect(toLanguageCode('EN')).toBe('en');
    expect(toLanguageCode('constructor')).toBeNull();
  });

  it('accepts hex colours only', () => {
    expect(toHexColour('#ABCDEF')).toBe('#abcdef');
    expect(toHexColour('red; background:url(x)')).toBeNull();
  });

  it('accepts HH:mm times up to 24:00', () => {
    expect(toClockTime('09:30')).toBe('09:30');
    expect(toClockTime('24:00')).toBe('24:00');
    expect(toClockTime('24:01')).toBeNull();
    expect(toClockTime('9:30')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { compileServerPattern } from './server-pattern';

describe('compileServerPattern', () => {
  it.each([
    ['^\\d+$', '^\\d+$', ''],
    ['/^[a-z]+$/i', '^[a-z]+$', 'i'],
    ['/^a/gy', '^a', ''],
    ['/a/b/', 'a\\/b', ''],
  ])('reads %s as source %s with flags %j', (text, source, flags) => {
    const pattern = compileServerPattern(text);
    expect(pattern?.source).toBe(source);
    expect(pattern?.flags).toBe(flags);
  });

  it('returns null for text that is not a regular expression', () => {
    expect(compileServerPattern('([')).toBeNull();
  });

  it('compiles each pattern once', () => {
    expect(compileServerPattern('^x$')).toBe(compileServerPattern('^x$'));
  });
});

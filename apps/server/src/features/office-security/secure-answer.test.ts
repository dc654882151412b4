import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from './secure-answer';

describe('normalizeAnswer', () => {
  it.each([
    ['  Rex   the\tDog ', 'rex the dog'],
    ['МУРКА', 'мурка'],
    ['ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
  ])('treats %j as %j', (input, expected) => {
    expect(normalizeAnswer(input)).toBe(expected);
  });

  it('is idempotent for any answer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        expect(normalizeAnswer(normalizeAnswer(s))).toBe(normalizeAnswer(s));
      }),
    );
  });
});

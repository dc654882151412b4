import { describe, expect, it } from 'vitest';
import { scrollTarget } from './scroll-memory';

describe('scrollTarget', () => {
  it('opens a new page at its top, whether pushed or replaced', () => {
    expect(scrollTarget('PUSH', 1200)).toBe(0);
    expect(scrollTarget('REPLACE', 1200)).toBe(0);
  });

  it('returns Back and Forward to where the entry was left', () => {
    expect(scrollTarget('POP', 1200)).toBe(1200);
  });

  it('starts an entry it never saw (a reload) at the top', () => {
    expect(scrollTarget('POP', undefined)).toBe(0);
  });
});

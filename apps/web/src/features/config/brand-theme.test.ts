import { accentRules } from '@fairline/shared/theme/accent-contrast';
import { describe, expect, it } from 'vitest';

describe('the brand theme rules', () => {
  it('set each theme’s readable accent and the text colour on it', () => {
    const css = accentRules('#0e9f6e', '#21c08b');
    expect(css).toBe(
      ":root{--c-accent:#0b7c56;--c-accent-contrast:#ffffff}[data-theme='dark']{--c-accent:#21c08b;--c-accent-contrast:#0b0f15}",
    );
  });

  it('set nothing for a brand without an accent', () => {
    expect(accentRules()).toBe('');
  });
});

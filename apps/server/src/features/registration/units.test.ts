import { checkPassword } from '@fairline/shared/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generated-password';
import { bannerText } from './registration-data';
import { welcomeBonuses } from './welcome-bonuses';

describe('generated one-click password', () => {
  it('is 12 unambiguous characters that pass the password rule, and differs every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
      expect(checkPassword(password)).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('welcome bonuses', () => {
  it('lists the offers with the cancel kind last', () => {
    expect(welcomeBonuses().map((b) => b.id)).toEqual([0, 1, -1]);
  });

  it.each([
    ['WELCOME_CASINO', [1, 0, -1]],
    ['welcome_casino', [1, 0, -1]],
    ['-1', [-1, 0, 1]],
    ['unknown', [0, 1, -1]],
  ])('puts the bonus a promo link names (%s) first', (bonus, order) => {
    expect(welcomeBonuses(bonus).map((b) => b.id)).toEqual(order);
  });

  it('always keeps every offer exactly once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (bonus) => {
        const ids = welcomeBonuses(bonus).map((b) => b.id);
        return ids.length === 3 && [-1, 0, 1].every((id) => ids.includes(id));
      }),
    );
  });

  it('keys the banner text by the banner dictionary key and the code', () => {
    expect(bannerText('reg_banner_text', 'WELCOME_SPORT')).toBe('reg_banner_text.welcome_sport');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONFIG_GROUPS } from './raw-config';
import { sanitizeSiteConfig } from './sanitize';
import { siteSettingsSchema } from './site-settings.schema';

const defaults = sanitizeSiteConfig({});
// Output keys mirror the raw keys, so the defaults list every documented key of every group.
const keysOf = (group: string): string[] => Object.keys((defaults as Record<string, object>)[group] ?? {});
const MENU_KEYS = [
  'id',
  'section',
  'site_id',
  'link',
  'langKey',
  'title',
  'actionType',
  'visibility_by_auth',
  'sign',
  'icon',
  'provider_type',
  'api_key',
  'isErrorPage',
  'visible',
  'subMenuItems',
];
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const junk = fc.anything({
  maxDepth: 3,
  maxKeys: 4,
  size: 'small',
  withBoxedValues: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withBigInt: true,
  key: fc.oneof(fc.string(), fc.constantFrom(...NASTY_KEYS)),
});
const plausible = fc.oneof(
  junk,
  fc.boolean(),
  fc.constantFrom(1, 0, '1', 'true', 'ru', 'RU', '#abc', '/line', 'javascript:alert(1)', '18', '-1', '1e9', 'NaN'),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constantFrom('ru', 'kz', 'google', 'slots')), { maxLength: 5 }),
);
const rawMenuItem = fc.dictionary(
  fc.constantFrom(...MENU_KEYS, ...NASTY_KEYS),
  fc.oneof(
    plausible,
    fc.array(fc.oneof(junk, fc.dictionary(fc.constantFrom(...MENU_KEYS), plausible)), { maxLength: 12 }),
  ),
  { maxKeys: 8 },
);
const MENU_GROUP_KEYS = ['menu', 'mobileMenu'];
const entry = (key: string) =>
  fc.tuple(
    fc.constant(key),
    MENU_GROUP_KEYS.includes(key)
      ? fc.oneof(plausible, fc.array(rawMenuItem, { maxLength: 12 }))
      : fc.oneof(plausible, fc.dictionary(fc.string(), plausible, { maxKeys: 4 })),
  );
// Entries rather than fc.dictionary so menu keys get menu-like values; fromEntries keeps __proto__ as an own key.
const groupValue = (group: string) =>
  fc.oneof(
    junk,
    fc
      .array(fc.oneof(...[...keysOf(group), ...NASTY_KEYS].map(entry)), { maxLength: 10 })
      .map((entries) => Object.fromEntries(entries)),
  );
const structuredConfig = fc.record(Object.fromEntries(CONFIG_GROUPS.map((group) => [group, groupValue(group)])), {
  requiredKeys: [],
});

function checkSettings(raw: unknown): void {
  const settings = sanitizeSiteConfig(raw);
  const parsed = siteSettingsSchema.safeParse(settings);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  // JSON-safe: no undefined, NaN or Infinity anywhere, so the server can send it as is.
  expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
}

describe('siteSettingsSchema', () => {
  it('accepts the defaults and refuses a settings object with a group missing or a key mistyped', () => {
    expect(siteSettingsSchema.safeParse(defaults).success).toBe(true);
    const { dictionary: _dropped, ...withoutDictionary } = defaults;
    expect(siteSettingsSchema.safeParse(withoutDictionary).success).toBe(false);
    expect(
      siteSettingsSchema.safeParse({ ...defaults, coupon: { ...defaults.coupon, couponHistoryDays: '7' } }).success,
    ).toBe(false);
  });
});

describe('sanitizeSiteConfig on arbitrary input', () => {
  it('never throws on any non-null junk and always yields every field with its type', () => {
    fc.assert(
      fc.property(junk, (raw) => {
        fc.pre(raw !== null && raw !== undefined);
        checkSettings(raw);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on junk placed under the documented groups and keys', () => {
    fc.assert(fc.property(structuredConfig, checkSettings), { numRuns: 200 });
  });

  it('feeds values that reach the settings, not only the defaults', () => {
    const outputs = fc.sample(structuredConfig, { numRuns: 200, seed: 7 }).map((raw) => sanitizeSiteConfig(raw));
    expect(outputs.some((settings) => settings.header.menu.length > 0)).toBe(true);
    expect(outputs.some((settings) => settings.footer.mobileMenu.length > 0)).toBe(true);
    expect(outputs.some((settings) => settings.header.isBonusShown === false)).toBe(true);
  });

  it('survives deeply nested values', () => {
    fc.assert(
      fc.property(
        fc.letrec((tie) => ({ node: fc.oneof(junk, fc.array(tie('node')), fc.dictionary(fc.string(), tie('node'))) }))
          .node,
        (deep) => {
          checkSettings({
            header: { menu: [deep, { subMenuItems: [deep] }] },
            registration: deep,
            information: { tags: [deep] },
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('does not pollute Object.prototype through __proto__ keys', () => {
    const raw = JSON.parse(
      '{"__proto__":{"polluted":1},"header":{"__proto__":{"polluted":1},"menu":[{"__proto__":{"polluted":1}}]},"application":{"flagsByLanguage":{"__proto__":"x"}}}',
    );
    const settings = sanitizeSiteConfig(raw);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(settings.application.flagsByLanguage, '__proto__')).toBe(false);
    expect(settings.header.menu).toHaveLength(1);
  });

  it('returns an object that can be deep-frozen', () => {
    const deepFreeze = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      Object.freeze(value);
      for (const child of Object.values(value)) deepFreeze(child);
    };
    const settings = sanitizeSiteConfig({ header: { menu: [{ id: 'slots', subMenuItems: [{ id: 1 }] }] } });
    expect(() => deepFreeze(settings)).not.toThrow();
    expect(Object.isFrozen(settings.header.menu[0]?.subItems)).toBe(true);
  });
});

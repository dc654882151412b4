import { describe, expect, it } from 'vitest';
import { fairline } from '../../db/seed/brands';
import { checkSiteConfig } from './config-check';
import { diffJson } from './config-diff';

// The editor's check runs the site's own sanitiser (ADR 0055): what it keeps passes, what it would
// drop or replace is named by path, so a typo never reaches players as a silent default.
const codes = (raw: unknown) => checkSiteConfig(raw).map((p) => `${p.code} ${p.path}`);

describe('checkSiteConfig', () => {
  it('passes the seeded brand configuration unchanged', () => {
    expect(checkSiteConfig(fairline.config)).toEqual([]);
  });

  it('refuses what is not an object, an unknown group and a group that is not an object', () => {
    expect(codes([])).toEqual(['not_an_object ']);
    expect(codes({ heder: {}, coupon: 'on' })).toEqual(['unknown_group heder', 'not_an_object coupon']);
  });

  it('names a key the sanitiser never reads, also inside a menu item', () => {
    expect(codes({ header: { menu: [{ langKey: 'menu.live', link: '/live', visibel: false }] } })).toEqual([
      'unknown_key header.menu[0].visibel',
    ]);
  });

  it('refuses a switch value outside the spec’s flags, a value replaced by its default and a dropped list entry', () => {
    expect(
      codes({
        header: { isLoginButtonShown: 'yes' },
        customization: { accentColor: 'red; background: url(x)' },
        information: { hiddenPages: ['rules', 'nope'] },
      }),
    ).toEqual([
      'not_a_flag header.isLoginButtonShown',
      'not_accepted customization.accentColor',
      'dropped_entry information.hiddenPages[1]',
    ]);
  });

  it('accepts the spec’s other spellings of a flag and a value equal to its default', () => {
    expect(
      codes({ header: { isLoginButtonShown: '1', maxVisibleNavItems: 7 }, coupon: { isPartSaleEnabled: 0 } }),
    ).toEqual([]);
  });
});

describe('diffJson', () => {
  it('lists each changed leaf by path, list entries by index, added and removed keys on one side only', () => {
    expect(diffJson({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { b: 2, c: [1, 3, 4] }, e: null })).toEqual([
      { path: 'a.b', before: 1, after: 2 },
      { path: 'a.c[1]', before: 2, after: 3 },
      { path: 'a.c[2]', after: 4 },
      { path: 'd', before: 1 },
      { path: 'e', after: null },
    ]);
  });
});

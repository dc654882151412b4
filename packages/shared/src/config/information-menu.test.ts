import { describe, expect, it } from 'vitest';
import { INFORMATION_PAGES } from '../routing/pages';
import { informationMenu, isInformationPageShown } from './information-menu';
import { sanitizeSiteConfig } from './sanitize';

describe('information.hiddenPages', () => {
  const settings = sanitizeSiteConfig({ information: { hiddenPages: ['taxes', 'smsbets'] } });

  it('hides a listed page and shows the others', () => {
    expect(isInformationPageShown(settings, 'taxes')).toBe(false);
    expect(isInformationPageShown(settings, 'rules')).toBe(true);
  });

  it('never shows a page the product does not have', () => {
    expect(isInformationPageShown(settings, 'wp-admin')).toBe(false);
  });

  it('leaves hidden pages out of the default menu, which lists every other page', () => {
    const [group] = informationMenu(settings);
    expect(group?.headingKey).toBe('');
    expect(group?.items.map((i) => i.page)).toEqual(INFORMATION_PAGES.filter((p) => p !== 'taxes' && p !== 'smsbets'));
    expect(group?.items[0]).toEqual({ page: 'information', titleKey: 'info.information', icon: '', link: '' });
  });
});

describe('information.tags', () => {
  it('builds the menu from the tags, grouped by menu key in first-seen order, titled by dict key', () => {
    const settings = sanitizeSiteConfig({
      information: {
        tags: [
          { tag: 'rules', menu_key: 'info.group.betting', icon: '/img/rules.svg' },
          { tag: 'about', menu_key: 'info.group.company', dict_key: 'info.about' },
          { tag: 'howbet', menu_key: 'info.group.betting', prop_link: 'https://help.example.com/bet' },
        ],
      },
    });
    expect(informationMenu(settings)).toEqual([
      {
        headingKey: 'info.group.betting',
        items: [
          { page: 'rules', titleKey: 'info.rules', icon: '/img/rules.svg', link: '' },
          { page: 'howbet', titleKey: 'info.howbet', icon: '', link: 'https://help.example.com/bet' },
        ],
      },
      { headingKey: 'info.group.company', items: [{ page: 'about', titleKey: 'info.about', icon: '', link: '' }] },
    ]);
  });

  it('leaves out a tagged page that is also hidden', () => {
    const settings = sanitizeSiteConfig({
      information: { tags: [{ tag: 'rules' }, { tag: 'taxes' }], hiddenPages: ['taxes'] },
    });
    expect(informationMenu(settings).flatMap((g) => g.items.map((i) => i.page))).toEqual(['rules']);
  });
});

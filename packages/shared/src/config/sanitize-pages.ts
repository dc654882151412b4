import { INFORMATION_PAGES } from '../routing/pages';
import { toHexColour, toKey, toSafeLink } from './codes';
import { type Bag, isBag, matchOne, own, toChoice, toCount, toNumberList, toText, toTextList } from './coerce';
import { CONFIG_DEFAULTS, FONT_SIZES, THEMES } from './defaults';
import { readGroup } from './group-reader';
import { sanitizeSwitches } from './sanitize-flags';
import { sanitizeMenu } from './sanitize-menus';
import type {
  CustomizationSettings,
  FooterSettings,
  HeaderSettings,
  InformationSettings,
  InformationTag,
  OfficeSettings,
  PromoSettings,
  SocialLink,
} from './site-settings';

const D = CONFIG_DEFAULTS;

function toLink(value: unknown, fallback: string): string {
  return typeof value === 'string' ? toSafeLink(value) || fallback : fallback;
}

function toColour(value: unknown, fallback: string): string {
  return typeof value === 'string' ? (toHexColour(value) ?? fallback) : fallback;
}

/** Sanitises the `office` group. */
export function sanitizeOffice(raw: Bag): OfficeSettings {
  return sanitizeSwitches(readGroup(raw, 'office'), 'office');
}

/** Sanitises the `header` group, menus included. */
export function sanitizeHeader(raw: Bag): HeaderSettings {
  const read = readGroup(raw, 'header');
  return {
    ...sanitizeSwitches(read, 'header'),
    maxVisibleNavItems: toCount(read('maxVisibleNavItems'), D.maxVisibleNavItems),
    gamesPreviewCount: toCount(read('gamesPreviewCount'), D.gamesPreviewCount),
    flagsInHeaderCountries: toNumberList(read('flagsInHeaderCountries')),
    menu: sanitizeMenu(read('menu')),
    mobileMenu: sanitizeMenu(read('mobileMenu')),
  };
}

function toSocialLinks(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isBag(entry)) return [];
    const name = toText(own(entry, 'name'), '');
    const link = toLink(own(entry, 'link'), '');
    return name !== '' && link !== '' ? [{ name, link }] : [];
  });
}

/** Sanitises the `footer` group, menus included. */
export function sanitizeFooter(raw: Bag): FooterSettings {
  const read = readGroup(raw, 'footer');
  return {
    ...sanitizeSwitches(read, 'footer'),
    menu: sanitizeMenu(read('menu')),
    mobileMenu: sanitizeMenu(read('mobileMenu')),
    socialLinks: toSocialLinks(read('socialLinks')),
  };
}

/** Sanitises the `promo` group. */
export function sanitizePromo(raw: Bag): PromoSettings {
  const read = readGroup(raw, 'promo');
  return { ...sanitizeSwitches(read, 'promo'), showAllLink: toLink(read('showAllLink'), D.promoShowAllLink) };
}

const toInformationPage = matchOne(INFORMATION_PAGES);

// An entry is kept only when its tag names an information page: the menu links every entry to one.
function toTags(value: unknown): InformationTag[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isBag(entry)) return [];
    const tag = toInformationPage(toText(own(entry, 'tag'), ''));
    if (tag === null) return [];
    return [
      {
        menuKey: toKey(toText(own(entry, 'menu_key'), '')) ?? '',
        tag,
        icon: toLink(own(entry, 'icon'), ''),
        propLink: toLink(own(entry, 'prop_link'), ''),
        dictKey: toKey(toText(own(entry, 'dict_key'), '')) ?? '',
      },
    ];
  });
}

/** Sanitises the `information` group; hidden pages are kept only when they name a known information page. */
export function sanitizeInformation(raw: Bag): InformationSettings {
  const read = readGroup(raw, 'information');
  return {
    ...sanitizeSwitches(read, 'information'),
    tags: toTags(read('tags')),
    hiddenPages: toTextList(read('hiddenPages'), toInformationPage),
  };
}

/** Sanitises the `customization` group; colours must be hex so config cannot inject CSS. */
export function sanitizeCustomization(raw: Bag): CustomizationSettings {
  const read = readGroup(raw, 'customization');
  const accentColor = toColour(read('accentColor'), D.accentColor);
  return {
    ...sanitizeSwitches(read, 'customization'),
    accentColor,
    accentColorDark: toColour(read('accentColorDark'), accentColor),
    defaultTheme: toChoice(read('defaultTheme'), THEMES, D.defaultTheme),
    defaultFontSize: toChoice(read('defaultFontSize'), FONT_SIZES, D.defaultFontSize),
  };
}

// The information menu (beside every information page) and which information pages a brand shows.
import { INFORMATION_PAGES, type InformationPage } from '../routing/pages';
import type { SiteSettings } from './site-settings';

/** One entry of the information menu. */
export type InformationMenuItem = {
  readonly page: InformationPage;
  /** Dictionary key of the title. */
  readonly titleKey: string;
  /** Image path, or '' for none. */
  readonly icon: string;
  /** Where the entry leads instead of the page (a safe link), or '' for the page itself. */
  readonly link: string;
};

/** A heading (dictionary key; '' for none) with its entries. */
export type InformationMenuGroup = { readonly headingKey: string; readonly items: readonly InformationMenuItem[] };

type InformationSettings = Pick<SiteSettings, 'information'>;

/** Tells whether the brand shows an information page (hidden pages answer 404). */
export function isInformationPageShown(settings: InformationSettings, page: string): page is InformationPage {
  return (
    (INFORMATION_PAGES as readonly string[]).includes(page) &&
    !settings.information.hiddenPages.includes(page as InformationPage)
  );
}

/**
 * The information menu: the configured tags grouped by their menu key in first-seen order, or every
 * page when no tags are configured. Hidden pages never appear.
 */
export function informationMenu(settings: InformationSettings): InformationMenuGroup[] {
  const { tags } = settings.information;
  const items =
    tags.length > 0
      ? tags.map((tag) => ({
          headingKey: tag.menuKey,
          item: { page: tag.tag, titleKey: tag.dictKey || `info.${tag.tag}`, icon: tag.icon, link: tag.propLink },
        }))
      : INFORMATION_PAGES.map((page) => ({
          headingKey: '',
          item: { page, titleKey: `info.${page}`, icon: '', link: '' },
        }));
  const groups: { headingKey: string; items: InformationMenuItem[] }[] = [];
  for (const { headingKey, item } of items) {
    if (!isInformationPageShown(settings, item.page)) continue;
    const group = groups.find((g) => g.headingKey === headingKey);
    if (group) group.items.push(item);
    else groups.push({ headingKey, items: [item] });
  }
  return groups;
}

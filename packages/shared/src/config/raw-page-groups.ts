import type { ListOf, NumberLike, RawMenuItem, RawSwitches } from './raw-values';

/** Raw `office` group: switches only. */
export type RawOfficeConfig = RawSwitches<'office'>;

/** Raw `header` group. */
export type RawHeaderConfig = RawSwitches<'header'> & {
  /** Items shown before the rest go to 'more'; default 9. */
  maxVisibleNavItems?: NumberLike;
  /** Sub-items a games-type item shows; default 6. */
  gamesPreviewCount?: NumberLike;
  /** Country ids showing language flags in the header. */
  flagsInHeaderCountries?: ListOf<NumberLike>;
  /** Desktop header menu. */
  menu?: readonly RawMenuItem[];
  /** Mobile menu. */
  mobileMenu?: readonly RawMenuItem[];
};

/** Raw `footer` group. */
export type RawFooterConfig = RawSwitches<'footer'> & {
  /** Desktop footer menu. */
  menu?: readonly RawMenuItem[];
  /** Mobile footer (bottom bar). */
  mobileMenu?: readonly RawMenuItem[];
  /** Social network links. */
  socialLinks?: readonly { name?: string; link?: string }[];
};

/** Raw `promo` group. */
export type RawPromoConfig = RawSwitches<'promo'> & {
  /** Path of the page listing every promotion (the promo dropdown's 'show all'); default '/promo'. */
  showAllLink?: string;
};

/**
 * Raw `information` group. `tags` builds the information menu (the list beside every information
 * page): each entry shows the page `tag` names, under the heading `menu_key` (a dictionary key),
 * titled by `dict_key` (default `info.<tag>`), with the image `icon`, linking to `prop_link` when
 * given (else the page). Without tags the menu lists every page. ADR 0016.
 */
export type RawInformationConfig = RawSwitches<'information'> & {
  /** Information tags-to-pages, with the spec's field names; `tag` must name an information page. */
  tags?: readonly { menu_key?: string; tag?: string; icon?: string; prop_link?: string; dict_key?: string }[];
  /** Information pages this brand does not show: left out of the menu and answered 404. */
  hiddenPages?: ListOf<string>;
};

/** Raw `customization` group. */
export type RawCustomizationConfig = RawSwitches<'customization'> & {
  /** Brand accent colour (hex) for the light theme. */
  accentColor?: string;
  /** Accent colour for the dark theme; defaults to accentColor. */
  accentColorDark?: string;
  /** Theme of a visitor who has not chosen: 'light' (default) or 'dark'. */
  defaultTheme?: string;
  /** Font size of a visitor who has not chosen: xxxxs … xxl; default m. */
  defaultFontSize?: string;
};

/** The page-layout raw groups. */
export type RawPageGroups = {
  office: RawOfficeConfig;
  header: RawHeaderConfig;
  footer: RawFooterConfig;
  promo: RawPromoConfig;
  information: RawInformationConfig;
  customization: RawCustomizationConfig;
};

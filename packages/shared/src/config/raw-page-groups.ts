import type { ListOf, NumberLike, RawMenuItem, RawSwitches } from './raw-values';

/** Raw `office` group. */
export type RawOfficeConfig = RawSwitches<'office'> & {
  /** Country ids where the agent popup shows. */
  agentPopupCountries?: ListOf<NumberLike>;
  /** Country ids whose users get the payment consultant. */
  paymentConsultantCountries?: ListOf<NumberLike>;
  /** Country ids where pay-and-play is disabled. */
  payAndPlayDisabledCountries?: ListOf<NumberLike>;
};

/** Raw `header` group. */
export type RawHeaderConfig = RawSwitches<'header'> & {
  /** Items shown before the rest go to 'more'; default 9. */
  maxVisibleNavItems?: NumberLike;
  /** Navigation indent in px; default 100. */
  navIndent?: NumberLike;
  /** Link opened by the header bonus; default the first-deposit bonus rules path. */
  bonusLinkPopup?: string;
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

/** Raw `information` group. */
export type RawInformationConfig = RawSwitches<'information'> & {
  /** Information tags-to-pages, with the spec's field names. */
  tags?: readonly { menu_key?: string; tag?: string; icon?: string; prop_link?: string; dict_key?: string }[];
  /** Information pages this brand does not show. */
  hiddenPages?: ListOf<string>;
};

/** Raw `customization` group. */
export type RawCustomizationConfig = RawSwitches<'customization'> & {
  /** Brand accent colour (hex) for the light theme. */
  accentColor?: string;
  /** Accent colour for the dark theme; defaults to accentColor. */
  accentColorDark?: string;
  /** 'light' (default) or 'dark'. */
  defaultTheme?: string;
  /** xxxxs … xxl; default m. */
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

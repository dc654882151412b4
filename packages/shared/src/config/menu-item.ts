// The sanitised menu item, shared by the header, footer, mobile and mobile-footer menus.

/** Menu action types with the spec's codes. */
export const ActionType = { href: 1, blank: 2, router: 3, not_link: 4, betting_sport: 5 } as const;
export type ActionTypeCode = (typeof ActionType)[keyof typeof ActionType];

/** The spec's default action type (blank). */
export const DEFAULT_ACTION_TYPE: ActionTypeCode = ActionType.blank;

/** Who sees an item: everyone, logged-in users only, or guests only. */
export const VISIBILITY_BY_AUTH = ['all', 'auth', 'guest'] as const;
export type VisibilityByAuth = (typeof VISIBILITY_BY_AUTH)[number];

/** Header menu sections named by the spec, as keys (spaces become underscores). */
export const MENU_SECTIONS = [
  'line',
  'live',
  'lobby',
  'games',
  'esports',
  'promo',
  'slots',
  'casino',
  'live_casino',
  'bingo',
  'keno',
  'more',
  'cricket',
  'poker',
  'nba',
  'virtual_sports',
  'totalizator',
  'results',
  'statistics',
  'fast_bet',
  'jackpot',
  'betting_history',
  'top_event',
  'casino_tournaments',
  'clubs_partners',
  'bets_place',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Icon reference of a menu item: id, sprite section and image path (any may be empty). */
export type MenuIcon = { readonly id: string; readonly section: string; readonly path: string };

/** One entry of a dropdown: an image tile or a link, depending on the section rules. */
export type SubItem = {
  readonly id: string;
  readonly langKey: string;
  readonly link: string;
  readonly icon: string;
  readonly actionType: ActionTypeCode;
};

/** A sanitised menu item; every field is always present. */
export type MenuItem = {
  readonly id: string;
  /** The header section this item opens, or null when it is not one the spec names. */
  readonly section: MenuSection | null;
  readonly siteId: number;
  readonly link: string;
  /** Translation key of the title. */
  readonly langKey: string;
  readonly actionType: ActionTypeCode;
  readonly visibilityByAuth: VisibilityByAuth;
  readonly sign: string;
  readonly icon: MenuIcon;
  readonly providerType: string;
  readonly apiKey: string;
  /** Shown in the error page's own menu. */
  readonly isOnErrorPage: boolean;
  readonly visible: boolean;
  readonly subItems: readonly SubItem[];
};

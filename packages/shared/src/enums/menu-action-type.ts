// How a menu item opens its link, and the menu item defaults the registration spec names.

export const MenuActionType = { Href: 1, Blank: 2, Router: 3, NotLink: 4, BettingSport: 5 } as const;
export type MenuActionType = (typeof MenuActionType)[keyof typeof MenuActionType];

export const DEFAULT_MENU_ACTION_TYPE = MenuActionType.Blank;
export const DEFAULT_MENU_VISIBILITY_BY_AUTH = 'all';
export const DEFAULT_MENU_PROVIDER_TYPE = 'default';

export const MENUS = ['header', 'footer', 'mobile', 'mobile footer'] as const;
export type Menu = (typeof MENUS)[number];

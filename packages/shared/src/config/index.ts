export { BET_STATUS_CODES, type BetStatus, hiddenBetStatuses, isBetStatusShown } from './bet-statuses';
export { isOn } from './coerce';
export {
  AUTH_TYPES,
  type AuthType,
  CAPTCHA_TYPES,
  type CaptchaType,
  CONFIG_DEFAULTS,
  FONT_SIZES,
  type FontSize,
  REGISTRATION_TYPES,
  type RegistrationType,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  THEMES,
  type Theme,
} from './defaults';
export {
  isTwelveHourClock,
  isVipBetAllowed,
  orderLanguages,
  type SupportHours,
  supportHours,
} from './display-rules';
export {
  type InformationMenuGroup,
  type InformationMenuItem,
  informationMenu,
  isInformationPageShown,
} from './information-menu';
export {
  buildDropdown,
  buildHeaderMenu,
  COUPON_LINK,
  DROPDOWN_IMAGE_LIMIT,
  type Dropdown,
  type DropdownOptions,
  filterMenuByAuth,
  type HeaderMenu,
  type HeaderMenuOptions,
  isMenuItemShown,
  menuHref,
  mobileBarHasCoupon,
  mobileBarItems,
} from './menu';
export {
  ActionType,
  type ActionTypeCode,
  DEFAULT_ACTION_TYPE,
  MENU_SECTIONS,
  type MenuIcon,
  type MenuItem,
  type MenuSection,
  type SubItem,
  VISIBILITY_BY_AUTH,
  type VisibilityByAuth,
} from './menu-item';
export {
  CONFIG_GROUPS,
  type ConfigGroup,
  type RawGroups,
  type RawSiteConfig,
  type SiteConfigInput,
} from './raw-config';
export type { Flag, ListOf, NumberLike, RawMenuItem, RawSubMenuItem } from './raw-values';
export { sanitizeSiteConfig } from './sanitize';
export { sanitizeMenu } from './sanitize-menus';
export type * from './site-settings';
export { SWITCH_DEFAULTS, type Switches, type SwitchKey } from './switches';

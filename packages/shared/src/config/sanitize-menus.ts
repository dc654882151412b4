import { toKey, toSafeLink } from './codes';
import { type Bag, isBag, isOn, own, toChoice, toCount, toText } from './coerce';
import { CONFIG_DEFAULTS } from './defaults';
import {
  ActionType,
  type ActionTypeCode,
  DEFAULT_ACTION_TYPE,
  MENU_SECTIONS,
  type MenuIcon,
  type MenuItem,
  type MenuSection,
  type SubItem,
  VISIBILITY_BY_AUTH,
} from './menu-item';

const ACTION_CODES: readonly number[] = Object.values(ActionType);
const SECTION_ALIASES: Readonly<Record<string, MenuSection>> = {
  e_sports: 'esports',
  livecasino: 'live_casino',
  virtualsports: 'virtual_sports',
};

/** Reads an action type given as its code (1–5) or its spec name; anything else is the default, blank (2). */
export function toActionType(value: unknown): ActionTypeCode {
  if (typeof value === 'string' && Object.hasOwn(ActionType, value.trim())) {
    return ActionType[value.trim() as keyof typeof ActionType];
  }
  const code = toCount(value, DEFAULT_ACTION_TYPE);
  return ACTION_CODES.includes(code) ? (code as ActionTypeCode) : DEFAULT_ACTION_TYPE;
}

/** Maps a section name as admins write it ('live casino', 'E-Sports') to a spec section key, or null. */
export function toMenuSection(value: unknown): MenuSection | null {
  if (typeof value !== 'string') return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (Object.hasOwn(SECTION_ALIASES, key)) return SECTION_ALIASES[key] ?? null;
  return MENU_SECTIONS.find((section) => section === key) ?? null;
}

function toId(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? (toKey(value) ?? fallback) : fallback;
}

function toLink(value: unknown): string {
  return typeof value === 'string' ? (toSafeLink(value) ?? '') : '';
}

function toLangKey(item: Bag): string {
  return toText(own(item, 'langKey'), toText(own(item, 'title'), ''));
}

function toIcon(value: unknown): MenuIcon {
  if (typeof value === 'string') return { id: '', section: '', path: toLink(value) };
  if (!isBag(value)) return { id: '', section: '', path: '' };
  return {
    id: toId(own(value, 'id'), ''),
    section: toText(own(value, 'section'), ''),
    path: toLink(own(value, 'path')),
  };
}

function toSubItem(value: unknown, index: number): SubItem[] {
  if (!isBag(value)) return [];
  return [
    {
      id: toId(own(value, 'id'), String(index)),
      langKey: toLangKey(value),
      link: toLink(own(value, 'link')),
      icon: toLink(own(value, 'icon')),
      actionType: toActionType(own(value, 'actionType')),
    },
  ];
}

function toMenuItem(value: unknown, index: number): MenuItem[] {
  if (!isBag(value)) return [];
  const id = toId(own(value, 'id'), String(index));
  const visible = own(value, 'visible');
  const subItems = own(value, 'subMenuItems');
  return [
    {
      id,
      section: toMenuSection(own(value, 'section') ?? id),
      siteId: toCount(own(value, 'site_id'), 0),
      link: toLink(own(value, 'link')),
      langKey: toLangKey(value),
      actionType: toActionType(own(value, 'actionType')),
      visibilityByAuth: toChoice(own(value, 'visibility_by_auth'), VISIBILITY_BY_AUTH, 'all'),
      sign: toText(own(value, 'sign'), ''),
      icon: toIcon(own(value, 'icon')),
      providerType: toText(own(value, 'provider_type'), CONFIG_DEFAULTS.providerType),
      apiKey: toText(own(value, 'api_key'), ''),
      isOnErrorPage: isOn(own(value, 'isErrorPage')),
      // An item the admin listed is shown unless it is explicitly switched off.
      visible: visible === undefined || visible === null ? true : isOn(visible),
      subItems: Array.isArray(subItems) ? subItems.flatMap(toSubItem) : [],
    },
  ];
}

/** Sanitises a raw menu (any value) into menu items; entries that are not objects are dropped. */
export function sanitizeMenu(value: unknown): MenuItem[] {
  return Array.isArray(value) ? value.flatMap(toMenuItem) : [];
}

// Value shapes the raw groups expect. They document intent only: the sanitiser reads unknown.
import type { SWITCH_DEFAULTS, SwitchKey } from './switches';

/** A flag: true, 1, 'true' and '1' mean on; anything else off. */
export type Flag = boolean | 0 | 1 | 'true' | 'false' | '1' | '0';

/** A number, or a string holding one. */
export type NumberLike = number | string;

/** A list, or a comma-separated string of its entries. */
export type ListOf<T> = readonly T[] | string;

/** The switch keys of a group as raw flags (see SWITCH_DEFAULTS for each default). */
export type RawSwitches<G extends keyof typeof SWITCH_DEFAULTS> = { [K in SwitchKey<G>]?: Flag };

/** A dropdown entry of a raw menu item. */
export type RawSubMenuItem = {
  id?: NumberLike;
  langKey?: string;
  title?: string;
  link?: string;
  /** Image path of the tile. */
  icon?: string;
  actionType?: NumberLike;
};

/** A raw menu item, with the spec's field names (both the entity and the config-form spellings). */
export type RawMenuItem = {
  id?: NumberLike;
  /** Header section key (line, live, slots, casino, promo, games …); defaults to the id. */
  section?: string;
  site_id?: NumberLike;
  link?: string;
  /** Title translation key; `title` is accepted too. */
  langKey?: string;
  title?: string;
  /** href 1, blank 2, router 3, not_link 4, betting_sport 5, or the name; default 2. */
  actionType?: NumberLike;
  /** 'all' (default), 'auth' or 'guest'. */
  visibility_by_auth?: string;
  sign?: string;
  icon?: string | { id?: NumberLike; section?: string; path?: string };
  /** Default 'default'. */
  provider_type?: string;
  api_key?: string;
  /** Shown in the error page's own menu. */
  isErrorPage?: Flag;
  /** Hidden when off; absent means shown. */
  visible?: Flag;
  subMenuItems?: readonly RawSubMenuItem[];
};

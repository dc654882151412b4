import { DEFAULT_LANGUAGE } from './links';

/** What a route asks of the visitor; every field is optional and absent means no restriction. */
export type RouteRequirements = {
  /** Only for logged-out visitors (login, registration). */
  guestOnly?: boolean;
  /** Only for logged-in visitors (office, history). */
  userOnly?: boolean;
  /** Languages the route exists in; absent or empty means every language. */
  languages?: readonly string[];
};

/** Who is looking: auth state and current language (empty falls back to the default, ru). */
export type RouteContext = { isAuth: boolean; lang?: string };

/** Tells whether a route is shown: hidden for the wrong auth state or a language outside its allow-list. */
export function isRouteAvailable(route: RouteRequirements, ctx: RouteContext): boolean {
  if (route.guestOnly === true && ctx.isAuth) return false;
  if (route.userOnly === true && !ctx.isAuth) return false;
  const allowList = route.languages;
  if (!allowList || allowList.length === 0) return true;
  const lang = (ctx.lang?.trim() || DEFAULT_LANGUAGE).toLowerCase();
  return allowList.some((code) => code.toLowerCase() === lang);
}
